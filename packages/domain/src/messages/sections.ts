/**
 * The one map of the catalogue's section names to the exports every language's section files give
 * them (`app` is `appMessages`…), and `catalogueOf`, which builds a language's catalogue from its
 * section exports. No imports: the Hebrew chunk takes it without the English strings, and the
 * published declarations name plain types (a namespace's type is not one they can carry).
 */
/** Each section of the catalogue and the export every language's section files give it under. */
const SECTION_EXPORTS = {
  app: 'appMessages',
  nav: 'navMessages',
  errorPage: 'errorPageMessages',
  page: 'pageMessages',
  siyumPage: 'siyumPageMessages',
  notFound: 'notFoundMessages',
  auth: 'authMessages',
  validation: 'validationMessages',
  loginErrors: 'loginErrorsMessages',
  signUpErrors: 'signUpErrorsMessages',
  confirmSignUpErrors: 'confirmSignUpErrorsMessages',
  resetRequestErrors: 'resetRequestErrorsMessages',
  resetConfirmErrors: 'resetConfirmErrorsMessages',
  identityErrors: 'identityErrorsMessages',
  select: 'selectMessages',
  phoneField: 'phoneFieldMessages',
  address: 'addressMessages',
  form: 'formMessages',
  server: 'serverMessages',
  apiErrors: 'apiErrorMessages',
  limits: 'limitMessages',
  authScreens: 'authScreenMessages',
  learningsPage: 'learningsPageMessages',
  about: 'aboutPageMessages',
  donate: 'donatePageMessages',
  preferences: 'preferencesMessages',
  footer: 'footerMessages',
  sisterSites: 'sisterSiteMessages',
  siyumBoard: 'siyumBoardMessages',
  siyumCommunity: 'siyumCommunityMessages',
  siyumCreate: 'siyumCreateMessages',
  siyumDashboard: 'siyumDashboardMessages',
  siyumDates: 'siyumDateMessages',
  siyumManage: 'siyumManageMessages',
  invitation: 'invitationMessages',
  support: 'supportMessages',
  supportValidation: 'supportValidationMessages',
  supportInbox: 'supportInboxMessages',
  photos: 'photoMessages',
  mail: 'mailMessages',
  learnerMessages: 'learnerMessageMessages',
  mailPrefs: 'mailPrefsMessages',
  unsubscribe: 'unsubscribeMessages',
  memorial: 'memorialMessages',
  gaps: 'gapsMessages',
  finishLine: 'finishLineMessages',
  neediest: 'neediestMessages',
} as const;

/** What a language hands `catalogueOf`: its section files' exports, all together. */
type SectionShapes = { readonly [K in (typeof SECTION_EXPORTS)[keyof typeof SECTION_EXPORTS]]: unknown };

/** A language's catalogue: its section exports, by section name. */
export type CatalogueOf<S extends SectionShapes> = {
  readonly [K in keyof typeof SECTION_EXPORTS]: S[(typeof SECTION_EXPORTS)[K]];
};

/** The catalogue's sections, named, from one language's section exports (the one map of names). */
export function catalogueOf<S extends SectionShapes>(exports: S): CatalogueOf<S> {
  return Object.fromEntries(
    Object.entries(SECTION_EXPORTS).map(([section, name]) => [section, exports[name]]),
  ) as CatalogueOf<S>;
}
