/**
 * The two sections a siyum's link preview is worded from, in Hebrew, on their own: the preview's
 * edge function (64 kB budget) carries these, not the whole catalogue.
 */
import type { ShareText } from '../../shareHead';
import { pageMessages } from './core';
import { siyumCommunityMessages } from './siyumCommunity';

export const heShareText: ShareText = { page: pageMessages, siyumCommunity: siyumCommunityMessages };
