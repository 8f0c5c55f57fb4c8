import { format, gapsMessages as m, openPortionsOf, type Siyum } from '@siyum/domain';
import { expect, test } from './fixtures';
import { createMember, logIn, ok, readBoard } from './support/members';

/**
 * Filling the gaps (issue 24) on the real stack: an organizer splits the 12 open portions among 3
 * learners while a fourth learner claims one of them at that moment — the claim lands while the
 * split's request is on its way. The split is refused whole (nothing assigned, no portion with two
 * holders) with a clear message, and the fresh proposal of the 11 left then succeeds.
 */
test('an organizer splits 12 open portions among 3 learners while a fourth claims one: all or nothing', async ({
  page,
  identity,
  stack,
}) => {
  test.setTimeout(90_000);
  const organizer = await createMember(identity, stack.apiUrl, 'gaps-organizer');
  const names = ['gaps-rivka', 'gaps-chana', 'gaps-yehuda'];
  const learners = await Promise.all(names.map((name) => createMember(identity, stack.apiUrl, name)));
  const fourth = await createMember(identity, stack.apiUrl, 'gaps-fourth');
  // Peah and Demai by chapter: 15 portions; each learner holds one, so 12 are open.
  const siyum = ok(
    await organizer.rpc.mutation<Siyum>(
      'siyum.create',
      {
        title: 'Zeraim for the gaps',
        corpus: 'mishnah',
        unit: 'chapter',
        scope: ['peah', 'demai'],
        targetDate: '2031-01-01',
      },
      organizer.token,
    ),
  );
  const board = await readBoard(organizer.rpc, { id: siyum.id });
  for (const [i, learner] of learners.entries())
    ok(await learner.rpc.mutation('portion.claim', { portionId: board[i * 5]?.id }, learner.token));
  const open = openPortionsOf(await readBoard(organizer.rpc, { id: siyum.id }));
  expect(open).toHaveLength(12);
  const contested = open[2];
  if (!contested) throw new Error('no portion');

  // The fourth learner's claim lands while the first split is in flight.
  let raced = false;
  await page.route('**/api/trpc/gaps.splitOpen**', async (route) => {
    if (!raced) {
      raced = true;
      ok(await fourth.rpc.mutation('portion.claim', { portionId: contested.id }, fourth.token));
    }
    await route.continue();
  });

  await logIn(page, organizer.email);
  await page.goto(`/participants/${siyum.id}`);
  const split = page.getByRole('region', { name: m.splitHeading });
  await expect(page.getByRole('region', { name: m.heading })).toContainText(
    format(m.openOther, { count: 12 }),
  );
  for (const name of names) await split.getByRole('checkbox', { name: new RegExp(name) }).check();
  await split.getByRole('button', { name: m.confirm }).click();
  await expect(split.getByRole('alert')).toHaveText(m.racedOne);

  // Nothing of the split was written: the contested chapter is the fourth learner's, the rest open.
  const after = await readBoard(organizer.rpc, { id: siyum.id });
  expect(after.every((portion) => portion.learners.length <= 1)).toBe(true);
  expect(openPortionsOf(after).map((p) => p.id)).toEqual(
    open.filter((p) => p !== contested).map((p) => p.id),
  );

  // The fresh proposal leaves it out, and goes through.
  await expect(page.getByRole('region', { name: m.heading })).toContainText(
    format(m.openOther, { count: 11 }),
  );
  await split.getByRole('button', { name: m.confirm }).click();
  await expect(split.getByRole('status')).toHaveText(format(m.assignedOther, { count: 11 }));
  const done = await readBoard(organizer.rpc, { id: siyum.id });
  expect(done.every((portion) => portion.learners.length === 1)).toBe(true);
  expect(done.find((p) => p.id === contested.id)?.learners[0]?.name).toMatch(/^gaps-fourth/);
});

/** A learner asks for 3 more on the siyum page: the next three open portions in text order are theirs. */
test('give me more: a learner takes the next open portions on the siyum page', async ({
  page,
  identity,
  stack,
}) => {
  test.setTimeout(60_000);
  const organizer = await createMember(identity, stack.apiUrl, 'more-organizer');
  const learner = await createMember(identity, stack.apiUrl, 'more-learner');
  const siyum = await organizer.createSiyum('Mishnah, more please');
  const open = openPortionsOf(await readBoard(organizer.rpc, { id: siyum.id }));
  await logIn(page, learner.email);
  await page.goto(`/s/${siyum.id}`);
  const more = page.getByRole('region', { name: m.moreHeading });
  await more.getByRole('spinbutton', { name: m.moreCount }).fill('3');
  await more.getByRole('button', { name: m.moreButton }).click();
  await expect(more.getByRole('status')).toHaveText(format(m.moreTakenOther, { count: 3 }));
  const board = await readBoard(organizer.rpc, { id: siyum.id });
  const mine = board.filter((p) => p.learners.some((l) => l.name.startsWith('more-learner')));
  expect(mine.map((p) => p.id)).toEqual(open.slice(0, 3).map((p) => p.id));
});
