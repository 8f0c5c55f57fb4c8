/**
 * The one map of the catalogue's section names to the exports every language's section files give
 * them (`app` is `appMessages`…), and `catalogueOf`, which builds a language's catalogue from its
 * section exports. Types only from the English files: the Hebrew chunk imports this without them.
 */
import type * as api from './api';
import type * as authScreens from './authScreens';
import type * as core from './en';
import type * as forms from './forms';
import type * as infoPages from './infoPages';
import type * as learnerMessages from './learnerMessages';
import type * as limits from './limits';
import type * as mail from './mail';
import type * as mailPrefs from './mailPrefs';
import type * as photos from './photos';
import type * as preferences from './preferences';
import type * as shell from './shell';
import type * as siyumBoard from './siyumBoard';
import type * as siyumCommunity from './siyumCommunity';
import type * as siyumCreate from './siyumCreate';
import type * as siyumDashboard from './siyumDashboard';
import type * as siyumDates from './siyumDates';
import type * as siyumManage from './siyumManage';
import type * as support from './support';

/**
 * Every language's section files export the same names (`appMessages`, `navMessages`, …): this is
 * what a language hands `catalogueOf`, all its section files' exports together.
 */
type SectionExports = typeof api &
  typeof authScreens &
  typeof core &
  typeof forms &
  typeof infoPages &
  typeof learnerMessages &
  typeof limits &
  typeof mail &
  typeof mailPrefs &
  typeof photos &
  typeof preferences &
  typeof shell &
  typeof siyumBoard &
  typeof siyumCommunity &
  typeof siyumCreate &
  typeof siyumDashboard &
  typeof siyumDates &
  typeof siyumManage &
  typeof support;
type SectionShapes = { readonly [K in keyof SectionExports]: unknown };

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
} as const satisfies Record<string, keyof SectionExports>;

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
