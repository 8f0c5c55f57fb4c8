import { aboutPageMessages, format, pageMessages } from '@siyum/domain';
import { useUiMessages } from '@siyum/ui/messages';
import { Link } from 'react-router';
import { config } from '../config';
import { ContentPage } from './ContentPage';

/**
 * /about-us: what a siyum is, how the site works, the sister apps, and the privacy and cookie notes
 * the footer's default policy links point at (#privacy, #cookies).
 */
export function AboutPage() {
  const product = config.productName;
  const page = useUiMessages('page', pageMessages);
  const m = useUiMessages('about', aboutPageMessages);
  return (
    <ContentPage title={page.about} lead={format(m.lead, { product })}>
      <section className="content-page__section" aria-labelledby="about-what">
        <h2 id="about-what">{m.whatHeading}</h2>
        {m.what.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <section className="content-page__section" aria-labelledby="about-how">
        <h2 id="about-how">{format(m.howHeading, { product })}</h2>
        <ol className="content-page__steps">
          {m.howSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>{m.howNote}</p>
      </section>

      <section className="content-page__section" aria-labelledby="about-apps">
        <h2 id="about-apps">{m.appsHeading}</h2>
        <p>{format(m.apps, { product })}</p>
        <p>{m.appsLinks}</p>
      </section>

      <section id="privacy" className="content-page__section" aria-labelledby="about-privacy">
        <h2 id="about-privacy">{m.privacyHeading}</h2>
        {m.privacy.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <section id="cookies" className="content-page__section" aria-labelledby="about-cookies">
        <h2 id="about-cookies">{m.cookiesHeading}</h2>
        <p>{m.cookies}</p>
      </section>

      <section className="content-page__section" aria-labelledby="about-contact">
        <h2 id="about-contact">{m.contactHeading}</h2>
        <p>{m.contact}</p>
        <p className="content-page__links">
          <Link to="/contact-us">{m.contactLink}</Link>
          <Link to="/support">{m.supportLink}</Link>
        </p>
      </section>
    </ContentPage>
  );
}
