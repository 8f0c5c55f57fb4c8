import type { SiyumListInput, SiyumListOutput } from '@siyum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siyums, users } from '../src/db';
import { searchQuery } from '../src/services/siyums/read';
import { type Harness, startHarness } from './support/harness';
import { ok } from './support/rpc';

/**
 * The community list's keyset pages: walking every page with each sort, direction and filter must
 * give exactly the rows one ordered query gives — no row twice, none missing, ties on the date
 * broken by id. Rows are written directly (progress columns included) so the expectations are plain.
 */
const COUNT = 47;
const PAGE = 5;

interface Row {
  id: number;
  title: string;
  dedicationNames: string;
  targetDate: string;
  visibility: 'public' | 'unlisted';
  portionCount: number;
  takenCount: number;
  completedCount: number;
}

describe('searchQuery', () => {
  it('turns typed words into required prefixes and drops everything else', () => {
    expect(searchQuery('Sarah bat-Avraham')).toBe('sarah:* & bat:* & avraham:*');
    expect(searchQuery("l'iluy נשמת")).toBe('l:* & iluy:* & נשמת:*');
    expect(searchQuery("' | ! & :* ()")).toBeNull();
    expect(searchQuery('a b c d e f g h i j')?.split(' & ')).toHaveLength(8);
  });
});

describe('siyum.list keyset paging', () => {
  let h: Harness;
  let rows: Row[];

  beforeAll(async () => {
    h = await startHarness();
    const db = h.testDb.database.db;
    const [owner] = await db.insert(users).values({ sub: 'pager', email: 'pager@example.org' }).returning();
    if (!owner) throw new Error('no owner');
    const values = Array.from({ length: COUNT }, (_, i) => ({
      ownerId: owner.id,
      title: i % 7 === 0 ? `Zichron Yaakov ${i}` : `Siyum ${i}`,
      dedicationNames: i % 11 === 0 ? 'שרה בת אברהם' : '',
      corpus: 'tehillim',
      unit: 'chapter',
      // Only six dates: most rows tie with others on the date.
      targetDate: `2030-0${1 + (i % 6)}-15`,
      visibility: i % 10 === 9 ? ('unlisted' as const) : ('public' as const),
      portionCount: 10,
      takenCount: i % 4 === 0 ? 0 : i % 4 === 3 ? 10 : 5,
      completedCount: i % 4 === 3 ? (i % 8 === 7 ? 10 : 4) : 0,
    }));
    rows = (await db.insert(siyums).values(values).returning()).map((r) => ({
      ...r,
      visibility: r.visibility as Row['visibility'],
    }));
  });
  afterAll(() => h?.close());

  /** Every page of a query, following nextCursor, as ids. */
  async function walk(input: SiyumListInput): Promise<{ ids: number[]; first: SiyumListOutput }> {
    const first = ok(await h.rpc.query<SiyumListOutput>('siyum.list', { ...input, pageSize: PAGE }));
    const ids = first.items.map((s) => s.id);
    let cursor = first.nextCursor;
    for (let guard = 0; cursor && guard < COUNT; guard++) {
      const page = ok(await h.rpc.query<SiyumListOutput>('siyum.list', { ...input, pageSize: PAGE, cursor }));
      expect(page.total).toBeNull();
      ids.push(...page.items.map((s) => s.id));
      cursor = page.nextCursor;
    }
    return { ids, first };
  }

  const byDate = (a: Row, b: Row) => a.targetDate.localeCompare(b.targetDate) || a.id - b.id;
  const isPublic = (r: Row) => r.visibility === 'public';

  it('date order, both directions: every public row once, ties broken by id', async () => {
    const expected = rows.filter(isPublic).sort(byDate);
    const asc = await walk({ sort: 'targetDate', direction: 'asc' });
    expect(asc.ids).toEqual(expected.map((r) => r.id));
    expect(asc.first).toMatchObject({ total: expected.length, totalCapped: false });
    const desc = await walk({ sort: 'targetDate', direction: 'desc' });
    expect(desc.ids).toEqual(expected.map((r) => r.id).reverse());
  });

  it('creation order (newest first and oldest first) pages by id', async () => {
    const ids = rows
      .filter(isPublic)
      .map((r) => r.id)
      .sort((a, b) => a - b);
    expect((await walk({ sort: 'createdAt', direction: 'desc' })).ids).toEqual([...ids].reverse());
    expect((await walk({ sort: 'createdAt', direction: 'asc' })).ids).toEqual(ids);
  });

  it('status filters and search page through the same way', async () => {
    const pub = rows.filter(isPublic).sort(byDate);
    const cases: [SiyumListInput, Row[]][] = [
      [{ status: 'needsLearners' }, pub.filter((r) => r.takenCount < r.portionCount)],
      [{ status: 'inProgress' }, pub.filter((r) => r.takenCount > 0 && r.completedCount < r.portionCount)],
      [{ status: 'completed' }, pub.filter((r) => r.completedCount >= r.portionCount)],
      [{ search: 'zichron' }, pub.filter((r) => r.title.startsWith('Zichron'))],
      [{ search: 'ZICH yaak' }, pub.filter((r) => r.title.startsWith('Zichron'))],
      [{ search: 'בת אבר' }, pub.filter((r) => r.dedicationNames !== '')],
      [
        { search: 'yaakov 2', status: 'needsLearners' },
        pub.filter((r) => r.title.startsWith('Zichron Yaakov 2') && r.takenCount < r.portionCount),
      ],
    ];
    for (const [input, expected] of cases) {
      const { ids, first } = await walk(input);
      expect(ids, JSON.stringify(input)).toEqual(expected.map((r) => r.id));
      expect(first.total).toBe(expected.length);
      expect(expected.length).toBeGreaterThan(0);
    }
  });

  it('a cursor that is not a real position of its sort is a 400, not a 500 (issue 17)', async () => {
    const refused: Partial<SiyumListInput>[] = [
      { cursor: '2024-13-45.1' },
      { cursor: '2024-02-30.5' },
      { cursor: '0000-01-01.5' },
      { cursor: '2030-01-15.0' },
      { cursor: '7' },
      { sort: 'createdAt', cursor: '4294967296' },
      { sort: 'createdAt', cursor: '2030-01-15.7' },
    ];
    for (const input of refused) {
      const answer = await h.rpc.query('siyum.list', input);
      expect([input, answer.status]).toEqual([input, 400]);
    }
    // A real day that no row has is a position like any other.
    const leap = ok(
      await h.rpc.query<SiyumListOutput>('siyum.list', { cursor: '2024-02-29.1', pageSize: PAGE }),
    );
    expect(leap.items).toHaveLength(PAGE);
  });
});
