import { describe, expect, it } from 'vitest';
import type { ViewerState } from '../board/board';
import type { SiyumDateState } from '../community/cardText';
import type { StepState } from '../create/createSteps';
import { DATA_STATES, type DataState } from './dataState';

// The widgets' own states are spelled as the vocabulary spells them (checked when this compiles).
const WRITTEN: readonly DataState[] = [
  ...(['open', 'shared', 'taken', 'claimed', 'completed'] satisfies ViewerState[]),
  ...(['completed', 'passed', 'today', 'upcoming'] satisfies SiyumDateState['kind'][]),
  ...(['done', 'current', 'upcoming'] satisfies StepState[]),
];

describe('DATA_STATES', () => {
  it('spells each state once', () => {
    expect(new Set(DATA_STATES).size).toBe(DATA_STATES.length);
  });

  it('holds every state the widgets write', () => {
    expect(new Set(WRITTEN)).toEqual(new Set(DATA_STATES));
  });
});
