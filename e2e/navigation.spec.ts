import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, navMessages, notFoundMessages, pageMessages, siyumPageMessages } from '@siyum/domain';
import { BUILD_POLL_INTERVAL_MS } from '../src/app/buildUpdate';
import { IS_AUTHENTICATED_COOKIE } from '../src/auth/storageKeys';
import { expect, test } from './fixtures';
import { createMember, logIn, ok } from './support/members';

const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test('§6 per-siyum pages: the server decides, a refusal goes silently home', async ({
  browser,
  identity,
  stack,
}) => {
  // Three accounts log in in turn and open eleven pages: 20 s on two quiet cores, 50–60 s on a busy
  // day's (2026-11-27); twice that before calling it stuck.
  test.setTimeout(120_000);
  const owner = await createMember(identity, stack.apiUrl, 'owner');
  const helper = await createMember(identity, stack.apiUrl, 'helper');
  const stranger = await createMember(identity, stack.apiUrl, 'stranger');
  const siyum = await owner.createSiyum();
  ok(
    await owner.rpc.mutation(
      'siyum.permissions.grant',
      { siyumId: siyum.id, email: helper.email, editSignup: true },
      owner.token,
    ),
  );
  const expected: [typeof owner, Record<'edit' | 'participants' | 'admins', boolean>][] = [
    [owner, { edit: true, participants: true, admins: true }],
    [helper, { edit: true, participants: true, admins: false }],
    [stranger, { edit: false, participants: false, admins: false }],
  ];
  const titles = {
    edit: pageMessages.edit,
    participants: pageMessages.participants,
    admins: pageMessages.admins,
  };
  for (const [member, access] of expected) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, member.email);
    for (const area of ['edit', 'participants', 'admins'] as const) {
      await page.goto(`/${area}/${siyum.id}`);
      if (access[area]) {
        await expect(heading(page)).toContainText(titles[area]);
        await expect(page).toHaveURL(`/${area}/${siyum.id}`);
      } else {
        await expect(page).toHaveURL('/');
        await expect(page.getByRole('alert')).toHaveCount(0);
      }
    }
    // An unknown siyum is no one's to manage.
    await page.goto('/admins/999999');
    await expect(page).toHaveURL('/');
    await context.close();
  }
});

test('a visitor asking for participants logs in and comes back to it', async ({ page, identity, stack }) => {
  const owner = await createMember(identity, stack.apiUrl, 'roundtrip');
  const siyum = await owner.createSiyum();
  const path = `/participants/${siyum.id}`;
  await page.goto(`${path}?tab=learners`);
  await expect(page).toHaveURL(`/login?redirectUrl=${encodeURIComponent(`${path}?tab=learners`)}`);
  await logIn(page, owner.email);
  await expect(page).toHaveURL(`${path}?tab=learners`);
  await expect(heading(page)).toContainText(pageMessages.participants);
});

test('/s/{id} resolves the short link to its siyum; an unknown one is not found', async ({
  page,
  identity,
  stack,
}) => {
  const owner = await createMember(identity, stack.apiUrl, 'shortlink');
  const siyum = await owner.createSiyum('Mishnah for Rivka bat Sarah');
  await page.goto(`/s/${siyum.id}`);
  await expect(heading(page)).toHaveText('Mishnah for Rivka bat Sarah');
  await expect(page.getByText(format(siyumPageMessages.date, { date: '1 January 2031' }))).toBeVisible();
  await expect(page).toHaveTitle(/^Mishnah for Rivka bat Sarah - /);
  for (const path of ['/s/999999', '/s/abc']) {
    await page.goto(path);
    await expect(heading(page)).toHaveText(format(notFoundMessages.invalid, { path }));
  }
});

test('/portions/{id} opens that siyum with its portion board (§2)', async ({ page, identity, stack }) => {
  const owner = await createMember(identity, stack.apiUrl, 'portions');
  const siyum = await owner.createSiyum('Mishnah for the shloshim');
  await page.goto(`/portions/${siyum.id}`);
  await expect(heading(page)).toHaveText('Mishnah for the shloshim');
  // The board: Mishnah by tractate, 63 portions, the first of them Berakhot.
  await expect(page.getByRole('button', { name: /Berakhot/ }).first()).toBeVisible();
  await page.goto('/portions/abc');
  await expect(heading(page)).toHaveText(format(notFoundMessages.invalid, { path: '/portions/abc' }));
});

test('/sign-out, where a hosted sign-out returns, clears the signed-in flag and goes home (§2)', async ({
  page,
}) => {
  await page.goto('/');
  await page.context().addCookies([{ name: IS_AUTHENTICATED_COOKIE, value: 'true', url: page.url() }]);
  await page.goto('/sign-out');
  await expect(page).toHaveURL(/\/$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === IS_AUTHENTICATED_COOKIE)).toBeUndefined();
});

test('a newer build deployed while the tab is open loads on the next navigation', async ({ page, stack }) => {
  const latestPath = join(stack.webDir, 'builds', 'latest.json');
  const deployed = await readFile(latestPath, 'utf8');
  const { id } = JSON.parse(deployed) as { id: string };
  await page.clock.install();
  await page.goto('/');
  await expect(heading(page)).toBeVisible();
  const nav = page.getByRole('navigation', { name: navMessages.mainNavigation });

  // Same build: navigation stays in the page (the marker survives).
  await page.evaluate(() => Object.assign(window, { marker: 'same page' }));
  await page.clock.runFor(BUILD_POLL_INTERVAL_MS);
  await nav.getByRole('link', { name: navMessages.about }).click();
  await expect(heading(page)).toHaveText(pageMessages.about);
  expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBe('same page');

  try {
    // A deploy replaces the descriptor (same length: the static server keeps file sizes it has seen).
    const newId = id.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    await writeFile(latestPath, JSON.stringify({ id: newId }));
    const polled = page.waitForRequest((request) => request.url().includes('/builds/latest.json?t='));
    await page.clock.runFor(BUILD_POLL_INTERVAL_MS);
    await polled;
    const loaded = page.waitForEvent('load');
    await nav.getByRole('link', { name: navMessages.home }).click();
    await loaded;
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBeUndefined();
  } finally {
    await writeFile(latestPath, deployed);
  }
});

test('the viewport breakpoint is saved to a strict 365-day cookie and follows resizes', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const viewportCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'viewport');
  await expect.poll(async () => (await viewportCookie())?.value).toBe('tabPhone');
  const cookie = await viewportCookie();
  expect(cookie?.sameSite).toBe('Strict');
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => (await viewportCookie())?.value).toBe('tabLandWide');
});

test('the mobile menu locks the page scroll while open', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 500 });
  await page.goto('/');
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
  });
  await page.getByRole('banner').getByRole('button', { name: navMessages.menu }).click();
  const menu = page.getByRole('dialog', { name: navMessages.menu });
  await expect(menu).toBeVisible();
  await page.mouse.wheel(0, 800);
  await page.keyboard.press('PageDown');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
