// @vitest-environment jsdom
import { format, siyumBoardMessages as m, type Portion } from '@siyum/domain';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, setUpHookTests } from '../shared/renderHook.test-support';
import { mishnahBoard, portionNamed, VIEWER } from './fixtures';
import { type PortionBoardStateOptions, usePortionBoardState } from './usePortionBoardState';

setUpHookTests();

const portions = mishnahBoard();
const options = (overrides: Partial<PortionBoardStateOptions> = {}): PortionBoardStateOptions => ({
  portions,
  viewerId: VIEWER.userId,
  onSignUp: vi.fn(),
  onRelease: vi.fn(),
  onComplete: vi.fn(),
  busyPortionIds: new Set(),
  notice: undefined,
  ...overrides,
});
const rowsOf = (shown: { group: { key: string }; rows: Portion[] }[], key: string) =>
  shown.find(({ group }) => group.key === key)?.rows.map((p) => p.labelEn) ?? [];

describe('usePortionBoardState', () => {
  it('shows All with the first group holding an open portion open', () => {
    const board = renderHook(usePortionBoardState, options());
    expect(board.current.filter).toBe('all');
    expect(board.current.isGroupOpen('Zeraim')).toBe(true);
    expect(board.current.isGroupOpen('Moed')).toBe(false);
  });

  it('"Mine" opens the groups holding my portions and announces the count', () => {
    const board = renderHook(usePortionBoardState, options());
    act(() => board.current.chooseFilter('mine'));
    expect(board.current.shown.map(({ group }) => group.key)).toEqual(['Zeraim', 'Moed', 'Nezikin']);
    expect(board.current.isGroupOpen('Moed')).toBe(true);
    expect(board.current.announcement).toBe('You have 4 portions · 1 learned');
  });

  it('falls back to All when the viewer signs out under "Mine"', () => {
    const board = renderHook(usePortionBoardState, options());
    act(() => board.current.chooseFilter('mine'));
    board.rerender(options({ viewerId: null }));
    expect(board.current.filter).toBe('all');
  });

  it('folds and opens groups at the viewer’s word', () => {
    const board = renderHook(usePortionBoardState, options());
    act(() => board.current.toggleGroup('Zeraim', false));
    act(() => board.current.toggleGroup('Moed', true));
    expect(board.current.isGroupOpen('Zeraim')).toBe(false);
    expect(board.current.isGroupOpen('Moed')).toBe(true);
  });

  it('passes a press to the app, remembers the button, and keeps the row under its filter', () => {
    const onSignUp = vi.fn();
    const board = renderHook(usePortionBoardState, options({ onSignUp }));
    act(() => board.current.chooseFilter('open'));
    const demai = portionNamed(portions, 'Demai');
    act(() => board.current.act(demai.id, 'signUp'));
    expect(onSignUp).toHaveBeenCalledExactlyOnceWith(demai.id);
    expect(board.current.pressed.get(demai.id)).toBe('signUp');
    // The app's answer: Demai is mine now, and still in view under "Open".
    const mine: Portion['learners'] = [{ userId: VIEWER.userId, name: VIEWER.name, status: 'claimed' }];
    const after = portions.map((p) => (p.id === demai.id ? { ...p, learners: mine } : p));
    board.rerender(options({ portions: after, onSignUp }));
    expect(rowsOf(board.current.shown, 'Zeraim')).toContain('Demai');
    // A new filter forgets it.
    act(() => board.current.chooseFilter('open'));
    expect(rowsOf(board.current.shown, 'Zeraim')).not.toContain('Demai');
  });

  it('ignores a press on a busy row', () => {
    const berakhot = portionNamed(portions, 'Berakhot');
    const onComplete = vi.fn();
    const board = renderHook(
      usePortionBoardState,
      options({ onComplete, busyPortionIds: new Set([berakhot.id]) }),
    );
    act(() => board.current.act(berakhot.id, 'complete'));
    expect(onComplete).not.toHaveBeenCalled();
    expect(board.current.pressed.size).toBe(0);
  });

  it('opens a notice’s group and announces it with the portion’s name', () => {
    const board = renderHook(usePortionBoardState, options());
    const eruvin = portionNamed(portions, 'Eruvin');
    const message = 'Someone else took it a moment ago.';
    board.rerender(options({ notice: { portionId: eruvin.id, message } }));
    expect(board.current.isGroupOpen('Moed')).toBe(true);
    expect(board.current.isGroupOpen('Zeraim')).toBe(true);
    expect(board.current.announcement).toBe(format(m.noticeFor, { label: 'Eruvin', message }));
  });
});
