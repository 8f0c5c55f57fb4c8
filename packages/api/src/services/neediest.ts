import {
  CORPORA,
  isoDateIn,
  NEEDIEST_CANDIDATES,
  NEEDIEST_COUNT,
  type NeediestOutput,
  type NeediestSiyum,
  rankNeediest,
} from '@siyum/domain';
import { and, asc, gte, inArray, sql } from 'drizzle-orm';
import { type Db, NEEDS_LEARNERS, PUBLIC, siyums } from '../db';

const DAY_MS = 86_400_000;

/**
 * The earliest date still today somewhere: UTC's yesterday (no zone is more than 12 hours behind
 * UTC). The index range starts there; the rank drops what has passed in the siyum's own zone.
 */
function earliestToday(now: Date): string {
  return isoDateIn('UTC', new Date(now.getTime() - DAY_MS));
}

/**
 * The candidates, soonest first: public, an open portion, dated today or later somewhere — the
 * predicates of the partial index `siyums_public_needs_idx` (target_date, id), so this is one range
 * of that index read in its own order, and narrow columns only.
 */
export function candidatesQuery(db: Db, now: Date) {
  return db
    .select({
      id: siyums.id,
      targetDate: siyums.targetDate,
      timeZone: siyums.timeZone,
      open: sql<number>`${siyums.portionCount} - ${siyums.takenCount}`,
    })
    .from(siyums)
    .where(and(PUBLIC, NEEDS_LEARNERS, gte(siyums.targetDate, earliestToday(now))))
    .orderBy(asc(siyums.targetDate), asc(siyums.id))
    .limit(NEEDIEST_CANDIDATES);
}

/**
 * siyum.neediest (issue 24): the public siyumim that most need learners now, by the domain's rule
 * (`rankNeediest`). Two reads, each bounded whatever the number of siyumim: the soonest
 * `NEEDIEST_CANDIDATES` candidates (`candidatesQuery`), then the few winners' card fields by primary
 * key. The router keeps the answer in the community cache (dropped on any change, at most a minute old).
 */
export async function neediestSiyumim(db: Db, now: Date = new Date()): Promise<NeediestOutput> {
  const ranked = rankNeediest(await candidatesQuery(db, now), now, NEEDIEST_COUNT);
  if (ranked.length === 0) return { items: [] };

  const rows = await db
    .select({
      id: siyums.id,
      title: siyums.title,
      dedicationKind: siyums.dedicationKind,
      dedicationNames: siyums.dedicationNames,
      corpus: siyums.corpus,
      unit: siyums.unit,
      targetDate: siyums.targetDate,
      portionCount: siyums.portionCount,
      takenCount: siyums.takenCount,
    })
    .from(siyums)
    .where(
      and(
        PUBLIC,
        inArray(
          siyums.id,
          ranked.map((r) => r.id),
        ),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items: NeediestSiyum[] = [];
  for (const { id, daysLeft } of ranked) {
    const row = byId.get(id);
    // Changed between the reads (made unlisted, its last portion taken): left out, not shown stale.
    if (!row || row.takenCount >= row.portionCount) continue;
    const corpus = row.corpus as NeediestSiyum['corpus'];
    items.push({
      id,
      title: row.title,
      dedicationKind: row.dedicationKind as NeediestSiyum['dedicationKind'],
      dedicationNames: row.dedicationNames,
      corpus,
      corpusName: { en: CORPORA[corpus].en, he: CORPORA[corpus].he },
      unit: row.unit as NeediestSiyum['unit'],
      targetDate: row.targetDate,
      open: row.portionCount - row.takenCount,
      total: row.portionCount,
      daysLeft,
    });
  }
  return { items };
}
