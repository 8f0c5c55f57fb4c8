import { footerMessages, format, type SocialSiteKey } from '@siyum/domain';
import { useId } from 'react';
import { SocialIcon, StoreIcon } from '../internal/icons/footer';
import { useUiMessages } from '../messages/UiMessagesProvider';
import { MailingListSignup } from './MailingListSignup';
import type { MailingListConfig } from './mailingList';
import { AppLink } from './navLink';
import './SiteFooter.css';

/** A sister app (§1: All Daf, All Mishnah) and where to download it. */
export interface SisterApp {
  name: string;
  appStoreUrl?: string | undefined;
  playStoreUrl?: string | undefined;
}

/** The social networks of §1; only those with a URL are shown. */
export type SocialLinks = Partial<Record<SocialSiteKey, string | undefined>>;

const SOCIAL_ORDER: readonly SocialSiteKey[] = ['instagram', 'youtube', 'x', 'whatsapp'];

export interface SiteFooterProps {
  productName: string;
  /** The sister apps with their store links. */
  apps?: readonly SisterApp[] | undefined;
  socialLinks?: SocialLinks | undefined;
  /** The external donate page (opens in a new tab). */
  donateUrl?: string | undefined;
  privacyUrl?: string | undefined;
  cookiePolicyUrl?: string | undefined;
  /** The third-party mailing-list form; loaded when the footer comes near the viewport. */
  mailingList?: MailingListConfig | undefined;
  /** Shown in the copyright line; the current year unless given (stories fix it). */
  year?: number | undefined;
  /** Client-side navigation for links that are app paths; absolute URLs open a new tab. */
  onNavigate?: ((path: string) => void) | undefined;
}

/**
 * The site footer (§1): the sister apps' store links, the mailing-list sign-up, social links, then
 * donate, privacy and cookie policy, and '© {year} {product}'.
 */
export function SiteFooter({
  productName,
  apps = [],
  socialLinks = {},
  donateUrl,
  privacyUrl,
  cookiePolicyUrl,
  mailingList,
  year = new Date().getFullYear(),
  onNavigate,
}: SiteFooterProps) {
  const m = useUiMessages('footer', footerMessages);
  const ids = useId();
  const social = SOCIAL_ORDER.flatMap((site) => {
    const url = socialLinks[site];
    return url ? [{ site, url }] : [];
  });
  const legal: { href: string | undefined; label: string }[] = [
    { href: donateUrl, label: m.donate },
    { href: privacyUrl, label: m.privacy },
    { href: cookiePolicyUrl, label: m.cookiePolicy },
  ];
  const legalLinks = legal.flatMap(({ href, label }) => (href ? [{ href, label }] : []));
  return (
    <footer className="siyum-footer">
      <div className="siyum-footer__sections">
        {apps.length > 0 && (
          <nav className="siyum-footer__section" aria-labelledby={`${ids}-apps`}>
            <h2 id={`${ids}-apps`} className="siyum-footer__heading">
              {m.apps}
            </h2>
            <ul className="siyum-footer__apps">
              {apps.map((app) => (
                <li key={app.name} className="siyum-footer__app">
                  <span className="siyum-footer__app-name">{app.name}</span>
                  {app.appStoreUrl && <StoreLink store="appStore" href={app.appStoreUrl} app={app.name} />}
                  {app.playStoreUrl && <StoreLink store="playStore" href={app.playStoreUrl} app={app.name} />}
                </li>
              ))}
            </ul>
          </nav>
        )}
        {mailingList && (
          <section className="siyum-footer__section" aria-labelledby={`${ids}-list`}>
            <h2 id={`${ids}-list`} className="siyum-footer__heading">
              {m.mailingList}
            </h2>
            <MailingListSignup config={mailingList} />
          </section>
        )}
        {social.length > 0 && (
          <nav className="siyum-footer__section" aria-labelledby={`${ids}-social`}>
            <h2 id={`${ids}-social`} className="siyum-footer__heading">
              {m.social}
            </h2>
            <ul className="siyum-footer__social">
              {social.map(({ site, url }) => (
                <li key={site}>
                  <AppLink className="siyum-footer__icon-link" href={url}>
                    <SocialIcon site={site} className="siyum-footer__icon" />
                    <span className="siyum-visually-hidden">{m.socialSite[site]}</span>
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <div className="siyum-footer__bottom">
        {legalLinks.length > 0 && (
          <nav aria-label={m.legal}>
            <ul className="siyum-footer__legal">
              {legalLinks.map((link) => (
                <li key={link.label}>
                  <AppLink className="siyum-footer__link" href={link.href} onNavigate={onNavigate}>
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className="siyum-footer__copyright">{format(m.copyright, { year, product: productName })}</p>
      </div>
    </footer>
  );
}

function StoreLink({ store, href, app }: { store: 'appStore' | 'playStore'; href: string; app: string }) {
  const m = useUiMessages('footer', footerMessages);
  const name = format(store === 'appStore' ? m.appStoreLink : m.playStoreLink, {
    app,
  });
  return (
    <AppLink className="siyum-footer__store" href={href} aria-label={name}>
      <StoreIcon store={store} className="siyum-footer__store-icon" />
      {m[store]}
    </AppLink>
  );
}
