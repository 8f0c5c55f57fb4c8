import { DEFAULT_PLATFORM, type SiyumCreateInput, siyumCreateInputSchema } from '@siyum/domain';
import { asc, eq } from 'drizzle-orm';
import { type Db, learnings, portions, siyumMembers, siyumPermissions, siyums, users } from '../db';
import { DEMO_USERS, type DemoUser } from '../demoUsers';
import { addGuest } from '../services/invitations';
import type { PhotoStorage } from '../services/photos';
import { createSiyum } from '../services/siyums';
import { type DemoScene, seedSiyumPhoto } from './demoPhotos';

/**
 * The demo community for `npm start` and for a demo install (SEED_DEMO=1 on an empty database):
 * the demo users (records by email; linked to their identity on first sign-in by
 * auth.createUser), siyumim over different texts, claims and progress, and one helper permission.
 * Tests build their own data.
 */
function daysFromNow(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

interface SeedSiyum {
  owner: DemoUser['key'];
  input: SiyumCreateInput;
  /** [learner, how many portions from the start of the board, how many of those completed] */
  learners: [DemoUser['key'], number, number][];
  /** A generated photo, when the site stores photos (issue 21). */
  photo?: DemoScene;
  /** Someone the organizer added by email and invited, holding the next portions (no account). */
  guest?: { person: { email: string; firstName: string; lastName: string }; portions: number };
}

const SIYUMIM: SeedSiyum[] = [
  {
    owner: 'owner',
    input: {
      title: 'Mishnah in memory of Sarah bat Avraham',
      dedicationKind: 'memory',
      dedicationNames: 'Sarah bat Avraham',
      description: 'All six orders of the Mishnah, chapter by chapter, before the shloshim.',
      corpus: 'mishnah',
      unit: 'chapter',
      targetDate: daysFromNow(30),
      timeZone: 'America/New_York',
    },
    photo: 'candle',
    learners: [
      ['learner', 40, 25],
      ['learner2', 30, 10],
      ['helper', 20, 20],
    ],
    guest: {
      person: { email: 'bubby.rivka@example.com', firstName: 'Rivka', lastName: 'Stern' },
      portions: 3,
    },
  },
  {
    owner: 'learner',
    input: {
      title: 'Shas for a refuah shleimah',
      dedicationKind: 'healing',
      dedicationNames: 'Yehuda ben Miriam',
      description: 'Every daf of Talmud Bavli.',
      corpus: 'bavli',
      unit: 'daf',
      targetDate: daysFromNow(180),
      timeZone: 'Asia/Jerusalem',
    },
    photo: 'sunrise',
    learners: [
      ['owner', 60, 12],
      ['learner', 15, 15],
    ],
  },
  {
    owner: 'owner',
    input: {
      title: 'Tehillim for the hostages',
      dedicationKind: 'other',
      dedicationNames: 'Their safe return',
      description: 'All 150 chapters, every week.',
      corpus: 'tehillim',
      unit: 'chapter',
      claimPolicy: 'multiple',
      targetDate: daysFromNow(7),
      timeZone: 'Asia/Jerusalem',
    },
    learners: [
      ['learner2', 150, 150],
      ['visitorish', 20, 5],
    ],
  },
  {
    owner: 'helper',
    input: {
      title: 'Seder Moed before Pesach',
      dedicationKind: 'success',
      dedicationNames: 'Our community',
      corpus: 'mishnah',
      unit: 'tractate',
      scope: [
        'shabbat',
        'eruvin',
        'pesachim',
        'shekalim',
        'yoma',
        'sukkah',
        'beitzah',
        'rosh-hashanah',
        'taanit',
        'megillah',
        'moed-katan',
        'chagigah',
      ],
      targetDate: daysFromNow(-10),
    },
    photo: 'book',
    learners: [
      ['owner', 6, 6],
      ['learner', 6, 6],
    ],
  },
  {
    owner: 'learner',
    input: {
      title: 'Mishneh Torah for the yahrzeit',
      dedicationKind: 'memory',
      dedicationNames: 'Mordechai ben Yaakov',
      description: 'The Rambam’s code, one set of hilchot each, in time for the yahrzeit.',
      corpus: 'rambam',
      unit: 'hilchot',
      targetDate: daysFromNow(60),
      timeZone: 'Europe/London',
    },
    photo: 'candle',
    learners: [
      ['learner', 10, 4],
      ['owner', 8, 2],
      ['helper', 6, 6],
    ],
  },
  {
    owner: 'visitorish',
    input: {
      title: 'Monthly Tehillim for a refuah shleimah',
      dedicationKind: 'healing',
      dedicationNames: 'Chaya bas Rochel',
      description: 'The monthly cycle: one day of Tehillim each, the whole sefer every month.',
      corpus: 'tehillim',
      unit: 'dayOfMonth',
      targetDate: daysFromNow(21),
      timeZone: 'America/Chicago',
    },
    learners: [
      ['visitorish', 6, 3],
      ['learner2', 5, 5],
    ],
  },
  {
    owner: 'learner2',
    input: {
      title: 'Family Tanach (unlisted)',
      dedicationKind: 'honor',
      dedicationNames: 'Our grandparents',
      corpus: 'tanach',
      unit: 'book',
      visibility: 'unlisted',
      targetDate: daysFromNow(365),
    },
    learners: [['learner2', 5, 1]],
  },
];

export async function seedDemo(
  db: Db,
  photos: PhotoStorage | null = null,
): Promise<{ users: number; siyumim: number }> {
  const ids = new Map<DemoUser['key'], number>();
  for (const demo of DEMO_USERS) {
    await db
      .insert(users)
      .values({
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        platform: DEFAULT_PLATFORM,
        verified: true,
      })
      .onConflictDoNothing();
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, demo.email)).limit(1);
    if (row) ids.set(demo.key, row.id);
  }
  const idOf = (key: DemoUser['key']): number => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`seed: no demo user ${key}`);
    return id;
  };
  let first: number | null = null;
  for (const seed of SIYUMIM) {
    const siyum = await createSiyum(db, idOf(seed.owner), siyumCreateInputSchema.parse(seed.input));
    // Shown like any siyum, but kept out of the community's totals (services/siyums/counters.ts).
    await db.update(siyums).set({ isDemo: true }).where(eq(siyums.id, siyum.id));
    first ??= siyum.id;
    if (photos && seed.photo)
      await seedSiyumPhoto(db, photos, { id: siyum.id, ownerId: idOf(seed.owner) }, seed.photo);
    const board = await db
      .select({ id: portions.id })
      .from(portions)
      .where(eq(portions.siyumId, siyum.id))
      .orderBy(asc(portions.position));
    // Learners take consecutive runs of the board, one after another (or all from the start when
    // shared); inserted in one statement per siyum (the seed has no concurrent claimers to race).
    const rows: (typeof learnings.$inferInsert)[] = [];
    const exclusive = seed.input.claimPolicy !== 'multiple';
    let cursor = 0;
    for (const [key, count, done] of seed.learners) {
      const start = exclusive ? cursor : 0;
      for (const [index, portion] of board.slice(start, start + count).entries()) {
        const completed = index < done;
        rows.push({
          portionId: portion.id,
          siyumId: siyum.id,
          userId: idOf(key),
          exclusive,
          status: completed ? 'completed' : 'claimed',
          completedAt: completed ? new Date() : null,
        });
      }
      cursor = start + count;
    }
    if (rows.length > 0) {
      await db.insert(learnings).values(rows);
      // Demo learners took their portions themselves: they are members (decision 0017).
      const learners = [...new Set(rows.map((row) => row.userId))];
      await db.insert(siyumMembers).values(learners.map((userId) => ({ siyumId: siyum.id, userId })));
    }
    if (seed.guest) {
      const open = board.slice(cursor, cursor + seed.guest.portions).map((portion) => portion.id);
      await addGuest(db, siyum.id, { ...seed.guest.person, portionIds: open });
    }
  }
  // One helper permission: Leah may manage sign-ups of Moshe's Mishnah siyum.
  if (first !== null) {
    await db
      .insert(siyumPermissions)
      .values({ siyumId: first, userId: idOf('helper'), editSignup: true })
      .onConflictDoNothing();
  }
  return { users: ids.size, siyumim: SIYUMIM.length };
}
