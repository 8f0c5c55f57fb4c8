import { type SisterSiteKey, sisterSiteMessages } from '@siyum/domain';
import { cx } from '../internal/cx';
import { SisterSiteIcon } from '../internal/iconsSisterSites';
import { useUiMessages } from '../messages/UiMessagesProvider';
import { AppLink } from './navLink';
import './SisterSites.css';

export interface SisterSite {
  key: SisterSiteKey;
  url: string;
}

export interface SisterSitesProps {
  /** The sister learning sites (§1: Torah, Mishnah, Halacha, Parsha, Daf), in the order shown. */
  sites: readonly SisterSite[];
  className?: string;
}

/** A row of icon links to the sister learning sites; each opens in a new tab. */
export function SisterSites({ sites, className }: SisterSitesProps) {
  const m = useUiMessages('sisterSites', sisterSiteMessages);
  if (sites.length === 0) return null;
  return (
    <nav className={cx('siyum-sister-sites', className)} aria-label={m.row}>
      <ul className="siyum-sister-sites__list">
        {sites.map((site) => (
          <li key={site.key}>
            <AppLink className="siyum-sister-sites__link" href={site.url}>
              <SisterSiteIcon site={site.key} className="siyum-sister-sites__icon" />
              <span className="siyum-visually-hidden">{m.site[site.key]}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
