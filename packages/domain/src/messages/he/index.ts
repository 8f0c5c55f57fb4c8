/**
 * The catalogue in Hebrew (he-IL, issue 23), section by section as in English. Its own entry
 * (`@siyum/domain/messages/he`), loaded only when a reader chooses Hebrew: English readers never
 * download it. `satisfies Catalogue`: a key the English catalogue has and this one lacks is a type
 * error.
 */
import { catalogueOf } from '../sections';
import type { Catalogue } from '../translation';
import * as api from './api';
import * as authScreens from './authScreens';
import * as core from './core';
import * as finishLine from './finishLine';
import * as forms from './forms';
import * as gaps from './gaps';
import * as infoPages from './infoPages';
import * as learnerMessages from './learnerMessages';
import * as limits from './limits';
import * as mail from './mail';
import * as mailPrefs from './mailPrefs';
import * as memorial from './memorial';
import * as neediest from './neediest';
import * as photos from './photos';
import * as preferences from './preferences';
import * as shell from './shell';
import * as siyumBoard from './siyumBoard';
import * as siyumCommunity from './siyumCommunity';
import * as siyumCreate from './siyumCreate';
import * as siyumDashboard from './siyumDashboard';
import * as siyumDates from './siyumDates';
import * as siyumManage from './siyumManage';
import * as support from './support';

export const he = catalogueOf({
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
  ...memorial,
  ...gaps,
  ...finishLine,
  ...neediest,
  ...support,
}) satisfies Catalogue;
