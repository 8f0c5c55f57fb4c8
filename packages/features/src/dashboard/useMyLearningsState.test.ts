// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, setUpHookTests } from '../shared/renderHook.test-support';
import { DASHBOARD_TODAY, myLearnings, tehillimLearnings } from './fixtures';
import { isOpenLearning, type MyLearning } from './learnings';
import { type MyLearningsStateOptions, useMyLearningsState } from './useMyLearningsState';

setUpHookTests();

const options = (overrides: Partial<MyLearningsStateOptions> = {}): MyLearningsStateOptions => ({
  learnings: myLearnings,
  onComplete: vi.fn(),
  today: DASHBOARD_TODAY,
  busyPortionIds: new Set(),
  limit: undefined,
  filter: undefined,
  defaultFilter: 'open',
  onFilterChange: undefined,
  ...overrides,
});
const shownIds = (groups: { learnings: MyLearning[] }[]) =>
  groups.flatMap((g) => g.learnings.map((l) => l.portionId));

describe('useMyLearningsState', () => {
  it('shows the open ones under "Open", every one under "All"', () => {
    const list = renderHook(useMyLearningsState, options());
    expect(shownIds(list.current.groups)).toEqual(myLearnings.filter(isOpenLearning).map((l) => l.portionId));
    act(() => list.current.chooseFilter('all'));
    expect(list.current.shownCount).toBe(myLearnings.length);
  });

  it('keeps a row just marked learned in view under "Open", until the filter is chosen again', () => {
    const onComplete = vi.fn();
    const list = renderHook(useMyLearningsState, options({ onComplete }));
    const [psalm] = tehillimLearnings;
    if (!psalm) throw new Error('The fixture has Tehillim');
    act(() => list.current.toggle(psalm));
    expect(onComplete).toHaveBeenCalledExactlyOnceWith(psalm.portionId, true);
    const learned = myLearnings.map((l) =>
      l.portionId === psalm.portionId ? { ...l, status: 'completed' as const } : l,
    );
    list.rerender(options({ learnings: learned, onComplete }));
    expect(shownIds(list.current.groups)).toContain(psalm.portionId);
    act(() => list.current.chooseFilter('open'));
    expect(shownIds(list.current.groups)).not.toContain(psalm.portionId);
  });

  it('ignores a busy row', () => {
    const onComplete = vi.fn();
    const [psalm] = tehillimLearnings;
    if (!psalm) throw new Error('The fixture has Tehillim');
    const list = renderHook(
      useMyLearningsState,
      options({ onComplete, busyPortionIds: new Set([psalm.portionId]) }),
    );
    act(() => list.current.toggle(psalm));
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('a limited list is the first open ones, whatever the filter', () => {
    const list = renderHook(useMyLearningsState, options({ limit: 2, filter: 'all' }));
    expect(list.current.filter).toBe('open');
    expect(list.current.shownCount).toBe(2);
  });

  it('knows which siyumim still hold a portion to learn', () => {
    const list = renderHook(useMyLearningsState, options());
    const [psalm] = tehillimLearnings;
    expect(list.current.hasOpen(psalm?.siyumId ?? -1)).toBe(true);
    expect(list.current.day).toBe(DASHBOARD_TODAY);
  });
});
