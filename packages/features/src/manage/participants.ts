/**
 * What the participants page says about its list, as pure functions: the count line, what
 * "Remove" will do, and the portions the pickers offer. No React: unit-tested in node.
 */
import {
  format,
  type Locale,
  labelNames,
  localName,
  type Participant,
  type Portion,
  siyumManageMessages,
} from '@siyum/domain';
import type { SelectOption } from '@siyum/ui/select';
import { formatCount, plural } from '../board/board';
import type { ManageMessages } from './manage';

export interface ParticipantTotals {
  /** Portions taken, one per learner of each. */
  portions: number;
  /** Of those, the learned ones. */
  learned: number;
}

export function participantTotals(participants: readonly Participant[]): ParticipantTotals {
  let portions = 0;
  let learned = 0;
  for (const person of participants)
    for (const learning of person.learnings) {
      portions++;
      if (learning.status === 'completed') learned++;
    }
  return { portions, learned };
}

/** "3 participants · 5 portions · 2 learned", numbers in `tag`'s locale (English unless given). */
export function participantsCountText(
  count: number,
  totals: ParticipantTotals,
  m: ManageMessages = siyumManageMessages,
  tag?: string,
): string {
  const counted = (n: number, one: string, other: string) =>
    format(plural(n, one, other, tag), { count: formatCount(n, tag) });
  return [
    counted(count, m.participantsOne, m.participantsOther),
    counted(totals.portions, m.portionsOne, m.portionsOther),
    format(m.learnedCount, { count: formatCount(totals.learned, tag) }),
  ].join(m.separator);
}

/** What removing someone does to their portions, for the confirmation. */
export function removeText(
  person: Pick<Participant, 'learnings'>,
  m: ManageMessages = siyumManageMessages,
  tag?: string,
): string {
  const count = person.learnings.length;
  if (count === 0) return m.removeBodyNone;
  return format(plural(count, m.removeBodyOne, m.removeBodyOther, tag), { count: formatCount(count, tag) });
}

/** The open portions as the pickers' options: the portion id (as text) and its name in `locale`. */
export function portionOptionsOf(openPortions: readonly Portion[], locale: Locale = 'en'): SelectOption[] {
  return openPortions.map((portion) => ({
    value: String(portion.id),
    label: localName(labelNames(portion), locale),
  }));
}
