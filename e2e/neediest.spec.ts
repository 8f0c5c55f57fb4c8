import { format, isoDateIn, neediestMessages, type Siyum } from '@siyum/domain';
import { expect, test } from './fixtures';
import { createMember, ok, Rpc } from './support/members';

const DAY_MS = 86_400_000;

/**
 * Issue 24: the home page shows, under the tagline and the counter, the public siyumim that most
 * need learners now. On the real stack (with the demo community too when E2E_SEED_DEMO=1): every
 * card is a public siyum with open portions, and its "Take a portion" opens that siyum.
 */
test('the home page offers the siyumim that need learners now, and one click opens one', async ({
  page,
  identity,
  stack,
}) => {
  // A whole Shas by daf due tomorrow: 2,711 open portions in one day, as needy as a siyum gets.
  const organizer = await createMember(identity, stack.apiUrl, 'needy');
  const title = `Shas before tomorrow ${Date.now()}`;
  const siyum = ok(
    await organizer.rpc.mutation<Siyum>(
      'siyum.create',
      {
        title,
        corpus: 'bavli',
        unit: 'daf',
        timeZone: 'UTC',
        targetDate: isoDateIn('UTC', new Date(Date.now() + DAY_MS)),
      },
      organizer.token,
    ),
  );

  const answered = page.waitForResponse((response) => response.url().includes('siyum.neediest'));
  await page.goto('/');
  await answered;
  const section = page.getByRole('region', { name: neediestMessages.title });
  await expect(section).toBeVisible();
  const cards = section.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Under the tagline and the counter.
  const counter = page.getByText(/Our community has learned over/);
  expect((await section.boundingBox())?.y).toBeGreaterThan((await counter.boundingBox())?.y ?? 0);

  // Every card links to a public siyum that still has an open portion, as a visitor reads it.
  const visitor = new Rpc(stack.apiUrl);
  const links = section.getByRole('link', { name: /^Take a portion in / });
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(1);
  for (let i = 0; i < count; i++) {
    const href = (await links.nth(i).getAttribute('href')) ?? '';
    const id = Number(/^\/s\/(\d+)$/.exec(href)?.[1]);
    const shown = ok(await visitor.query<Siyum>('siyum.byId', { id }));
    expect(shown.visibility).toBe('public');
    expect(shown.progress.open).toBeGreaterThan(0);
  }

  // Ours is on it, with what it needs; "Take a portion" opens it.
  const ours = section.getByRole('article', { name: title });
  // (Past midnight UTC since it was made, it is due today.)
  await expect(ours).toContainText(/2,711 open portions · (1 day left|Siyum today)/);
  await ours.getByRole('link', { name: format(neediestMessages.takePortionIn, { title }) }).click();
  await expect(page).toHaveURL(`/s/${siyum.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});
