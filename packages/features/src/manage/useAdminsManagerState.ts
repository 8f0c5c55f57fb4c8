import type { SiyumPermissionEntry } from '@siyum/domain';
import { useState } from 'react';
import { type PermissionFlag, type PermissionGrant, toggleFlag } from './manage';

export interface AdminsManagerStateOptions {
  onGrant: (grant: PermissionGrant) => unknown;
  onRevoke: (email: string) => void;
  error: string | undefined;
}

/**
 * What the helpers page keeps of its own: where the last change was made, so the app's error
 * shows there (above the list, or under the add form). The helpers and the calls stay the app's.
 */
export function useAdminsManagerState({ onGrant, onRevoke, error }: AdminsManagerStateOptions) {
  const [lastChange, setLastChange] = useState<'list' | 'add'>('list');

  /** A ticked or unticked box: a grant of the full new set, or a revoke once none is left. */
  const change = (entry: SiyumPermissionEntry, flag: PermissionFlag, on: boolean) => {
    setLastChange('list');
    const next = toggleFlag(entry, flag, on);
    // A refused change is reported through `error`; the boxes follow `helpers` either way.
    if (next.kind === 'grant') Promise.resolve(onGrant(next.grant)).catch(() => undefined);
    else onRevoke(next.email);
  };

  const remove = (email: string) => {
    setLastChange('list');
    onRevoke(email);
  };

  /** "Add helper": the add form spins on what `onGrant` returns. */
  const add = (grant: PermissionGrant) => {
    setLastChange('add');
    return onGrant(grant);
  };

  return {
    change,
    remove,
    add,
    listError: lastChange === 'list' ? error : undefined,
    addError: lastChange === 'add' ? error : undefined,
  };
}
