import { siyumManageMessages as m, validationMessages } from '@siyum/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AdminsManager, type AdminsManagerProps } from './AdminsManager';
import { HELPERS } from './fixtures';

/**
 * A page column at desktop width, or the narrowest phone (`parameters.width`). The test browser
 * captures no more than its viewport's height, so the column is cut at a fixed fold: the baseline
 * holds the first screenful, the play function still sees it all.
 */
const inColumn: Decorator = (Story, { parameters }) => (
  <div
    style={{
      width: (parameters.width as string | number | undefined) ?? '44rem',
      maxHeight: 880,
      overflowY: 'clip',
    }}
  >
    <Story />
  </div>
);

/** The card of a helper, found by the name in its heading. */
function cardOf(root: HTMLElement, name: string): HTMLElement {
  const card = within(root).getByRole('heading', { level: 3, name }).closest('li');
  if (!card) throw new Error(`${name} has no card`);
  return card;
}

/** The page's side: applies grants and revokes to its own list (as the server answers), spies too. */
function LiveAdmins(props: AdminsManagerProps) {
  const [helpers, setHelpers] = useState(props.helpers);
  return (
    <AdminsManager
      {...props}
      helpers={helpers}
      onGrant={(grant) => {
        setHelpers((list) => list.map((h) => (h.email === grant.email ? { ...h, ...grant } : h)));
        return props.onGrant(grant);
      }}
      onRevoke={(email) => {
        setHelpers((list) => list.filter((h) => h.email !== email));
        props.onRevoke(email);
      }}
    />
  );
}

const meta = {
  title: 'Siyum/AdminsManager',
  component: AdminsManager,
  args: { helpers: HELPERS, onGrant: fn(), onRevoke: fn() },
  decorators: [inColumn],
} satisfies Meta<typeof AdminsManager>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three helpers, each with their permissions as plain-worded checkboxes; the key says what each
 * permission opens, and every box is described by its line of the key.
 */
export const Helpers: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: m.helpersHeading })).toBeVisible();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      m.permissionEditSiyum,
      m.permissionEditSignup,
      m.permissionUpdateUsers,
    ]);
    await expect(canvas.getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
      m.permissionEditSiyumDescription,
      m.permissionEditSignupDescription,
      m.permissionUpdateUsersDescription,
    ]);
    await expect(canvas.getByText(m.lastPermissionNote)).toBeVisible();

    const names = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(names).toEqual([m.permissionsKey, 'Sarah Gold', 'Shmuel Tal', 'leah.r@example.net']);

    const sarah = within(cardOf(canvasElement, 'Sarah Gold'));
    await expect(sarah.getByRole('group', { name: 'Permissions of Sarah Gold' })).toBeVisible();
    await expect(sarah.getByRole('checkbox', { name: m.permissionEditSiyum })).toBeChecked();
    await expect(sarah.getByRole('checkbox', { name: m.permissionEditSignup })).not.toBeChecked();
    await expect(sarah.getByRole('checkbox', { name: m.permissionUpdateUsers })).not.toBeChecked();
    await expect(sarah.getByRole('checkbox', { name: m.permissionEditSignup })).toHaveAccessibleDescription(
      m.permissionEditSignupDescription,
    );
    await expect(sarah.getByRole('link', { name: 'Email sarah.gold@example.com' })).toHaveAttribute(
      'href',
      'mailto:sarah.gold@example.com',
    );

    const shmuel = within(cardOf(canvasElement, 'Shmuel Tal'));
    await expect(shmuel.getByRole('checkbox', { name: m.permissionEditSiyum })).not.toBeChecked();
    await expect(shmuel.getByRole('checkbox', { name: m.permissionEditSignup })).toBeChecked();
    await expect(shmuel.getByRole('checkbox', { name: m.permissionUpdateUsers })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Remove leah.r@example.net as a helper' })).toBeVisible();
  },
};

