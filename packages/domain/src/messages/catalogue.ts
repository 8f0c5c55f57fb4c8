/**
 * The whole catalogue, by section. Nothing bundles it: widgets import only their section (so a
 * bundle carries only its strings) and read it through `useUiMessages(section, english)`, so a
 * provider can replace it; this object gives the sections their names and the catalogue its type
 * (`Messages`), which another locale must satisfy.
 */
import * as api from './api';
import * as authScreens from './authScreens';
import * as core from './en';
import * as forms from './forms';
import * as infoPages from './infoPages';
import * as learnerMessages from './learnerMessages';
import * as limits from './limits';
import * as mail from './mail';
import * as mailPrefs from './mailPrefs';
import * as photos from './photos';
import * as preferences from './preferences';
import { catalogueOf } from './sections';
import * as shell from './shell';
import * as siyumBoard from './siyumBoard';
import * as siyumCommunity from './siyumCommunity';
import * as siyumCreate from './siyumCreate';
import * as siyumDashboard from './siyumDashboard';
import * as siyumDates from './siyumDates';
import * as siyumManage from './siyumManage';
import * as support from './support';

export const en = /* @__PURE__ */ catalogueOf({
  ...api,
  ...authScreens,
  ...core,
  ...forms,
  ...infoPages,
  ...learnerMessages,
  ...limits,
  ...mail,
  ...mailPrefs,
  ...photos,
  ...preferences,
  ...shell,
  ...siyumBoard,
  ...siyumCommunity,
  ...siyumCreate,
  ...siyumDashboard,
  ...siyumDates,
  ...siyumManage,
  ...support,
});

export type Messages = typeof en;
