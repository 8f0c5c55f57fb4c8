import { donatePageMessages, format, pageMessages } from '@siyum/domain';
import { useUiMessages } from '@siyum/ui/messages';
import { Link } from 'react-router';
import { config } from '../config';
import { ContentPage } from './ContentPage';

/**
 * /donate: what gifts pay for. The site takes no payments: with VITE_DONATE_URL set, a button opens
 * the donation page in a new tab; without it the page says online giving is not open yet.
 */
export function DonatePage({ donateUrl = config.donateUrl }: { donateUrl?: string | undefined }) {
  const product = config.productName;
  const page = useUiMessages('page', pageMessages);
  const m = useUiMessages('donate', donatePageMessages);
  return (
    <ContentPage title={page.donate} lead={format(m.lead, { product })}>
      <section className="content-page__section" aria-labelledby="donate-why">
        <h2 id="donate-why">{m.whyHeading}</h2>
        <ul className="content-page__list">
          {m.why.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section className="content-page__section" aria-labelledby="donate-how">
        <h2 id="donate-how">{m.howHeading}</h2>
        {donateUrl ? (
          <>
            <p>{m.how}</p>
            <p>
              <a className="content-page__cta" href={donateUrl} target="_blank" rel="noopener noreferrer">
                {m.button}
                <span className="siyum-visually-hidden"> {m.opensInNewTab}</span>
              </a>
            </p>
          </>
        ) : (
          <>
            <p>{m.unavailable}</p>
            <p>
              <Link to="/contact-us">{m.contactLink}</Link>
            </p>
          </>
        )}
      </section>

      <p className="content-page__thanks">{m.thanks}</p>
    </ContentPage>
  );
}
