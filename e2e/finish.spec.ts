import { readFile } from 'node:fs/promises';
import { format, finishLineMessages as m, type Siyum, siyumBoardMessages } from '@siyum/domain';
import { expect, test } from './fixtures';
import { createMember, logIn, ok, readBoard } from './support/members';

/** Portion names as the completion page lists them in English: "A, B, and C". */
const listed = (names: string[]) =>
  new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(names);

test('the finish line: the last portion learned, the siyum celebrates, its completion page and lobby screen', async ({
  browser,
  identity,
  stack,
}) => {
  test.setTimeout(90_000);
  const organizer = await createMember(identity, stack.apiUrl, 'finisher');
  const [rivka, moshe] = await Promise.all([
    createMember(identity, stack.apiUrl, 'rivka'),
    createMember(identity, stack.apiUrl, 'moshe'),
  ]);
  if (!rivka || !moshe) throw new Error('no learners');
  const title = `Tehillim for Rivka bat Sarah ${Date.now()}`;
  const siyum = ok(
    await organizer.rpc.mutation<Siyum>(
      'siyum.create',
      {
        title,
        corpus: 'tehillim',
        unit: 'book',
        targetDate: '2031-03-02',
        dedicationKind: 'memory',
        dedicationNames: 'Rivka bat Sarah',
      },
      organizer.token,
    ),
  );
  // The five books of Tehillim: Rivka learns the first three, Moshe the last two.
  const board = await readBoard(organizer.rpc, { id: siyum.id });
  expect(board).toHaveLength(5);
  const shares = [
    { learner: rivka, portions: board.slice(0, 3) },
    { learner: moshe, portions: board.slice(3) },
  ];
  for (const { learner, portions } of shares)
    for (const portion of portions)
      ok(await learner.rpc.mutation('portion.complete', { portionId: portion.id }, learner.token));

  // The organizer's siyum page celebrates, with the links to the completion page and lobby screen.
  const page = await (await browser.newContext()).newPage();
  await logIn(page, organizer.email);
  await page.goto(`/s/${siyum.id}`);
  await expect(page.getByRole('heading', { name: m.celebrationTitle })).toBeVisible();
  await expect(page.getByText('2 learners finished all 5 portions together.')).toBeVisible();
  await page
    .getByRole('navigation', { name: m.organizerLinks })
    .getByRole('link', { name: m.certificateLink })
    .click();

  // The completion page lists every learner with their portions, the dedication and both dates.
  await expect(page).toHaveURL(`/certificate/${siyum.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('L’iluy nishmas Rivka bat Sarah')).toBeVisible();
  await expect(page.locator('time[datetime="2031-03-02"]')).toBeVisible();
  const entries = page.locator('.siyum-certificate__learner');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toHaveText(
    `rivka T.${listed(board.slice(0, 3).map((portion) => portion.labelEn))}`,
  );
  await expect(entries.nth(1)).toHaveText(
    `moshe T.${listed(board.slice(3).map((portion) => portion.labelEn))}`,
  );
  await expect(page.getByRole('button', { name: m.print })).toBeVisible();
  // …and saves it as a PDF file, drawn in the browser from the page (nothing leaves it).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: m.downloadPdf }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`siyum-${siyum.id}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(10_000);
  await expect(page.getByText(m.pdfFailed)).toHaveCount(0);

  // A visitor sees the celebration, without the organizer's links, and the same completion page.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/s/${siyum.id}`);
  await expect(visitor.getByRole('heading', { name: m.celebrationTitle })).toBeVisible();
  await expect(visitor.getByRole('navigation', { name: m.organizerLinks })).toHaveCount(0);
  await visitor.goto(`/certificate/${siyum.id}`);
  await expect(visitor.locator('.siyum-certificate__learner')).toHaveCount(2);

  // The lobby screen: the progress, and a QR code that opens the siyum's page; no site chrome.
  await visitor.goto(`/lobby/${siyum.id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visitor.getByText(format(siyumBoardMessages.progressPercent, { percent: 100 }))).toBeVisible();
  await expect(
    visitor.getByText(format(siyumBoardMessages.progressLearned, { completed: 5, total: 5 })),
  ).toBeVisible();
  const siyumUrl = new URL(`/s/${siyum.id}`, stack.webUrl).href;
  const qr = visitor.getByRole('img', { name: format(m.lobbyQrLabel, { url: siyumUrl }) });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('data-url', siyumUrl);
  await expect(visitor.getByRole('banner')).toBeHidden();
  await Promise.all([page.context().close(), visitor.context().close()]);
});

test('the lobby screen reads the progress again while it is shown', async ({ page, identity, stack }) => {
  test.setTimeout(90_000);
  const organizer = await createMember(identity, stack.apiUrl, 'lobby-owner');
  const siyum = await organizer.createSiyum('Lobby');
  const [first] = await readBoard(organizer.rpc, { id: siyum.id });
  if (!first) throw new Error('no portion');
  await page.clock.install();
  await page.goto(`/lobby/${siyum.id}`);
  await expect(page.getByText(format(siyumBoardMessages.progressPercent, { percent: 0 }))).toBeVisible();
  ok(await organizer.rpc.mutation('portion.claim', { portionId: first.id }, organizer.token));
  // Thirty seconds on, the screen shows the claim without a reload.
  await page.clock.fastForward(31_000);
  await expect(page.getByText(format(siyumBoardMessages.progressClaimed, { claimed: 1 }))).toBeVisible();
});
