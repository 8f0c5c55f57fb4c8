import { IMAGE_WIDTHS } from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import { benchVariants } from './variantBench';

describe('benchVariants', () => {
  // A small original: the row's shape is checked here, its numbers by `npm run bench` (a timing
  // comparison here would fail on a loaded machine; routes.test.ts checks a hit renders nothing).
  it('renders every §9 width at both densities, then reads them back', { timeout: 60_000 }, async () => {
    const result = await benchVariants({ width: 600, height: 400 });
    expect(result.variants).toBe(IMAGE_WIDTHS.length * 2);
    expect(result.coldMsPerVariant).toBeGreaterThan(0);
    expect(Number.isFinite(result.cachedMsPerVariant)).toBe(true);
  });
});
