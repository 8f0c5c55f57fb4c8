// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, setUpHookTests } from '../shared/renderHook.test-support';
import { HELPERS, OPEN_PORTIONS, PARTICIPANTS, participant } from './fixtures';
import { type AdminsManagerStateOptions, useAdminsManagerState } from './useAdminsManagerState';
import { useParticipantsManagerState } from './useParticipantsManagerState';

setUpHookTests();

describe('useParticipantsManagerState', () => {
  it('offers the open portions and counts the list', () => {
    const page = renderHook(useParticipantsManagerState, {
      participants: PARTICIPANTS,
      openPortions: OPEN_PORTIONS,
      onRemove: vi.fn(),
    });
    expect(page.current.portionOptions).toHaveLength(OPEN_PORTIONS.length);
    expect(page.current.countText).toBe('5 participants · 8 portions · 3 learned');
  });

  it('asks before removing, and removes only on "Remove"', () => {
    const onRemove = vi.fn();
    const page = renderHook(useParticipantsManagerState, {
      participants: PARTICIPANTS,
      openPortions: OPEN_PORTIONS,
      onRemove,
    });
    act(() => page.current.askRemove(participant(12)));
    expect(page.current.confirming?.userId).toBe(12);
    act(() => page.current.cancelRemove());
    expect(page.current.confirming).toBeNull();
    expect(onRemove).not.toHaveBeenCalled();

    act(() => page.current.askRemove(participant(13)));
    act(() => page.current.confirmRemove());
    expect(onRemove).toHaveBeenCalledExactlyOnceWith(13);
    expect(page.current.confirming).toBeNull();
  });
});

describe('useAdminsManagerState', () => {
  const options = (overrides: Partial<AdminsManagerStateOptions> = {}): AdminsManagerStateOptions => ({
    onGrant: vi.fn(),
    onRevoke: vi.fn(),
    error: undefined,
    ...overrides,
  });
  const [sarah, shmuel] = HELPERS;
  if (!sarah || !shmuel) throw new Error('The fixture has helpers');

  it('grants the full new set for a ticked box, and revokes with the last one unticked', () => {
    const onGrant = vi.fn();
    const onRevoke = vi.fn();
    const page = renderHook(useAdminsManagerState, options({ onGrant, onRevoke }));
    act(() => page.current.change(shmuel, 'editSiyum', true));
    expect(onGrant).toHaveBeenCalledExactlyOnceWith({
      email: shmuel.email,
      editSiyum: true,
      editSignup: true,
      updateUsers: true,
    });
    act(() => page.current.change(sarah, 'editSiyum', false));
    expect(onRevoke).toHaveBeenCalledExactlyOnceWith(sarah.email);
  });

  it('shows the app’s error where the last change was made', () => {
    const page = renderHook(useAdminsManagerState, options({ error: 'No such user' }));
    expect(page.current.listError).toBe('No such user');
    expect(page.current.addError).toBeUndefined();
    act(() => {
      page.current.add({ email: 'new@example.com', editSiyum: true, editSignup: false, updateUsers: false });
    });
    expect(page.current.listError).toBeUndefined();
    expect(page.current.addError).toBe('No such user');
    act(() => page.current.remove(sarah.email));
    expect(page.current.listError).toBe('No such user');
  });
});
