/**
 * The board as the client holds it, without zod (the siyum page reads it without loading the
 * schemas, issue 19's blocking time): the `Portion[]` a `siyum.portions` answer gives, and that
 * answer after a claim, release or completion.
 */

import type { PortionChange, PortionsAnswer } from './siyumPortions';
import type { LearningStatus } from './siyumValues';
import { divideText, type PortionSpec } from './texts';

/** A learner as the public board shows them: first name and last initial, and how far they are. */
export interface Learner {
  userId: number;
  name: string;
  status: LearningStatus;
}

/** A portion as the board shows it: the division's spec, its id, and its learners in claim order. */
export interface Portion extends PortionSpec {
  id: number;
  learners: Learner[];
}

/** The board (`Portion[]`, in the text's order) from a `siyum.portions` answer. */
export function boardPortions(answer: PortionsAnswer): Portion[] {
  const { corpus, unit, scope } = answer.division;
  const specs = answer.specs ?? divideText(corpus, unit, scope);
  // A client whose text tables differ from the server's (an old bundle) must not pair ids with the
  // wrong portions: it fails, and the page's Reload fetches the new bundle.
  if (specs.length !== answer.ids.length) throw new Error('siyum.portions: the division does not match');
  const names = new Map(answer.learners.map((learner) => [learner.userId, learner.name]));
  const board: Portion[] = specs.map((spec, index) => ({
    ...spec,
    id: answer.ids[index] ?? 0,
    learners: [],
  }));
  for (const [index, userId, status] of answer.learnings) {
    board[index]?.learners.push({ userId, name: names.get(userId) ?? '', status });
  }
  return board;
}

/**
 * A `siyum.portions` answer with one portion's learners replaced by what a mutation answered
 * (`PortionChange`): the board after a claim, release or completion, without reading it again.
 * An answer that does not hold the portion (another siyum's board) comes back as it was.
 */
export function applyPortionChange(answer: PortionsAnswer, change: PortionChange): PortionsAnswer {
  const index = answer.ids.indexOf(change.portionId);
  if (index === -1) return answer;
  const names = new Map(answer.learners.map((learner) => [learner.userId, learner.name]));
  for (const learner of change.learners) names.set(learner.userId, learner.name);
  // The portion's learners go last, in their claim order: the board lists each portion's learners
  // in the order they appear, and no other portion's order moves.
  const learnings: PortionsAnswer['learnings'] = [
    ...answer.learnings.filter(([at]) => at !== index),
    ...change.learners.map(({ userId, status }): PortionsAnswer['learnings'][number] => [
      index,
      userId,
      status,
    ]),
  ];
  const stillLearning = new Set(learnings.map(([, userId]) => userId));
  return {
    ...answer,
    learners: [...names]
      .filter(([userId]) => stillLearning.has(userId))
      .map(([userId, name]) => ({ userId, name })),
    learnings,
  };
}
