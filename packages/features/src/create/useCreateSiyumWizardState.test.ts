// @vitest-environment jsdom
import { siyumCreateMessages as m } from '@siyum/domain';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, setUpHookTests } from '../shared/renderHook.test-support';
import { memorialSiyum, STORY_TIME_ZONE, STORY_TODAY } from './fixtures';
import { type CreateSiyumWizardStateOptions, useCreateSiyumWizardState } from './useCreateSiyumWizardState';

setUpHookTests();

const options = (overrides: Partial<CreateSiyumWizardStateOptions> = {}): CreateSiyumWizardStateOptions => ({
  onSubmit: vi.fn(),
  submitting: false,
  today: STORY_TODAY,
  defaultTimeZone: STORY_TIME_ZONE,
  initialValues: undefined,
  initialStep: 'details',
  ...overrides,
});

describe('useCreateSiyumWizardState', () => {
  it('starts on the first step with the defaults and the given time zone first', () => {
    const wizard = renderHook(useCreateSiyumWizardState, options());
    expect(wizard.current.step).toBe('details');
    expect(wizard.current.index).toBe(0);
    expect(wizard.current.form.getValues()).toMatchObject({ corpus: 'mishnah', timeZone: STORY_TIME_ZONE });
    expect(wizard.current.zoneOptions[0]?.value).toBe(STORY_TIME_ZONE);
  });

  it('"Next" stays on a step with a wrong field and marks it', async () => {
    const wizard = renderHook(useCreateSiyumWizardState, options());
    await act(() => wizard.current.next());
    expect(wizard.current.step).toBe('details');
    expect(wizard.current.form.getFieldState('title').error?.message).toBe(m.titleRequired);
  });

  it('"Next" moves on once the step is right, "Back" goes back', async () => {
    const wizard = renderHook(useCreateSiyumWizardState, options());
    act(() => wizard.current.form.setValue('title', 'Mishnah for Rivka'));
    await act(() => wizard.current.next());
    expect(wizard.current.step).toBe('division');
    act(() => wizard.current.back());
    expect(wizard.current.step).toBe('details');
  });

  it('starts where it is told, with the values it is given, and goes to a step on "Edit"', () => {
    const wizard = renderHook(
      useCreateSiyumWizardState,
      options({ initialValues: memorialSiyum, initialStep: 'review' }),
    );
    expect(wizard.current.index).toBe(3);
    expect(wizard.current.form.getValues('unit')).toBe('chapter');
    act(() => wizard.current.goTo('settings'));
    expect(wizard.current.step).toBe('settings');
  });

  it('is busy while the app submits', () => {
    const wizard = renderHook(useCreateSiyumWizardState, options({ submitting: true }));
    expect(wizard.current.busy).toBe(true);
  });
});
