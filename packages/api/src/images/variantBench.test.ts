import { IMAGE_WIDTHS } from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import { benchVariants } from './variantBench';

describe('benchVariants', () => {
  it('renders every §9 width at both densities, and a cache hit costs less than a render', async () => {
    // A small original: the row's shape is checked here, its numbers by `npm run bench`.
    const result = await benchVariants({ width: 600, height: 400 });
    expect(result.variants).toBe(IMAGE_WIDTHS.length * 2);
    expect(result.coldMsPerVariant).toBeGreaterThan(0);
    expect(result.cachedMsPerVariant).toBeLessThan(result.coldMsPerVariant);
  });
});
