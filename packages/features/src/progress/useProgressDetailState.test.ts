// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, setUpHookTests } from '../shared/renderHook.test-support';
import { mishnahPortions } from './fixtures';
import { portionStatus } from './progress';
import { type ProgressDetailStateOptions, useProgressDetailState } from './useProgressDetailState';

setUpHookTests();

const options = (overrides: Partial<ProgressDetailStateOptions> = {}): ProgressDetailStateOptions => ({
  portions: mishnahPortions,
  filter: undefined,
  defaultFilter: 'all',
  onFilterChange: undefined,
  pageSize: 100,
  ...overrides,
});

describe('useProgressDetailState', () => {
  it('draws a page of rows, gaps first, and a page more with each "Show more"', () => {
    const table = renderHook(useProgressDetailState, options());
    expect(table.current.rows).toHaveLength(mishnahPortions.length);
    expect(table.current.shown).toHaveLength(100);
    expect(portionStatus(table.current.shown[0] ?? { learners: [] })).toBe('open');
    act(() => table.current.showMore());
    expect(table.current.shown).toHaveLength(200);
  });

  it('filters by status and starts again at one page', () => {
    const onFilterChange = vi.fn();
    const table = renderHook(useProgressDetailState, options({ onFilterChange }));
    act(() => table.current.showMore());
    act(() => table.current.chooseFilter('completed'));
    expect(onFilterChange).toHaveBeenCalledExactlyOnceWith('completed');
    expect(table.current.filter).toBe('completed');
    expect(table.current.rows.every((p) => portionStatus(p) === 'completed')).toBe(true);
    expect(table.current.shown.length).toBeLessThanOrEqual(100);
  });

  it('follows the app’s filter when it owns it', () => {
    const table = renderHook(useProgressDetailState, options({ filter: 'open' }));
    expect(table.current.rows.every((p) => portionStatus(p) === 'open')).toBe(true);
  });
});