/** "Add a helper": an email and the permissions to give; the form then clears. */
export const GrantNew: Story = {
  args: { helpers: HELPERS.slice(0, 1) },
  play: async ({ canvas, userEvent, args }) => {
    const form = within(canvas.getByRole('form', { name: m.addHelperHeading }));
    const email = form.getByRole('textbox', { name: m.email });
    await userEvent.type(email, 'Miriam.F@Example.com');
    const signups = form.getByRole('checkbox', { name: m.permissionEditSignup });
    await expect(signups).toHaveAccessibleDescription(m.permissionEditSignupDescription);
    await userEvent.click(signups);
    await userEvent.click(form.getByRole('checkbox', { name: m.permissionUpdateUsers }));
    await userEvent.click(form.getByRole('button', { name: m.addHelperSubmit }));
    await expect(args.onGrant).toHaveBeenCalledOnce();
    await expect(args.onGrant).toHaveBeenCalledWith({
      email: 'miriam.f@example.com',
      editSiyum: false,
      editSignup: true,
      updateUsers: true,
    });
    await waitFor(() => expect(email).toHaveValue(''));
    await expect(signups).not.toBeChecked();
    await expect(args.onRevoke).not.toHaveBeenCalled();
  },
};

/** Ticking or unticking a box grants the helper's full new set of permissions. */
export const ToggleFlag: Story = {
  render: (args) => <LiveAdmins {...args} />,
  play: async ({ canvasElement, userEvent, args }) => {
    const sarah = within(cardOf(canvasElement, 'Sarah Gold'));
    const participants = sarah.getByRole('checkbox', { name: m.permissionUpdateUsers });
    await userEvent.click(participants);
    await expect(args.onGrant).toHaveBeenCalledOnce();
    await expect(args.onGrant).toHaveBeenCalledWith({
      email: 'sarah.gold@example.com',
      editSiyum: true,
      editSignup: false,
      updateUsers: true,
    });
    await expect(participants).toBeChecked();
    await expect(participants).toHaveFocus();

    const shmuel = within(cardOf(canvasElement, 'Shmuel Tal'));
    await userEvent.click(shmuel.getByRole('checkbox', { name: m.permissionEditSignup }));
    await expect(args.onGrant).toHaveBeenLastCalledWith({
      email: 'shmuel.tal@example.org',
      editSiyum: false,
      editSignup: false,
      updateUsers: true,
    });
    await expect(shmuel.getByRole('checkbox', { name: m.permissionEditSignup })).not.toBeChecked();
    await expect(args.onRevoke).not.toHaveBeenCalled();
  },
};

/** Unticking a helper's last permission revokes them; so does "Remove". */
export const RevokeAll: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const leah = within(cardOf(canvasElement, 'leah.r@example.net'));
    await userEvent.click(leah.getByRole('checkbox', { name: m.permissionUpdateUsers }));
    await expect(args.onRevoke).toHaveBeenCalledOnce();
    await expect(args.onRevoke).toHaveBeenCalledWith('leah.r@example.net');
    await expect(args.onGrant).not.toHaveBeenCalled();
    // Controlled: the box shows the data until the page's list changes.
    await expect(leah.getByRole('checkbox', { name: m.permissionUpdateUsers })).toBeChecked();

    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Remove Sarah Gold as a helper' }),
    );
    await expect(args.onRevoke).toHaveBeenLastCalledWith('sarah.gold@example.com');
    await expect(args.onGrant).not.toHaveBeenCalled();
  },
};

