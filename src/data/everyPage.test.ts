import { describe, expect, it } from 'vitest';
import { everyPage } from './everyPage';

describe('everyPage', () => {
  it('reads page after page, passing each nextCursor back, until one answers null', async () => {
    const asked: (number | undefined)[] = [];
    const pages = await everyPage(async (cursor) => {
      asked.push(cursor);
      const from = cursor ?? 0;
      return { rows: [from, from + 1], nextCursor: from < 4 ? from + 2 : null };
    });
    expect(asked).toEqual([undefined, 2, 4]);
    expect(pages.flatMap((page) => page.rows)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('stops at a cursor that does not move forward instead of reading forever', async () => {
    const asked: (number | undefined)[] = [];
    await everyPage(async (cursor) => {
      asked.push(cursor);
      return { nextCursor: 5 };
    });
    expect(asked).toEqual([undefined, 5]);
  });
});
