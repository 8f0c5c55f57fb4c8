/**
 * The catalogue in Hebrew (he-IL, issue 23), section by section as in English. Its own entry
 * (`@siyum/domain/messages/he`), loaded only when a reader chooses Hebrew: English readers never
 * download it. `satisfies Catalogue`: a key the English catalogue has and this one lacks is a type
 * error.
 */
import type { Catalogue } from '../translation';
import { apiErrorMessages } from './api';
import { authScreenMessages } from './authScreens';
import {
  appMessages,
  errorPageMessages,
  formMessages,
  learningsPageMessages,
  navMessages,
  notFoundMessages,
  pageMessages,
  siyumPageMessages,
} from './core';
import {
  addressMessages,
  authMessages,
  identityErrorSections,
  phoneFieldMessages,
  selectMessages,
  serverMessages,
  validationMessages,
} from './forms';
import { aboutPageMessages, donatePageMessages } from './infoPages';
import { learnerMessageMessages } from './learnerMessages';
import { limitMessages } from './limits';
import { mailMessages } from './mail';
import { mailPrefsMessages, unsubscribeMessages } from './mailPrefs';
import { photoMessages } from './photos';
import { preferencesMessages } from './preferences';
import { footerMessages, sisterSiteMessages } from './shell';
import { siyumBoardMessages } from './siyumBoard';
import { siyumCommunityMessages } from './siyumCommunity';
import { siyumCreateMessages } from './siyumCreate';
import { siyumDashboardMessages } from './siyumDashboard';
import { siyumDateMessages } from './siyumDates';
import { invitationMessages, siyumManageMessages } from './siyumManage';
import { supportInboxMessages, supportMessages, supportValidationMessages } from './support';

export const he = {
  app: appMessages,
  nav: navMessages,
  errorPage: errorPageMessages,
  page: pageMessages,
  siyumPage: siyumPageMessages,
  notFound: notFoundMessages,
  auth: authMessages,
  validation: validationMessages,
  ...identityErrorSections,
  select: selectMessages,
  phoneField: phoneFieldMessages,
  address: addressMessages,
  form: formMessages,
  server: serverMessages,
  apiErrors: apiErrorMessages,
  limits: limitMessages,
  authScreens: authScreenMessages,
  learningsPage: learningsPageMessages,
  about: aboutPageMessages,
  donate: donatePageMessages,
  preferences: preferencesMessages,
  footer: footerMessages,
  sisterSites: sisterSiteMessages,
  siyumBoard: siyumBoardMessages,
  siyumCommunity: siyumCommunityMessages,
  siyumCreate: siyumCreateMessages,
  siyumDashboard: siyumDashboardMessages,
  siyumDates: siyumDateMessages,
  siyumManage: siyumManageMessages,
  invitation: invitationMessages,
  support: supportMessages,
  supportValidation: supportValidationMessages,
  supportInbox: supportInboxMessages,
  photos: photoMessages,
  mail: mailMessages,
  learnerMessages: learnerMessageMessages,
  mailPrefs: mailPrefsMessages,
  unsubscribe: unsubscribeMessages,
} as const satisfies Catalogue;
