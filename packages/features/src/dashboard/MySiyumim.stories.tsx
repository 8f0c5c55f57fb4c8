import { siyumDashboardMessages } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { completedSiyum, healingSiyum, memorySiyum, shasSiyum } from '../community/fixtures';
import { withSampleImages } from '../shared/sampleImages';
import {
  DASHBOARD_TODAY,
  mySiyumim,
  mySiyumimHrefs,
  mySiyumimWithPhotos,
  noSiyumim,
  VIEWER_SESSION,
} from './fixtures';
import { MySiyumim } from './MySiyumim';

const m = siyumDashboardMessages.siyumim;

/**
 * Takes focus off whatever the play function last clicked: whether a clicked control shows its
 * focus ring varied between runs, and the baseline should show the widget at rest.
 */
const settle = () => (document.activeElement as HTMLElement | null)?.blur();

/** The section under a heading. */
const sectionOf = (root: HTMLElement, title: string) => within(root).getByRole('region', { name: title });

const meta = {
  title: 'Siyum/Dashboard/MySiyumim',
  component: MySiyumim,
  args: {
    ...mySiyumim,
    hrefs: mySiyumimHrefs,
    createHref: '/create',
    onNavigate: fn(),
    today: DASHBOARD_TODAY,
    // Esther, whatever the toolbar's sample user: the fixtures are her siyumim.
    viewer: VIEWER_SESSION,
  },
  // Photos come from the sample image service (inline drawings, no server).
  decorators: [
    withSampleImages,
    (Story, { parameters }) => (
      <div style={{ width: (parameters.width as string | undefined) ?? '46rem', boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MySiyumim>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two siyumim I organize and two I help run: each card links to its page, with Progress and
 * Participants under it — and Admins only under mine.
 */
export const OwnerAndHelper: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      m.ownedTitle,
      m.helpingTitle,
    ]);
    const owned = sectionOf(canvasElement, m.ownedTitle);
    const helping = sectionOf(canvasElement, m.helpingTitle);
    await expect(within(owned).getAllByRole('article')).toHaveLength(2);
    await expect(within(owned).getByRole('heading', { level: 3, name: memorySiyum.title })).toBeVisible();
    await expect(within(owned).getByRole('heading', { level: 3, name: completedSiyum.title })).toBeVisible();
    await expect(within(owned).getAllByText('Organized by Esther W.')).toHaveLength(2);
    await expect(within(helping).getAllByRole('article')).toHaveLength(2);
    await expect(within(helping).getByText('Organized by Leah F.')).toBeVisible();

    // The owner's links: Progress, Participants and Admins, each named for its siyum.
    const progress = within(owned).getByRole('link', { name: `Progress: ${memorySiyum.title}` });
    await expect(progress).toHaveAttribute('href', `/progress/${memorySiyum.id}`);
    await expect(progress).toHaveTextContent(m.progress);
    await expect(
      within(owned).getByRole('link', { name: `Participants: ${memorySiyum.title}` }),
    ).toHaveAttribute('href', `/participants/${memorySiyum.id}`);
    const admins = within(owned).getByRole('link', { name: `Admins: ${completedSiyum.title}` });
    await expect(admins).toHaveAttribute('href', `/admins/${completedSiyum.id}`);
    await expect(within(owned).getAllByRole('link', { name: /^Admins: / })).toHaveLength(2);

    // A helper's links: no Admins.
    await expect(within(helping).queryByRole('link', { name: /^Admins/ })).toBeNull();
    await expect(within(helping).getByRole('link', { name: `Progress: ${shasSiyum.title}` })).toHaveAttribute(
      'href',
      `/progress/${shasSiyum.id}`,
    );
    await expect(
      within(helping).getByRole('link', { name: `Participants: ${healingSiyum.title}` }),
    ).toHaveAttribute('href', `/participants/${healingSiyum.id}`);

    await userEvent.click(admins);
    await expect(args.onNavigate).toHaveBeenLastCalledWith(`/admins/${completedSiyum.id}`);
    await userEvent.click(within(helping).getByRole('link', { name: healingSiyum.title }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith(`/s/${healingSiyum.id}`);
    await expect(canvas.queryByRole('link', { name: m.create })).toBeNull();
    settle();
  },
};

/**
 * §6 decides a helper's links: with only the edit permission on the Tehillim siyum, its card offers
 * Progress but no Participants; Shas (updateUsers) keeps both.
 */
export const HelperLinksFollowPermissions: Story = {
  args: {
    owned: [],
    viewer: {
      id: VIEWER_SESSION.id,
      siyum_permission: [
        { siyum: healingSiyum.id, editSiyum: true, editSignup: false, updateUsers: false },
        { siyum: shasSiyum.id, editSiyum: false, editSignup: false, updateUsers: true },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const helping = sectionOf(canvasElement, m.helpingTitle);
    await expect(
      within(helping).getByRole('link', { name: `Progress: ${healingSiyum.title}` }),
    ).toBeVisible();
    await expect(
      within(helping).queryByRole('link', { name: `Participants: ${healingSiyum.title}` }),
    ).toBeNull();
    await expect(
      within(helping).getByRole('link', { name: `Participants: ${shasSiyum.title}` }),
    ).toHaveAttribute('href', `/participants/${shasSiyum.id}`);
    await expect(within(helping).queryByRole('link', { name: /^Admins/ })).toBeNull();
  },
};

/** A siyum I own and also hold a permission on shows once, among mine. */
export const OwnedAndHelpingTheSame: Story = {
  args: { owned: [memorySiyum], helping: [memorySiyum, healingSiyum] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    const helping = sectionOf(canvasElement, m.helpingTitle);
    await expect(within(helping).queryByRole('link', { name: memorySiyum.title })).toBeNull();
    await expect(within(helping).getByRole('link', { name: healingSiyum.title })).toBeVisible();
  },
};

/** I only help run siyumim: my own section invites me to create one. */
export const HelperOnly: Story = {
  args: { owned: [], helping: [healingSiyum] },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const owned = sectionOf(canvasElement, m.ownedTitle);
    await expect(within(owned).getByText(m.ownedEmpty)).toBeVisible();
    const create = within(owned).getByRole('link', { name: m.create });
    await expect(create).toHaveAttribute('href', '/create');
    await userEvent.click(create);
    await expect(args.onNavigate).toHaveBeenCalledWith('/create');
    await expect(within(sectionOf(canvasElement, m.helpingTitle)).getAllByRole('article')).toHaveLength(1);
    await expect(canvas.queryByText(m.helpingEmpty)).toBeNull();
    settle();
  },
};

/** Nothing yet: both sections say so; the first invites me to create a siyum. */
export const Empty: Story = {
  args: { ...noSiyumim },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(within(sectionOf(canvasElement, m.ownedTitle)).getByText(m.ownedEmptyHint)).toBeVisible();
    await expect(within(sectionOf(canvasElement, m.helpingTitle)).getByText(m.helpingEmpty)).toBeVisible();
    await expect(
      within(sectionOf(canvasElement, m.helpingTitle)).getByText(m.helpingEmptyHint),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: m.create })).toHaveAttribute('href', '/create');
  },
};

/** A 320 px screen: one card a row, its links wrap under it, nothing overflows. */
export const Narrow320: Story = {
  args: { owned: [{ ...memorySiyum, user: { id: 1, name: 'Esther W.' } }], helping: [shasSiyum] },
  parameters: { width: '288px' },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector('.siyum-mine') as HTMLElement;
    const right = root.getBoundingClientRect().right;
    for (const element of root.querySelectorAll<HTMLElement>('*'))
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
    for (const card of canvas.getAllByRole('article'))
      await expect(card.getBoundingClientRect().width).toBe(288);
  },
};

