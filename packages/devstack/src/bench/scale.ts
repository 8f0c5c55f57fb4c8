import { type Db, learnings, portions, siyums, users } from '@siyum/api/db';
import { rowsOf } from '@siyum/api/infra/rows';
import { createSiyum } from '@siyum/api/services/siyums';
import { siyumCreateInputSchema } from '@siyum/domain';
import { eq, sql } from 'drizzle-orm';

/**
 * Synthetic load for `npm run bench` (scale case): many public siyumim and one fully signed-up
 * Shas. Rows are written by set-based SQL in batches, so a million siyumim take minutes, not hours.
 * The list's progress columns are set directly (no learnings behind them): the bench measures
 * reading the list, and a million siyumim with real boards would be hundreds of millions of rows.
 */

const FIRST_NAMES = [
  'Sarah',
  'Rivka',
  'Rochel',
  'Leah',
  'Miriam',
  'Chana',
  'Esther',
  'Devorah',
  'Yehudis',
  'Malka',
  'Avraham',
  'Yitzchak',
  'Yaakov',
  'Moshe',
  'Aharon',
  'Dovid',
  'Shlomo',
  'Yosef',
  'Binyamin',
  'Shmuel',
  'Eliyahu',
  'Menachem',
  'Mordechai',
  'Tzvi',
  'Chaim',
  'Baruch',
  'Naftali',
  'Zev',
  'Gershon',
  'Pinchas',
];
const TEXTS = ['Mishnah', 'Shas', 'Tehillim', 'Tanach', 'Mishneh Torah'];
const CORPORA = ['mishnah', 'bavli', 'tehillim', 'tanach'];
const BATCH = 50_000;

const sqlArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

const OWNER_EMAIL = 'bench-owner@example.org';

/** The record that owns the synthetic siyumim (made once). */
async function benchOwner(db: Db): Promise<number> {
  await db
    .insert(users)
    .values({ sub: 'bench-owner', email: OWNER_EMAIL, firstName: 'Bench', lastName: 'Owner' })
    .onConflictDoNothing();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, OWNER_EMAIL)).limit(1);
  if (!row) throw new Error('no bench owner');
  return row.id;
}

/** How many siyumim there are now. */
export async function countSiyumim(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(siyums);
  return row?.n ?? 0;
}

/**
 * Adds synthetic siyumim until there are `target` in all. Names and dates vary with the row number
 * (a search for one person's name finds a handful), nine in ten are public, progress is spread
 * across needs-learners / in-progress / completed.
 */
export async function growCommunity(db: Db, target: number): Promise<number> {
  const ownerId = await benchOwner(db);
  let have = await countSiyumim(db);
  while (have < target) {
    const from = have + 1;
    const to = Math.min(target, have + BATCH);
    await db.execute(sql`
      insert into ${siyums} (owner_id, title, dedication_kind, dedication_names, description, corpus, unit,
        target_date, visibility, portion_count, taken_count, completed_count)
      select ${ownerId},
        (${sqlArray(TEXTS)})[1 + g % 5] || ' for ' || (${sqlArray(FIRST_NAMES)})[1 + (g / 7) % 30] || ' ' || g,
        'memory',
        (${sqlArray(FIRST_NAMES)})[1 + g % 30] || ' ben ' || (${sqlArray(FIRST_NAMES)})[1 + (g / 30) % 30] || ' ' || (g % 9973),
        'A community siyum, number ' || g,
        (${sqlArray(CORPORA)})[1 + g % 4],
        'tractate',
        date '2026-01-01' + (g % 2000),
        case when g % 10 = 0 then 'unlisted' else 'public' end,
        63,
        (g * 7) % 64,
        case when (g * 7) % 64 = 63 and g % 3 = 0 then 63 else ((g * 7) % 64) / 2 end
      from generate_series(${from}::int, ${to}::int) as g
    `);
    have = to;
  }
  // Fresh planner statistics now (autovacuum would gather them only some time later).
  await db.execute(sql`analyze ${siyums}`);
  return have;
}

/**
 * One siyum of all 2,711 dafim, each daf claimed by a different learner (every fourth learned):
 * the board the bench reads. Returns its id.
 */
export async function seedFullShas(db: Db): Promise<number> {
  const shas = await createSiyum(
    db,
    await benchOwner(db),
    siyumCreateInputSchema.parse({
      title: 'Shas for the bench',
      dedicationKind: 'memory',
      // The one siyum with this name: what the bench's search looks for.
      dedicationNames: 'Zissel bas Mendel Horowitz',
      corpus: 'bavli',
      unit: 'daf',
      targetDate: '2030-01-01',
    }),
  );
  await db.execute(sql`
    insert into ${users} (sub, email, first_name, last_name)
    select 'bench-learner-' || g, 'bench-learner-' || g || '@example.org', 'Learner', 'L' || g
    from generate_series(1, ${shas.progress.total}) as g
    on conflict do nothing
  `);
  await db.execute(sql`
    insert into ${learnings} (portion_id, siyum_id, user_id, exclusive, status, completed_at)
    select p.id, p.siyum_id, u.id, true,
      case when p.position % 4 = 0 then 'completed' else 'claimed' end,
      case when p.position % 4 = 0 then now() end
    from ${portions} p
    join users u on u.email = 'bench-learner-' || (p.position + 1) || '@example.org'
    where p.siyum_id = ${shas.id}
  `);
  return shas.id;
}

/** A cursor halfway down the public date-ordered list: a deep page, as "Load more" reaches it. */
export async function middleCursor(db: Db): Promise<string> {
  const result = await db.execute(sql`
    select target_date::text as d, id from ${siyums} where visibility = 'public'
    order by target_date, id offset (select count(*) / 2 from ${siyums} where visibility = 'public') limit 1
  `);
  const [row] = rowsOf<{ d: string; id: number }>(result);
  if (!row) throw new Error('no siyumim');
  return `${row.d}.${row.id}`;
}
