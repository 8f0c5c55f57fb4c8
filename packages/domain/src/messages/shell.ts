/**
 * Texts of the site shell that the spec names without quoting: the sister-site row, the footer and
 * its mailing-list sign-up. The quoted ones (navigation, error and not-found pages) are in `en.ts`.
 * Two objects, so the header's menu carries the sister sites' names without the footer's texts.
 */
export const sisterSiteMessages = {
  row: 'Our learning sites',
  /** One name per sister learning site (§1: Torah, Mishnah, Halacha, Parsha, Daf). */
  site: {
    torah: 'All Torah',
    mishnah: 'All Mishnah',
    halacha: 'All Halacha',
    parsha: 'All Parsha',
    daf: 'All Daf',
  },
} as const;

export const footerMessages = {
  apps: 'Get our apps',
  appStore: 'App Store',
  playStore: 'Google Play',
  appStoreLink: '{app} on the App Store',
  playStoreLink: '{app} on Google Play',
  social: 'Follow us',
  socialSite: { instagram: 'Instagram', youtube: 'YouTube', x: 'X', whatsapp: 'WhatsApp' },
  legal: 'About this site',
  donate: 'Donate',
  privacy: 'Privacy Policy',
  cookiePolicy: 'Cookie Policy',
  copyright: '© {year} {product}',
  mailingList: 'Join our mailing list',
  mailingListFrame: 'Mailing list sign-up form',
  mailingListUnavailable: 'The sign-up form could not load.',
  mailingListPage: 'Sign up on our mailing-list page',
  mailingListTryLater: 'Please try again later.',
} as const;

export type SisterSiteKey = keyof typeof sisterSiteMessages.site;
export type SocialSiteKey = keyof typeof footerMessages.socialSite;
