import { navMessages, siyumDashboardMessages } from '@siyum/domain';
import { SAMPLE_TODAY, sampleSiyumRecord } from '@siyum/domain/fixtures';
import { he } from '@siyum/domain/messages/he';
import { useViewer } from '@siyum/ui/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DashboardView, type DashboardViewProps } from '../src/pages/DashboardPage';
import { SamplePage, sampleMine } from './samplePages';

const m = siyumDashboardMessages;
const title = sampleSiyumRecord.title;

/** The dashboard with what the sample API answers the session's user, as the app's page asks it. */
function SampleDashboard(props: Omit<DashboardViewProps, 'learnings' | 'siyumim'>) {
  const { learnings, siyumim } = sampleMine(useViewer());
  return <DashboardView {...props} learnings={learnings} siyumim={siyumim} />;
}

const section = (root: HTMLElement, name: string) => within(root).getByRole('region', { name });

/** The open learnings listed, by their portion labels. */
const listedPortions = (root: HTMLElement) =>
  within(section(root, m.learnings.title))
    .queryAllByRole('button', { name: /^Mark learned: / })
    .map((button) => button.getAttribute('aria-label')?.replace(/^Mark learned: (.*) \(.*\)$/, '$1'));

/**
 * /dashboard for each sample user (the `user` global, pinned per story): a visitor is sent to the
 * login; the others see their own learnings in the sample siyum and, if they run it, its card with
 * the links §6 gives them.
 */
const meta = {
  title: 'Pages/Dashboard',
  component: SampleDashboard,
  parameters: { layout: 'fullscreen' },
  args: { today: SAMPLE_TODAY, onComplete: fn(), onNavigate: fn() },
  decorators: [
    (Story) => (
      <SamplePage path="/dashboard">
        <Story />
      </SamplePage>
    ),
  ],
} satisfies Meta<typeof SampleDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor never sees a dashboard: §2 sends them to the login, to come back here after. */
export const Visitor: Story = {
  globals: { user: 'visitor' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('heading', { level: 1, name: navMessages.myDashboard })).toBeNull();
    await expect(canvasElement.querySelector('[data-sent-to]')).toHaveAttribute(
      'data-sent-to',
      '/login?redirectUrl=%2Fdashboard',
    );
    await expect(canvas.getByRole('button', { name: navMessages.login })).toBeVisible();
  },
};

/**
 * A learner (Rivka): her name, her two open portions (the learned one is counted, not listed),
 * and nothing she organizes or helps run.
 */
export const Learner: Story = {
  globals: { user: 'plainUser' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: navMessages.myDashboard })).toBeVisible();
    await expect(canvas.getByText('Rivka Levi')).toBeVisible();
    await expect(listedPortions(canvasElement)).toEqual(['Berakhot', 'Shabbat']);
    await expect(
      within(section(canvasElement, m.siyumim.ownedTitle)).getByText(m.siyumim.ownedEmpty),
    ).toBeVisible();
    await expect(
      within(section(canvasElement, m.siyumim.helpingTitle)).getByText(m.siyumim.helpingEmpty),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Mark learned: Berakhot (${title})` }));
    await expect(args.onComplete).toHaveBeenCalledWith(expect.any(Number), true);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The owner (Moshe): the sample siyum among those he organizes, with Progress, Participants and Admins. */
export const Owner: Story = {
  globals: { user: 'owner' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Moshe Cohen')).toBeVisible();
    await expect(listedPortions(canvasElement)).toEqual(['Peah']);
    const owned = section(canvasElement, m.siyumim.ownedTitle);
    await expect(within(owned).getByRole('link', { name: `Admins: ${title}` })).toHaveAttribute(
      'href',
      `/admins/${sampleSiyumRecord.id}`,
    );
    await expect(within(owned).getByRole('link', { name: `Participants: ${title}` })).toBeVisible();
    await expect(within(section(canvasElement, m.siyumim.helpingTitle)).queryByRole('article')).toBeNull();
  },
};

/** A helper with editSignup (Leah): the sample siyum among those she helps run — Participants, no Admins. */
export const Helper: Story = {
  globals: { user: 'editSignupHelper' },
  play: async ({ canvasElement }) => {
    await expect(listedPortions(canvasElement)).toEqual(['Terumot']);
    const helping = section(canvasElement, m.siyumim.helpingTitle);
    await expect(within(helping).getByRole('link', { name: `Participants: ${title}` })).toHaveAttribute(
      'href',
      `/participants/${sampleSiyumRecord.id}`,
    );
    await expect(within(helping).queryByRole('link', { name: `Admins: ${title}` })).toBeNull();
    await expect(within(section(canvasElement, m.siyumim.ownedTitle)).queryByRole('article')).toBeNull();
  },
};

/**
 * A helper who may only edit (Dovid, editSiyum): his card has Progress but no Participants (§6 would
 * turn him away), and his one portion is learned, so nothing is left to list.
 */
export const HelperWhoEditsOnly: Story = {
  globals: { user: 'editSiyumHelper' },
  play: async ({ canvasElement }) => {
    await expect(listedPortions(canvasElement)).toEqual([]);
    await expect(
      within(section(canvasElement, m.learnings.title)).getByText(m.learnings.allDoneTitle),
    ).toBeVisible();
    const helping = section(canvasElement, m.siyumim.helpingTitle);
    await expect(within(helping).getByRole('link', { name: `Progress: ${title}` })).toBeVisible();
    await expect(within(helping).queryByRole('link', { name: `Participants: ${title}` })).toBeNull();
  },
};

/** Issue 23: a learner's dashboard in Hebrew: the sections and the portions by their Hebrew names. */
export const LearnerInHebrew: Story = {
  globals: { user: 'plainUser', locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: he.nav.myDashboard })).toBeVisible();
    await expect(canvas.getByRole('region', { name: he.siyumDashboard.learnings.title })).toBeVisible();
    await expect(canvas.getByText('ברכות')).toBeVisible();
    await expect(canvas.queryByText('Berakhot')).toBeNull();
  },
};
