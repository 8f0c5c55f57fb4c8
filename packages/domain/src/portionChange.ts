import type { PortionChange, PortionsAnswer } from './siyumPortions';

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
