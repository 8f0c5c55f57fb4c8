import { describe, expect, it } from 'vitest';
import { CREATE_STEPS, isField, STEP_FIELDS, stepIndex, stepState } from './createSteps';

describe('stepState', () => {
  it('marks the steps before the current one done, and those after it upcoming', () => {
    expect(CREATE_STEPS.map((step) => stepState(stepIndex(step), stepIndex('settings')))).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
    ]);
  });
});

describe('isField', () => {
  it('knows the form’s fields and nothing else', () => {
    for (const field of Object.values(STEP_FIELDS).flat()) expect(isField(field)).toBe(true);
    expect(isField('siyumId')).toBe(false);
  });
});
