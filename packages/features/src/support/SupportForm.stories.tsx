import {
  format,
  supportMessages as m,
  SUPPORT_LIMITS,
  serverMessages,
  supportValidationMessages as v,
} from '@siyum/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { SupportForm } from './SupportForm';

const filled = {
  name: 'Chana Weiss',
  email: 'chana@example.org',
  subject: 'A siyum for our shul',
  message: 'Could we make a siyum for the whole kehilla before Pesach?',
};

/** A page column at desktop width, or the narrowest phone (`parameters.width`). */
const inColumn: Decorator = (Story, { parameters }) => (
  <div style={{ width: (parameters.width as string | number | undefined) ?? '40rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Siyum/Support/SupportForm',
  component: SupportForm,
  args: { kind: 'contact', onSubmit: fn(async () => undefined) },
  decorators: [inColumn],
} satisfies Meta<typeof SupportForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: every field is empty, labelled and marked required; nothing is sent. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: m.contactFormLabel })).toBeInTheDocument();
    for (const label of [m.name, m.email, m.subject, m.message]) {
      const field = canvas.getByRole('textbox', { name: new RegExp(`^${label}`) });
      await expect(field).toHaveValue('');
      await expect(field).toHaveAttribute('aria-required', 'true');
      await expect(field).not.toHaveAttribute('aria-invalid');
    }
    await expect(canvas.getByText(m.contactSubjectDescription)).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sending with mistakes marks each field with what is wrong, focuses the first, and sends nothing. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${m.email}`) }), 'chana@');
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${m.message}`) }), 'Hi');
    await userEvent.click(canvas.getByRole('button', { name: m.submit }));
    const name = canvas.getByRole('textbox', { name: new RegExp(`^${m.name}`) });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(v.nameRequired);
    await expect(canvas.getByText(v.emailInvalid)).toBeVisible();
    await expect(canvas.getByText(v.subjectRequired)).toBeVisible();
    await expect(
      canvas.getByText(format(v.messageTooShort, { min: SUPPORT_LIMITS.messageMin })),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Fixing a field clears its message as it changes.
    await userEvent.type(name, 'Chana');
    await waitFor(() => expect(canvas.queryByText(v.nameRequired)).not.toBeInTheDocument());
  },
};

/** While the message is on its way the button is busy (a second click sends nothing more). */
export const Submitting: Story = {
  args: {
    kind: 'support',
    defaultValues: filled,
    onSubmit: fn(() => new Promise<never>(() => undefined)),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('form', { name: m.supportFormLabel })).toBeInTheDocument();
    await expect(canvas.getByText(m.supportSubjectDescription)).toBeVisible();
    const submit = canvas.getByRole('button', { name: m.submit });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The server refused or failed: an alert says so, and everything typed is still there to retry. */
export const ServerError: Story = {
  args: {
    defaultValues: filled,
    onSubmit: fn(async () => {
      throw new Error('down');
    }),
    describeError: () => serverMessages.tooManyRequests,
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: m.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(serverMessages.tooManyRequests);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: new RegExp(`^${m.message}`) })).toHaveValue(
      filled.message,
    );
    await expect(canvas.getByRole('button', { name: m.submit })).not.toHaveAttribute('aria-busy');
  },
};

/**
 * Sent: a visitor fills in the form (email lower-cased on the way) and sees the confirmation,
 * focused, naming where the reply goes; "Send another message" opens the form again.
 */
export const Sent: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${m.name}`) }), filled.name);
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(`^${m.email}`) }),
      'Chana@Example.org',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${m.subject}`) }), filled.subject);
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${m.message}`) }), filled.message);
    await userEvent.click(canvas.getByRole('button', { name: m.submit }));
    const heading = await canvas.findByRole('heading', { name: m.sentHeading });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(format(m.sentText, { email: filled.email }));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();

    // "Send another message": the sender stays, the subject and message start empty.
    await userEvent.click(canvas.getByRole('button', { name: m.sendAnother }));
    await expect(canvas.getByRole('textbox', { name: new RegExp(`^${m.message}`) })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: new RegExp(`^${m.name}`) })).toHaveValue(filled.name);
    await expect(canvas.getByRole('textbox', { name: new RegExp(`^${m.email}`) })).toHaveValue(filled.email);
    // Send again, so the baseline shows the confirmation.
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${m.subject}`) }), filled.subject);
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${m.message}`) }), filled.message);
    await userEvent.click(canvas.getByRole('button', { name: m.submit }));
    await canvas.findByRole('heading', { name: m.sentHeading });
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/**
 * On the narrowest phone, a signed-in user's name and email come filled in; after sending, they
 * stay for the next message.
 */
export const SignedInNarrow: Story = {
  args: { kind: 'support', defaultValues: { name: 'Dov Berger', email: 'dov@example.org' } },
  parameters: { width: 320 },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: new RegExp(`^${m.email}`) })).toHaveValue(
      'dov@example.org',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${m.subject}`) }), 'Portion');
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(`^${m.message}`) }),
      'I cannot mark Berakhot 3 as learned.',
    );
    await userEvent.click(canvas.getByRole('button', { name: m.submit }));
    await canvas.findByRole('heading', { name: m.sentHeading });
    await userEvent.click(canvas.getByRole('button', { name: m.sendAnother }));
    await expect(canvas.getByRole('textbox', { name: new RegExp(`^${m.name}`) })).toHaveValue('Dov Berger');
    await expect(canvas.getByRole('textbox', { name: new RegExp(`^${m.subject}`) })).toHaveValue('');
  },
};
