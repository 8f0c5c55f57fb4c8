import type { Counters } from '@siyum/domain';
import { sql } from 'drizzle-orm';
import { type Db, learnings, portions, siyums } from '../../db';
import { getOwnership } from './read';

/**
 * The siyumim the community's totals count (issue 18: one honest number): public ones only — an
 * unlisted siyum's activity is its own business — and never the demo seed's.
 */
const COMMUNITY_SIYUMIM = sql`${siyums.visibility} = 'public' and not ${siyums.isDemo}`;

/** siyum.counters: community totals (public siyumim, no demo), or one siyum's. */
export async function counters(db: Db, siyumId?: number): Promise<Counters> {
  const siyumFilter = siyumId === undefined ? COMMUNITY_SIYUMIM : sql`${siyums.id} = ${siyumId}`;
  const learningFilter =
    siyumId === undefined
      ? sql`${learnings.siyumId} in (select ${siyums.id} from ${siyums} where ${COMMUNITY_SIYUMIM})`
      : sql`${learnings.siyumId} = ${siyumId}`;
  if (siyumId !== undefined) await getOwnership(db, siyumId);
  const [s] = await db
    .select({
      siyumim: sql<number>`count(*)::int`,
      portions: sql<number>`coalesce(sum(${siyums.portionCount}), 0)::int`,
    })
    .from(siyums)
    .where(siyumFilter);
  const [l] = await db
    .select({
      claimed: sql<number>`count(distinct ${learnings.portionId}) filter (where ${learnings.status} = 'claimed')::int`,
      completed: sql<number>`count(distinct ${learnings.portionId}) filter (where ${learnings.status} = 'completed')::int`,
      learners: sql<number>`count(distinct ${learnings.userId})::int`,
    })
    .from(learnings)
    .where(learningFilter);
  // Each completed portion once, however many learners finished it; Mishnah counts mishnayot and
  // Bavli dafim (a portion's weight is its size in those units).
  const [u] = await db
    .select({ units: sql<number>`coalesce(sum(${portions.weight}), 0)::int` })
    .from(portions)
    .innerJoin(siyums, sql`${siyums.id} = ${portions.siyumId}`)
    .where(
      sql`${siyumFilter} and ${siyums.corpus} in ('mishnah', 'bavli') and exists (select 1 from ${learnings} where ${learnings.portionId} = ${portions.id} and ${learnings.status} = 'completed')`,
    );
  return {
    unitsLearned: u?.units ?? 0,
    siyumim: s?.siyumim ?? 0,
    portions: s?.portions ?? 0,
    claimed: l?.claimed ?? 0,
    completed: l?.completed ?? 0,
    learners: l?.learners ?? 0,
  };
}
