import { DEFAULT_PLATFORM } from '@siyum/domain';
import type { SisterSite } from '@siyum/ui/shell';

const env = import.meta.env;

/**
 * Public configuration (spec §1: the product name, the platform and every external URL), read from
 * `VITE_*` variables when the app is built — a deploy sets them; the defaults serve `npm start`.
 * Nothing here is secret: it ships to every browser. The footer's own links are `footerConfig.ts`
 * (the footer loads after the page).
 */
export const config = {
  productName: env.VITE_PRODUCT_NAME ?? 'Siyum',
  platform: env.VITE_PLATFORM ?? DEFAULT_PLATFORM,
  /** The registration agreement's and the footer's privacy-policy link. */
  privacyPolicyUrl: env.VITE_PRIVACY_POLICY_URL ?? '/about-us#privacy',
  cookiePolicyUrl: env.VITE_COOKIE_POLICY_URL ?? '/about-us#cookies',
  /** §2 'Support Us' and the footer's donate link: the external donate page (new tab); else /donate. */
  supportUrl: env.VITE_SUPPORT_URL ?? '/donate',
  /** /donate's link to the external donation page (new tab); unset, the page says online giving is not open. */
  donateUrl: env.VITE_DONATE_URL || undefined,
  /**
   * The image service photos are shown from (issue 21): a CDN that answers the domain's URL grammar
   * (docs/deploy.md); unset (or blank, as the API reads it): the API's own, `DEFAULT_IMAGE_BASE_URL`.
   * Resolved where photos are shown, so the domain's image module stays out of the entry chunk.
   */
  imageBaseUrl: env.VITE_IMAGE_BASE_URL || undefined,
  /** The 600×150 share image of link previews. */
  shareImageUrl: env.VITE_SHARE_IMAGE_URL ?? '/share.png',
  /** §1: the sister learning sites (header menu row). */
  sisterSites: [
    { key: 'torah', url: env.VITE_SITE_TORAH_URL ?? 'https://outorah.org' },
    { key: 'mishnah', url: env.VITE_SITE_MISHNAH_URL ?? 'https://www.allmishnah.org' },
    { key: 'halacha', url: env.VITE_SITE_HALACHA_URL ?? 'https://www.allhalacha.org' },
    { key: 'parsha', url: env.VITE_SITE_PARSHA_URL ?? 'https://www.allparsha.org' },
    { key: 'daf', url: env.VITE_SITE_DAF_URL ?? 'https://www.alldaf.org' },
  ] satisfies SisterSite[],
} as const;
