import {
  siyumBoardMessages as board,
  finishLineMessages,
  format,
  navMessages,
  siyumManageMessages,
  siyumPath,
} from '@siyum/domain';
import { SAMPLE_TODAY, sampleSiyumPortions, sampleSiyumRecord } from '@siyum/domain/fixtures';
import { he } from '@siyum/domain/messages/he';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { samplePhoto, withSampleImages } from '../packages/features/src/shared/sampleImages';
import { SiyumView, siyumBoard } from '../src/pages/SiyumPage';
import { SAMPLE_ORIGIN, SamplePage } from './samplePages';

const portions = sampleSiyumPortions();
const idOf = (label: string) => portions.find((p) => p.labelEn === label)?.id;

/** The board's row of a portion, by its English label. */
function rowOf(root: HTMLElement, label: string): HTMLElement {
  const row = within(root).getByText(label, { selector: '.siyum-board__label' }).closest('li');
  if (!row) throw new Error(`${label} is not in a row`);
  return row;
}

/** The links of "Manage this siyum", by their text; none when it is not drawn. */
function manageLinks(root: HTMLElement): string[] {
  const nav = within(root).queryByRole('navigation', { name: siyumManageMessages.manageLinks });
  return nav
    ? within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent ?? '')
    : [];
}

/**
 * /s/1, the sample siyum's page, as each sample user sees it (the `user` global, pinned per story):
 * the header, the links to the pages §6 lets them run, and the board with their own portions
 * marked. The board and the siyum come from the domain's fixtures; the calls are spies.
 */
const meta = {
  title: 'Pages/Siyum',
  component: SiyumView,
  parameters: { layout: 'fullscreen' },
  // The board's code is its own (src/pages/siyumBoard.ts): loaded first, the board draws with the
  // page, as on the live page, which loads it while the siyum's answer is on its way.
  loaders: [() => siyumBoard.load()],
  args: {
    siyum: sampleSiyumRecord,
    portions,
    today: SAMPLE_TODAY,
    origin: SAMPLE_ORIGIN,
    onSignUp: fn(),
    onRelease: fn(),
    onComplete: fn(),
    onNavigate: fn(),
  },
  decorators: [
    (Story) => (
      <SamplePage path={siyumPath(sampleSiyumRecord)}>
        <Story />
      </SamplePage>
    ),
  ],
} satisfies Meta<typeof SiyumView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor: Login in the header, a note that taking a portion starts with logging in, no "Mine"
 * filter and nothing to manage. "Sign up" still reaches the page, which opens the login.
 */
