import { DEFAULT_PLATFORM } from '@siyum/domain';
import type { MailingListConfig, SisterApp, SisterSite, SocialLinks } from '@siyum/ui/shell';

const env = import.meta.env;

/**
 * Public configuration (spec §1: the product name, the platform and every external URL), read from
 * `VITE_*` variables when the app is built — a deploy sets them; the defaults serve `npm start`.
 * Nothing here is secret: it ships to every browser.
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
  /** §1: the two sister apps' store pages. */
  apps: [
    {
      name: 'All Daf',
      appStoreUrl: env.VITE_ALLDAF_APP_STORE_URL ?? 'https://apps.apple.com/us/search?term=All%20Daf',
      playStoreUrl:
        env.VITE_ALLDAF_PLAY_STORE_URL ?? 'https://play.google.com/store/search?q=All%20Daf&c=apps',
    },
    {
      name: 'All Mishnah',
      appStoreUrl: env.VITE_ALLMISHNAH_APP_STORE_URL ?? 'https://apps.apple.com/us/search?term=All%20Mishnah',
      playStoreUrl:
        env.VITE_ALLMISHNAH_PLAY_STORE_URL ?? 'https://play.google.com/store/search?q=All%20Mishnah&c=apps',
    },
  ] satisfies SisterApp[],
  /** §1 social links; one left empty is not shown. */
  social: {
    instagram: env.VITE_INSTAGRAM_URL ?? 'https://www.instagram.com/outorah/',
    youtube: env.VITE_YOUTUBE_URL ?? 'https://www.youtube.com/@OUTorah',
    x: env.VITE_X_URL ?? 'https://x.com/OUTorah',
    /** Unset: a WhatsApp link that shares this site (see AppFooter). */
    whatsapp: env.VITE_WHATSAPP_URL,
  } satisfies SocialLinks,
  /** §7: the mailing-list form comes from a third-party script; without one the footer links its page. */
  mailingList: env.VITE_MAILING_LIST_SCRIPT_URL
    ? ({
        scriptUrl: env.VITE_MAILING_LIST_SCRIPT_URL,
        ...(env.VITE_MAILING_LIST_FORM_ID ? { formId: env.VITE_MAILING_LIST_FORM_ID } : {}),
        ...(env.VITE_MAILING_LIST_PAGE_URL ? { pageUrl: env.VITE_MAILING_LIST_PAGE_URL } : {}),
      } satisfies MailingListConfig)
    : undefined,
} as const;