/** The card of the article titled `title`. */
const cardOf = (root: HTMLElement, title: string) => within(root).getByRole('article', { name: title });

/**
 * Siyumim with photos: their cards show the thumbnail beside the title (lazy, srcset of the §9
 * widths, box reserved); the others stay as they were. The quick links are unchanged.
 */
export const WithPhotos: Story = {
  args: { ...mySiyumimWithPhotos },
  play: async ({ canvas, canvasElement }) => {
    const memorial = cardOf(canvasElement, memorySiyum.title);
    const img = within(memorial).getByRole('img', { name: 'Sarah bat Avraham' });
    await expect((img.getAttribute('srcset') ?? '').split(', ').length).toBeGreaterThanOrEqual(4);
    await expect(img).toHaveAttribute('width', '72');
    await expect(img).toHaveAttribute('height', '72');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(within(cardOf(canvasElement, shasSiyum.title)).getByRole('img')).toHaveAttribute(
      'alt',
      'Yosef ben Moshe',
    );
    await expect(cardOf(canvasElement, completedSiyum.title).querySelector('img')).toBeNull();
    await expect(cardOf(canvasElement, healingSiyum.title).querySelector('img')).toBeNull();
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: `Admins: ${memorySiyum.title}` })).toBeVisible();
    const frames = [...canvasElement.querySelectorAll<HTMLElement>('.siyum-photo')];
    await waitFor(() => expect(frames.map((frame) => frame.dataset.state)).toEqual(['loaded', 'loaded']));
  },
};

/** A 320 px screen with photos: each thumbnail above its title, nothing overflows. */
export const WithPhotosNarrow320: Story = {
  args: { ...mySiyumimWithPhotos, owned: mySiyumimWithPhotos.owned.slice(0, 1), helping: [] },
  parameters: { width: '288px' },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector('.siyum-mine') as HTMLElement;
    const right = root.getBoundingClientRect().right;
    for (const element of root.querySelectorAll<HTMLElement>('*'))
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
    const img = canvas.getByRole('img', { name: 'Sarah bat Avraham' });
    const title = canvas.getByRole('heading', { name: memorySiyum.title });
    await expect(img.getBoundingClientRect().bottom).toBeLessThan(title.getBoundingClientRect().top);
    await waitFor(() => expect(img.closest('.siyum-photo')).toHaveAttribute('data-state', 'loaded'));
  },
};
