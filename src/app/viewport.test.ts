// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackViewport } from './viewport';

const cookie = () => document.cookie.split('; ').find((part) => part.startsWith('viewport='));

afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: clears the test's cookie.
  document.cookie = 'viewport=; Max-Age=0; Path=/';
});

describe('trackViewport (§4 Viewport)', () => {
  it('saves the breakpoint and follows crossings', () => {
    let width = 320;
    const listeners: (() => void)[] = [];
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: width <= Number(/(\d+)px/.exec(query)?.[1]),
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => {},
    }));
    const stop = trackViewport();
    expect(cookie()).toBe('viewport=tabPhone');
    width = 1280;
    for (const listener of listeners) listener();
    expect(cookie()).toBe('viewport=tabLandWide');
    stop();
  });

  it('falls back to desktop without media queries', () => {
    vi.stubGlobal('matchMedia', undefined);
    trackViewport();
    expect(cookie()).toBe('viewport=desktop');
  });
});
