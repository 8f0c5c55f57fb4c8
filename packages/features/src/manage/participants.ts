/**
 * What the participants page says about its list, as pure functions: the count line, what
 * "Remove" will do, and the portions the pickers offer. No React: unit-tested in node.
 */
import { format, type Participant, type Portion, siyumManageMessages } from '@siyum/domain';
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

/** "3 participants · 5 portions · 2 learned". */
export function participantsCountText(
  count: number,
  totals: ParticipantTotals,
  m: ManageMessages = siyumManageMessages,
): string {
  return [
    format(plural(count, m.participantsOne, m.participantsOther), { count: formatCount(count) }),
    format(plural(totals.portions, m.portionsOne, m.portionsOther), { count: formatCount(totals.portions) }),
    format(m.learnedCount, { count: formatCount(totals.learned) }),
  ].join(m.separator);
}

/** What removing someone does to their portions, for the confirmation. */
export function removeText(
  person: Pick<Participant, 'learnings'>,
  m: ManageMessages = siyumManageMessages,
): string {
  const count = person.learnings.length;
  if (count === 0) return m.removeBodyNone;
  return format(plural(count, m.removeBodyOne, m.removeBodyOther), { count: formatCount(count) });
}

/** The open portions as the pickers' options: the portion id (as text) and its English name. */
export function portionOptionsOf(openPortions: readonly Portion[]): SelectOption[] {
  return openPortions.map((portion) => ({ value: String(portion.id), label: portion.labelEn }));
}
