/**
 * Every user-visible string of the product, in English. Strings quoted by the spec are reproduced
 * exactly (including the typographic apostrophe in “Don’t”); `{name}` marks a placeholder filled by
 * `format`. Other locales provide the same keys.
 */

export const appMessages = {
  tagline: 'Start. Study. Siyum.',
  homeTitle: '{product} - Start. Study. Siyum.',
  communityLearned: 'Our community has learned over {count} Mishnayos and Dafim',
  loading: 'Loading',
} as const;

export const navMessages = {
  home: 'Home',
  about: 'About',
  createSiyum: 'Create a Siyum',
  browseCommunity: 'Browse Community Siyumim',
  supportUs: 'Support Us',
  myDashboard: 'My Dashboard',
  login: 'Login',
  logout: 'Logout',
  logOut: 'Log out',
  logIn: 'Log In',
  register: 'Register',
  menu: 'Menu',
  mainNavigation: 'Main navigation',
  opensInNewTab: '(opens in a new tab)',
} as const;

export const errorPageMessages = {
  headline: 'Oh uh...',
  body: 'It looks like something broke.',
  fallback: 'Sorry about that.',
  reload: 'Reload your page',
  home: 'Go back to the Homepage',
} as const;

/** Page titles. */
export const pageMessages = {
  title: '{page} - {product}',
  about: 'About',
  community: 'Browse Community Siyumim',
  contact: 'Contact Us',
  create: 'Create a Siyum',
  donate: 'Donate',
  edit: 'Edit Siyum',
  learnings: 'My Learnings',
  mySiyumim: 'My Siyumim',
  participants: 'Participants',
  admins: 'Siyum Admins',
  portions: 'Portions',
  preferences: 'Preferences',
  progress: 'Progress',
  siyum: 'Siyum',
  support: 'Support',
} as const;

/** /s/{id}, the public face of one siyum. */
export const siyumPageMessages = {
  by: 'Organized by {name}',
  date: 'Siyum on {date}',
  portionsHeading: 'Portions',
  loadFailed: 'This siyum could not be loaded. Please try again.',
  shareHeading: 'Invite learners',
  shareLink: 'Link to this siyum',
  copyLink: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'Copying did not work: select the link and copy it yourself.',
  whatsapp: 'Share on WhatsApp',
  whatsappText: 'Join the siyum "{title}": {url}',
  calendar: 'Add to calendar',
  showQr: 'Show QR code',
  hideQr: 'Hide QR code',
  qrLabel: 'QR code for {url}',
  calendarTitle: 'Siyum: {title}',
} as const;

/** /learnings for a visitor: the list is one's own. */
export const learningsPageMessages = {
  signIn: 'Log in to see the portions you have taken.',
  logIn: 'Log in',
} as const;

export const notFoundMessages = {
  unmatched: 'Page not found: {path}',
  invalid: 'Page Not Found: {path}',
} as const;

/** Form primitives: text field, password field, checkbox, button, error text, search field. */
export const formMessages = {
  requiredMark: '*',
  busy: 'Please wait',
  /**
   * The search field's clear button (an icon, named for screen readers): it only empties the box, so
   * it is not named like a page's "Clear search" action (the community list's resets its filters too).
   */
  clearSearchBox: 'Clear the search box',
} as const;
