/**
 * The whole catalogue, by section. Nothing bundles it: widgets import only their section (so a
 * bundle carries only its strings) and read it through `useUiMessages(section, english)`, so a
 * provider can replace it; this object gives the sections their names and the catalogue its type
 * (`Messages`), which another locale must satisfy.
 */
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
} from './en';
import { finishLineMessages } from './finishLine';
import {
  addressMessages,
  authMessages,
  confirmSignUpErrorsMessages,
  identityErrorsMessages,
  loginErrorsMessages,
  phoneFieldMessages,
  resetConfirmErrorsMessages,
  resetRequestErrorsMessages,
  selectMessages,
  serverMessages,
  signUpErrorsMessages,
  validationMessages,
} from './forms';
import { gapsMessages } from './gaps';
import { aboutPageMessages, donatePageMessages } from './infoPages';
import { learnerMessageMessages } from './learnerMessages';
import { limitMessages } from './limits';
import { mailMessages } from './mail';
import { mailPrefsMessages, unsubscribeMessages } from './mailPrefs';
import { memorialMessages } from './memorial';
import { neediestMessages } from './neediest';
import { photoMessages } from './photos';
import { preferencesMessages } from './preferences';
import { catalogueOf } from './sections';
import { footerMessages, sisterSiteMessages } from './shell';
import { siyumBoardMessages } from './siyumBoard';
import { siyumCommunityMessages } from './siyumCommunity';
import { siyumCreateMessages } from './siyumCreate';
import { siyumDashboardMessages } from './siyumDashboard';
import { siyumDateMessages } from './siyumDates';
import { invitationMessages, siyumManageMessages } from './siyumManage';
import { supportInboxMessages, supportMessages, supportValidationMessages } from './support';

export const en = /* @__PURE__ */ catalogueOf({
  appMessages,
  navMessages,
  errorPageMessages,
  pageMessages,
  siyumPageMessages,
  notFoundMessages,
  authMessages,
  validationMessages,
  loginErrorsMessages,
  signUpErrorsMessages,
  confirmSignUpErrorsMessages,
  resetRequestErrorsMessages,
  resetConfirmErrorsMessages,
  identityErrorsMessages,
  selectMessages,
  phoneFieldMessages,
  addressMessages,
  formMessages,
  serverMessages,
  apiErrorMessages,
  limitMessages,
  authScreenMessages,
  learningsPageMessages,
  aboutPageMessages,
  donatePageMessages,
  preferencesMessages,
  footerMessages,
  sisterSiteMessages,
  siyumBoardMessages,
  siyumCommunityMessages,
  siyumCreateMessages,
  siyumDashboardMessages,
  siyumDateMessages,
  siyumManageMessages,
  invitationMessages,
  supportMessages,
  supportValidationMessages,
  supportInboxMessages,
  photoMessages,
  mailMessages,
  learnerMessageMessages,
  mailPrefsMessages,
  unsubscribeMessages,
  memorialMessages,
  gapsMessages,
  finishLineMessages,
  neediestMessages,
});

export type Messages = typeof en;