export const Visitor: Story = {
  globals: { user: 'visitor' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: navMessages.login })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: navMessages.myDashboard })).toBeNull();
    await expect(canvas.getByText(board.visitorHint)).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: board.filterMine })).toBeNull();
    await expect(manageLinks(canvasElement)).toEqual([]);
    await expect(within(rowOf(canvasElement, 'Berakhot')).getByText('Taken by Rivka L.')).toBeVisible();
    await expect(canvas.queryByText(board.yoursClaimed)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up for Demai' }));
    await expect(args.onSignUp).toHaveBeenCalledWith(idOf('Demai'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * A learner (Rivka): signed in, nothing to manage; her portions are marked — two being learned,
 * one learned — and "Mine" lists exactly those.
 */
export const Learner: Story = {
  globals: { user: 'plainUser' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('button', { name: navMessages.logout })).toBeVisible();
    await expect(canvas.queryByText(board.visitorHint)).toBeNull();
    await expect(manageLinks(canvasElement)).toEqual([]);
    await expect(within(rowOf(canvasElement, 'Berakhot')).getByText(board.yoursClaimed)).toBeVisible();
    await expect(within(rowOf(canvasElement, 'Kilayim')).getByText(board.yoursLearned)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark learned: Berakhot' })).toBeVisible();
    await expect(within(rowOf(canvasElement, 'Peah')).getByText('Taken by Moshe C.')).toBeVisible();

    await userEvent.click(canvas.getByRole('radio', { name: board.filterMine }));
    await expect(
      canvas.getByText('You have 3 portions · 1 learned', { selector: '.siyum-board__count' }),
    ).toBeVisible();
    const shown = [...canvasElement.querySelectorAll('.siyum-board__row .siyum-board__label')];
    await expect(shown.map((label) => label.textContent)).toEqual(['Berakhot', 'Kilayim', 'Shabbat']);
    await userEvent.click(canvas.getByRole('radio', { name: board.filterAll }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The owner (Moshe): every manage link — Edit, Participants, Admins, and the lobby screen for a shul's
 * display (issue 24) — and his own portion marked.
 */
export const Owner: Story = {
  globals: { user: 'owner' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(manageLinks(canvasElement)).toEqual([
      siyumManageMessages.manageEdit,
      siyumManageMessages.manageParticipants,
      siyumManageMessages.manageAdmins,
      finishLineMessages.lobbyLink,
    ]);
    await expect(canvas.getByRole('link', { name: siyumManageMessages.manageAdmins })).toHaveAttribute(
      'href',
      `/admins/${sampleSiyumRecord.id}`,
    );
    await expect(canvas.getByRole('link', { name: finishLineMessages.lobbyLink })).toHaveAttribute(
      'href',
      `/lobby/${sampleSiyumRecord.id}`,
    );
    await userEvent.click(canvas.getByRole('link', { name: siyumManageMessages.manageParticipants }));
    await expect(args.onNavigate).toHaveBeenCalledWith(`/participants/${sampleSiyumRecord.id}`);
    await expect(within(rowOf(canvasElement, 'Peah')).getByText(board.yoursClaimed)).toBeVisible();
    await expect(within(rowOf(canvasElement, 'Berakhot')).getByText('Taken by Rivka L.')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A helper with editSignup (Leah): Edit, Participants and the lobby screen, no Admins; her portion marked. */
export const Helper: Story = {
  globals: { user: 'editSignupHelper' },
  play: async ({ canvasElement }) => {
    await expect(manageLinks(canvasElement)).toEqual([
      siyumManageMessages.manageEdit,
      siyumManageMessages.manageParticipants,
      finishLineMessages.lobbyLink,
    ]);
    await expect(within(rowOf(canvasElement, 'Terumot')).getByText(board.yoursClaimed)).toBeVisible();
  },
};

/** A helper who may only edit the siyum (Dovid, editSiyum): Edit and the lobby screen; his portion learned. */
export const HelperWhoEditsOnly: Story = {
  globals: { user: 'editSiyumHelper' },
  play: async ({ canvasElement }) => {
    await expect(manageLinks(canvasElement)).toEqual([
      siyumManageMessages.manageEdit,
      finishLineMessages.lobbyLink,
    ]);
    await expect(within(rowOf(canvasElement, 'Sheviit')).getByText(board.yoursLearned)).toBeVisible();
  },
};

/**
 * In memory of someone, with their photo (issue 21): beside the title, the page's largest image —
 * loaded at once with high priority, a srcset over the §9 widths, its size fixed so nothing shifts.
 */
export const WithPhoto: Story = {
  globals: { user: 'visitor' },
  args: { siyum: { ...sampleSiyumRecord, photo: samplePhoto(1) } },
  decorators: [withSampleImages],
  play: async ({ canvasElement }) => {
    const photo = canvasElement.querySelector<HTMLImageElement>('.siyum-page__head img');
    if (!photo) throw new Error('no photo in the header');
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).toHaveAttribute('loading', 'eager');
    await expect(photo.getAttribute('width')).toBe(photo.getAttribute('height'));
    await expect((photo.getAttribute('srcset') ?? '').split(/,\s+/).length).toBeGreaterThanOrEqual(4);
    await expect(photo).toHaveAccessibleName(sampleSiyumRecord.dedicationNames);
  },
};

/**
 * Issue 23: a learner in Hebrew, right to left: the header, the progress and the board in Hebrew,
 * each portion by its Hebrew name alone; a learner's name (Latin letters here) isolated so it does
 * not scramble the line. Light and dark baselines.
 */
export const LearnerInHebrew: Story = {
  globals: { user: 'plainUser', locale: 'he' },
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('button', { name: he.nav.logout })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: format(he.siyumBoard.markLearnedFor, { label: 'ברכות' }) }),
    ).toBeVisible();
    await expect(canvas.queryByText('Berakhot')).toBeNull();
    const taken = canvasElement.querySelector('.siyum-board bdi');
    await expect(taken?.textContent).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
  },
};
