import { siyumManageMessages as m } from '@siyum/domain';
import { SAMPLE_USER_KEYS, sampleSiyum, sampleUsers } from '@siyum/domain/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SiyumManageLinks } from './SiyumManageLinks';

const HREFS = { edit: '/edit/1', participants: '/participants/1', admins: '/admins/1' };

/** The links a canvas shows, by their text. */
const linkTexts = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('link')
    .map((link) => link.textContent);

const meta = {
  title: 'Siyum/Manage/SiyumManageLinks',
  component: SiyumManageLinks,
  args: { siyum: sampleSiyum, hrefs: HREFS, onNavigate: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiyumManageLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner (the session's sample user) may open every page of their siyum. */
export const Owner: Story = {
  globals: { user: 'owner' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: m.manageLinks });
    await expect(linkTexts(nav)).toEqual([m.manageEdit, m.manageParticipants, m.manageAdmins]);
    await expect(canvas.getByRole('link', { name: m.manageAdmins })).toHaveAttribute('href', '/admins/1');
    await userEvent.click(canvas.getByRole('link', { name: m.manageParticipants }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/participants/1');
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** A helper with editSignup: Edit and Participants, never Admins (the owner's alone). */
export const EditSignupHelper: Story = {
  globals: { user: 'editSignupHelper' },
  play: async ({ canvasElement }) => {
    await expect(linkTexts(canvasElement)).toEqual([m.manageEdit, m.manageParticipants]);
  },
};

/** A helper with updateUsers: Participants only. */
export const UpdateUsersHelper: Story = {
  globals: { user: 'updateUsersHelper' },
  play: async ({ canvasElement }) => {
    await expect(linkTexts(canvasElement)).toEqual([m.manageParticipants]);
  },
};

/** A learner without a permission, and a visitor: nothing to manage, so nothing is drawn. */
export const LearnerSeesNothing: Story = {
  globals: { user: 'plainUser' },
  // An empty canvas: nothing to compare.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const VisitorSeesNothing: Story = {
  globals: { user: 'visitor' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/**
 * Every sample user at once, each given as the `viewer` prop (which wins over the session): the
 * §6 matrix of `permissions.test.ts`, drawn.
 */
export const AllSampleUsers: Story = {
  render: (args) => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.5rem 1rem', margin: 0 }}>
      {SAMPLE_USER_KEYS.map((key) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt style={{ alignSelf: 'center' }}>{key}</dt>
          <dd style={{ margin: 0 }} data-user={key}>
            <SiyumManageLinks {...args} viewer={sampleUsers[key]} label={`${m.manageLinks} (${key})`} />
          </dd>
        </div>
      ))}
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const linksOf = (key: string) =>
      linkTexts(canvasElement.querySelector(`[data-user="${key}"]`) as HTMLElement);
    await expect(linksOf('visitor')).toEqual([]);
    await expect(linksOf('plainUser')).toEqual([]);
    await expect(linksOf('owner')).toEqual([m.manageEdit, m.manageParticipants, m.manageAdmins]);
    await expect(linksOf('editSiyumHelper')).toEqual([m.manageEdit]);
    await expect(linksOf('editSignupHelper')).toEqual([m.manageEdit, m.manageParticipants]);
    await expect(linksOf('updateUsersHelper')).toEqual([m.manageParticipants]);
  },
};
