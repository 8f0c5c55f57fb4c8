/**
 * The rules of the portion board, pure: what a portion is for the person looking at it, how the
 * board groups and filters portions, and the numbers the progress summary shows. The views
 * (`PortionBoard`, `ProgressSummary`) only draw what these return.
 */
import {
  type ClaimPolicy,
  format,
  formatNumber,
  type Portion,
  type Progress,
  pluralForm,
  siyumBoardMessages,
} from '@siyum/domain';
import type { UiMessages } from '@siyum/ui/messages';
import type { ReactNode } from 'react';
import { groupInOrder } from '../shared/collections';
import { ENGLISH_READER, listNodes, type ReaderLocale } from '../shared/reader';

/** The board's strings: the English section unless a `UiMessagesProvider` replaces some. */
export type BoardMessages = UiMessages['siyumBoard'];

/**
 * A portion as the viewer meets it:
 * - `open`: nobody learns it — the viewer may sign up;
 * - `shared`: others learn it and the siyum allows several learners — the viewer may sign up too;
 * - `taken`: others learn it in a one-learner-per-portion siyum — nothing to do;
 * - `claimed` / `completed`: the viewer's own portion, being learned / learned.
 */
export type ViewerState = 'open' | 'shared' | 'taken' | 'claimed' | 'completed';

export function viewerStateOf(
  portion: Portion,
  viewerId: number | null,
  claimPolicy: ClaimPolicy,
): ViewerState {
  const own = viewerId === null ? undefined : portion.learners.find((l) => l.userId === viewerId);
  if (own) return own.status === 'completed' ? 'completed' : 'claimed';
  if (portion.learners.length === 0) return 'open';
  return claimPolicy === 'multiple' ? 'shared' : 'taken';
}

/** Nobody learns it: the board's "open", the same as `Progress.open` counts. */
export function isOpenPortion(portion: Portion): boolean {
  return portion.learners.length === 0;
}

export function isViewersPortion(portion: Portion, viewerId: number | null): boolean {
  return viewerId !== null && portion.learners.some((l) => l.userId === viewerId);
}

export const PORTION_FILTERS = ['all', 'open', 'mine'] as const;
export type PortionFilter = (typeof PORTION_FILTERS)[number];

export function matchesFilter(portion: Portion, filter: PortionFilter, viewerId: number | null): boolean {
  if (filter === 'open') return isOpenPortion(portion);
  if (filter === 'mine') return isViewersPortion(portion, viewerId);
  return true;
}

export interface PortionGroup {
  /** `groupEn`, which names a group uniquely within a siyum's division. */
  key: string;
  en: string;
  he: string;
  portions: Portion[];
  /** Portions nobody learns. */
  open: number;
  /** Portions the viewer learns or has learned. */
  mine: number;
}

/** Groups portions by `groupEn` in the order the groups first appear (the text's order). */
export function groupPortions(portions: readonly Portion[], viewerId: number | null): PortionGroup[] {
  return groupInOrder(
    portions,
    (portion) => portion.groupEn,
    (first): PortionGroup => ({
      key: first.groupEn,
      en: first.groupEn,
      he: first.groupHe,
      portions: [],
      open: 0,
      mine: 0,
    }),
    (group, portion) => {
      group.portions.push(portion);
      if (isOpenPortion(portion)) group.open++;
      if (isViewersPortion(portion, viewerId)) group.mine++;
    },
  );
}

/** The group a board opens by itself: the first one with an open portion, else the first one. */
export function defaultOpenGroup(groups: readonly PortionGroup[]): string | undefined {
  return (groups.find((group) => group.open > 0) ?? groups[0])?.key;
}

export interface LearnerNames {
  /** Learners other than the viewer who are learning the portion now. */
  learning: string[];
  /** Learners other than the viewer who have finished it. */
  learned: string[];
}

export function otherLearners(portion: Portion, viewerId: number | null): LearnerNames {
  const names: LearnerNames = { learning: [], learned: [] };
  for (const learner of portion.learners) {
    if (learner.userId === viewerId) continue;
    (learner.status === 'completed' ? names.learned : names.learning).push(learner.name);
  }
  return names;
}

/**
 * Whole percent of portions learned, rounded down so a siyum shows 100% only when every portion
 * is learned; a siyum without portions is at 0%.
 */
export function percentLearned(progress: Progress): number {
  if (progress.total <= 0) return 0;
  return Math.min(100, Math.floor((progress.completed * 100) / progress.total));
}

/** How many names a row lists before it says "and N more". */
export const NAMES_SHOWN = 3;

/**
 * "Rivka L.", "Rivka L. and Moshe K.", "Rivka L., Moshe K., Dovid S., and 4 more": joined the way
 * the reader's language lists them, each name isolated on a right-to-left page (`reader`). For an
 * English reader, the plain string.
 */
export function formatNames(
  names: readonly string[],
  messages: BoardMessages = siyumBoardMessages,
  reader: ReaderLocale = ENGLISH_READER,
): ReactNode {
  if (names.length <= NAMES_SHOWN + 1) return listNodes(names, reader.tag, reader.isolate);
  const more = format(messages.moreNames, { count: formatCount(names.length - NAMES_SHOWN, reader.tag) });
  // The names are isolated, "and 4 more" (the product's words) is not.
  return listNodes([...names.slice(0, NAMES_SHOWN), more], reader.tag, (item, index) =>
    index < NAMES_SHOWN ? reader.isolate(item) : item,
  );
}

/** 2711 → "2,711", in the reader's locale (`tag`, English unless given). */
export function formatCount(count: number, tag = ENGLISH_READER.tag): string {
  return formatNumber(count, tag);
}

/** Picks the singular or plural form of a count message (the domain's one plural rule) in `tag`'s language. */
export const plural = (count: number, one: string, other: string, tag = ENGLISH_READER.tag): string =>
  pluralForm(count, one, other, tag);
