import { describe, expect, it } from 'vitest';
import { viewportFrom } from './viewport';

/** What a browser `width` px wide answers to `(max-width: Npx)`. */
const at = (width: number) => (query: string) => width <= Number(/(\d+)px/.exec(query)?.[1]);

describe('viewportFrom (§4 Viewport, §9 breakpoints)', () => {
  it.each([
    [80, 'testBreakpoint'],
    [320, 'tabPhone'],
    [600, 'tabPhone'],
    [601, 'tabPort'],
    [1024, 'tabLand'],
    [1280, 'tabLandWide'],
    [1500, 'desktop'],
    [1700, 'desktopWide'],
    [2560, 'desktopWide'],
  ])('%i px is %s', (width, name) => {
    expect(viewportFrom(at(width))).toBe(name);
  });
});
