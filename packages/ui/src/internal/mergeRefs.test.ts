import type { RefObject } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mergeRefs } from './mergeRefs';

describe('mergeRefs', () => {
  it('hands the element to object and callback refs, and skips missing ones', () => {
    const object: RefObject<string | null> = { current: null };
    const callback = vi.fn();
    const merged = mergeRefs<string>(object, undefined, callback, null);
    merged('trigger');
    expect(object.current).toBe('trigger');
    expect(callback).toHaveBeenCalledExactlyOnceWith('trigger');
    merged(null);
    expect(object.current).toBeNull();
    expect(callback).toHaveBeenLastCalledWith(null);
  });
});
