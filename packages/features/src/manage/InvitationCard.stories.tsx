import { type Invitation, invitationMessages as m } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { InvitationCard } from './InvitationCard';

const INVITATION: Invitation = {
  siyumId: 7,
  siyumTitle: 'Mishnah in memory of Sarah bat Avraham',
  targetDate: '2027-03-01',
  firstName: 'Rivka',
  portions: [
    { labelEn: 'Berakhot 1', labelHe: 'ברכות פרק א׳' },
    { labelEn: 'Berakhot 2', labelHe: 'ברכות פרק ב׳' },
  ],
};

const meta = {
  title: 'Siyum/InvitationCard',
  component: InvitationCard,
  args: { invitation: INVITATION, signedIn: true, onAccept: fn(), onLogIn: fn() },
  decorators: [(Story) => <div style={{ width: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof InvitationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the siyum, the portions held for them, what accepting shares, and "Accept and join". */
export const SignedIn: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: m.heading })).toBeVisible();
    await expect(canvas.getByText('Hello Rivka,')).toBeVisible();
    await expect(canvas.getByText(/“Mishnah in memory of Sarah bat Avraham”/)).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Berakhot 1 ברכות פרק א׳',
      'Berakhot 2 ברכות פרק ב׳',
    ]);
    await expect(canvas.getByText(m.consent)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: m.accept }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: m.logIn })).toBeNull();
  },
};

/** A visitor is asked to log in (or sign up) first; nothing is accepted. */
export const Visitor: Story = {
  args: { signedIn: false },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(m.signIn)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: m.logIn }));
    await expect(args.onLogIn).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: m.accept })).toBeNull();
  },
};

/** Accepting: the button spins and ignores clicks; a failure is said under it. */
export const AcceptingThenFailed: Story = {
  args: { pending: true, error: 'The server is busy. Please try again in a moment.' },
  play: async ({ canvas, userEvent, args }) => {
    const accept = canvas.getByRole('button');
    await expect(accept).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(accept);
    await expect(args.onAccept).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server is busy');
  },
};

/** A spent or unknown link: says so, and offers nothing to accept. */
export const NotFound: Story = {
  args: { invitation: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.notFound);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