/** "Add helper" without a permission: the group says so, focus goes to its first box, nothing is sent. */
export const NoFlagsError: Story = {
  args: { helpers: HELPERS.slice(0, 1) },
  play: async ({ canvas, userEvent, args }) => {
    const form = within(canvas.getByRole('form', { name: m.addHelperHeading }));
    await userEvent.type(form.getByRole('textbox', { name: m.email }), 'leah.r@example.net');
    await userEvent.click(form.getByRole('button', { name: m.addHelperSubmit }));
    const group = form.getByRole('group', { name: m.permissionsLegend });
    await expect(group).toHaveAccessibleDescription(m.permissionsRequired);
    await expect(form.getByRole('checkbox', { name: m.permissionEditSiyum })).toHaveFocus();
    await expect(args.onGrant).not.toHaveBeenCalled();

    // Ticking one clears the message; an empty email is caught next.
    await userEvent.click(form.getByRole('checkbox', { name: m.permissionEditSiyum }));
    await expect(form.queryByText(m.permissionsRequired)).toBeNull();
    await userEvent.clear(form.getByRole('textbox', { name: m.email }));
    await userEvent.click(form.getByRole('button', { name: m.addHelperSubmit }));
    await expect(form.getByRole('textbox', { name: m.email })).toHaveAccessibleDescription(
      validationMessages.emailRequired,
    );
    await expect(args.onGrant).not.toHaveBeenCalled();

    // Back to the state the story is named for, for the baseline.
    await userEvent.type(form.getByRole('textbox', { name: m.email }), 'leah.r@example.net');
    await userEvent.click(form.getByRole('checkbox', { name: m.permissionEditSiyum }));
    await userEvent.click(form.getByRole('button', { name: m.addHelperSubmit }));
    await expect(form.getByText(m.permissionsRequired)).toBeVisible();
    await expect(args.onGrant).not.toHaveBeenCalled();
  },
};

/**
 * The server refused a change: the alert shows where it was made (under the add form after an
 * add), and a helper whose change is in flight ignores clicks.
 */
export const ServerError: Story = {
  args: {
    helpers: HELPERS.slice(1, 2),
    error: m.helperIsOwner,
    busyEmails: new Set(['shmuel.tal@example.org']),
    onGrant: fn(async () => false),
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(m.helperIsOwner);
    const list = canvasElement.querySelector('.siyum-manage__list');
    await expect(alert.compareDocumentPosition(list as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const shmuel = within(cardOf(canvasElement, 'Shmuel Tal'));
    await expect(shmuel.getByRole('group')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(shmuel.getByRole('checkbox', { name: m.permissionEditSiyum }));
    await expect(args.onGrant).not.toHaveBeenCalled();
    await expect(shmuel.getByRole('checkbox', { name: m.permissionEditSiyum })).not.toBeChecked();

    const form = within(canvas.getByRole('form', { name: m.addHelperHeading }));
    await userEvent.type(form.getByRole('textbox', { name: m.email }), 'noa.b@example.com');
    await userEvent.click(form.getByRole('checkbox', { name: m.permissionEditSiyum }));
    await userEvent.click(form.getByRole('button', { name: m.addHelperSubmit }));
    await expect(args.onGrant).toHaveBeenCalledOnce();
    // After an add, the answer belongs to the form, which keeps what was typed.
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(m.helperIsOwner));
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(form.getByRole('textbox', { name: m.email })).toHaveValue('noa.b@example.com');
  },
};

/** No helpers yet: a word instead of the list; the add form is ready. */
export const NoHelpers: Story = {
  args: { helpers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.noHelpers)).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: m.permissionEditSiyum })).toBeInTheDocument();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(3);
  },
};

/** The narrowest phone: the key, names and boxes wrap inside 320 px. */
export const Narrow320: Story = {
  parameters: { width: 320 },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('.siyum-manage');
    await expect(root?.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(root?.scrollWidth).toBeLessThanOrEqual(320);
    const right = root?.getBoundingClientRect().right ?? 0;
    for (const element of canvasElement.querySelectorAll(
      '.siyum-helper, .siyum-helper button, .siyum-checkbox',
    ))
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
    await expect(canvas.getByRole('button', { name: 'Remove Shmuel Tal as a helper' })).toBeVisible();
    await expect(within(cardOf(canvasElement, 'leah.r@example.net')).getAllByRole('checkbox')).toHaveLength(
      3,
    );
  },
};
