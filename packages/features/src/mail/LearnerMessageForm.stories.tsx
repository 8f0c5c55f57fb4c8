import { format, type LearnerMessageDraft, learnerMessageMessages as m } from '@siyum/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { LearnerMessageForm, type LearnerMessageFormProps } from './LearnerMessageForm';
import {
  BODY,
  BODY_PARAGRAPHS,
  HISTORY,
  SIYUM_TITLE,
  sentMessage,
  TIME_ZONE,
} from './learnerMessageFixtures';

/** What the organizer means to send in the stories that send. */
const DRAFT: LearnerMessageDraft = { subject: 'Siyum on Sunday', body: BODY, audience: 'open' };

/** A page column at the participants page's width, or the narrowest phone (`parameters.width`). */
const inColumn: Decorator = (Story, { parameters }) => (
  <div style={{ width: (parameters.width as string | number | undefined) ?? '44rem' }}>
    <Story />
  </div>
);

/** Types the story's draft; the subject with stray spaces, which the schema trims before sending. */
async function fillDraft({ canvas, userEvent }: Pick<PlayContext, 'canvas' | 'userEvent'>) {
  await userEvent.type(canvas.getByRole('textbox', { name: m.subject }), `  ${DRAFT.subject} `);
  await userEvent.click(canvas.getByRole('textbox', { name: m.body }));
  await userEvent.paste(DRAFT.body);
  await userEvent.click(canvas.getByRole('radio', { name: m.audienceOpen }));
}

/** Holds the send's answer the way the page does: busy while it is out, then how many it reached. */
function SendingPage({ answer, ...props }: LearnerMessageFormProps & { answer: number }) {
  const [state, setState] = useState({
    sending: false,
    sentTo: null as number | null,
    remainingToday: props.remainingToday,
    history: props.history,
  });
  return (
    <LearnerMessageForm
      {...props}
      {...state}
      onSend={(draft) => {
        props.onSend(draft);
        setState((current) => ({ ...current, sending: true }));
        // The answer arrives on a later task, as a request's would.
        setTimeout(
          () =>
            setState((current) =>
              answer > 0
                ? {
                    sending: false,
                    sentTo: answer,
                    remainingToday: current.remainingToday - 1,
                    history: [sentMessage(draft, answer), ...current.history],
                  }
                : { ...current, sending: false, sentTo: 0 },
            ),
          50,
        );
      }}
    />
  );
}

const meta = {
  title: 'Siyum/Mail/LearnerMessageForm',
  component: LearnerMessageForm,
  args: { siyumTitle: SIYUM_TITLE, remainingToday: 3, history: [], onSend: fn(), timeZone: TIME_ZONE },
  decorators: [inColumn],
} satisfies Meta<typeof LearnerMessageForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Nothing sent yet: empty fields, every learner chosen, three messages left today, an empty list. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: m.heading })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: m.subject })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: m.body })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: m.audienceAll })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(format(m.remaining, { count: 3 }));
    await expect(canvas.getByRole('button', { name: m.send })).toBeEnabled();
    const history = canvas.getByRole('region', { name: m.history });
    await expect(within(history).getByText(m.historyEmpty)).toBeVisible();
    await expect(within(history).queryByRole('listitem')).not.toBeInTheDocument();
  },
};

/**
 * Written, then previewed: the email's subject line (with the siyum's title), the audience, and
 * the paragraphs as typed; Edit brings the fields back as they were, and Send sends the trimmed draft.
 */
export const FilledPreview: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillDraft({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: m.preview }));

    const preview = canvas.getByRole('region', { name: m.previewHeading });
    await waitFor(() =>
      expect(within(preview).getByRole('heading', { name: m.previewHeading })).toHaveFocus(),
    );
    await expect(
      within(preview).getByText(format(m.emailSubject, { subject: DRAFT.subject, title: SIYUM_TITLE })),
    ).toBeVisible();
    await expect(within(preview).getByText(m.audienceOpen)).toBeVisible();
    const paragraphs = [...preview.querySelectorAll('p')];
    await expect(paragraphs.map((paragraph) => paragraph.textContent)).toEqual(BODY_PARAGRAPHS);
    // The line break inside the second paragraph shows as one.
    await expect(getComputedStyle(paragraphs[1] ?? preview).whiteSpace).toBe('pre-wrap');
    await expect(canvas.queryByRole('textbox', { name: m.subject })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: m.editAgain }));
    const subject = canvas.getByRole('textbox', { name: m.subject });
    await waitFor(() => expect(subject).toHaveFocus());
    await expect(subject).toHaveValue(`  ${DRAFT.subject} `);
    await expect(canvas.queryByRole('region', { name: m.previewHeading })).not.toBeInTheDocument();
    await expect(args.onSend).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: m.preview }));
    await userEvent.click(canvas.getByRole('button', { name: m.send }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith(DRAFT);
  },
};

/** Sent empty: both fields say what is missing, the first gets focus, nothing is sent or previewed. */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: m.send }));
    const subject = canvas.getByRole('textbox', { name: m.subject });
    const body = canvas.getByRole('textbox', { name: m.body });
    await waitFor(() => expect(subject).toHaveAccessibleDescription(m.subjectRequired));
    await expect(subject).toHaveAttribute('aria-invalid', 'true');
    await expect(body).toHaveAccessibleDescription(expect.stringContaining(m.bodyRequired));
    await expect(subject).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: m.preview }));
    await expect(canvas.queryByRole('region', { name: m.previewHeading })).not.toBeInTheDocument();

    // Spaces are no subject: the error stays; a word clears it as it is typed.
    await userEvent.type(subject, '   ');
    await expect(subject).toHaveAccessibleDescription(m.subjectRequired);
    await userEvent.type(subject, 'Siyum');
    await waitFor(() => expect(subject).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(canvas.getByRole('button', { name: m.send }));
    await expect(args.onSend).not.toHaveBeenCalled();
    await waitFor(() => expect(body).toHaveFocus());
    await expect(body).toHaveAttribute('aria-invalid', 'true');
  },
};

/** On its way: Send is busy ("Sending…") and keeps focus; pressing it again sends nothing more. */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvas, userEvent, args }) => {
    await fillDraft({ canvas, userEvent });
    const send = canvas.getByRole('button', { name: new RegExp(m.send) });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status', { name: m.sending })).toBeInTheDocument();
    await userEvent.click(send);
    await expect(send).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/**
 * Sent to 12: the form clears (fields empty, preview closed), the status line says whom it reached
 * and what is left today and takes focus, and the message tops the list.
 */
export const Sent: Story = {
  render: (args) => <SendingPage {...args} answer={12} />,
  play: async ({ canvas, userEvent, args }) => {
    const status = canvas.getByRole('status');
    await fillDraft({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: m.preview }));
    await userEvent.click(canvas.getByRole('button', { name: m.send }));
    await expect(args.onSend).toHaveBeenCalledWith(DRAFT);
    await waitFor(() =>
      expect(status).toHaveTextContent(
        `${format(m.sent, { count: 12 })} ${format(m.remaining, { count: 2 })}`,
      ),
    );
    await waitFor(() => expect(status).toHaveFocus());
    await expect(canvas.queryByRole('region', { name: m.previewHeading })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: m.subject })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: m.body })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: m.audienceAll })).toBeChecked();
    const items = within(canvas.getByRole('region', { name: m.history })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent(DRAFT.subject);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

/** Nobody matched: the line says so, and the form keeps the message to send later. */
export const Nobody: Story = {
  render: (args) => <SendingPage {...args} answer={0} />,
  play: async ({ canvas, userEvent, args }) => {
    const status = canvas.getByRole('status');
    await fillDraft({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: m.send }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(status).toHaveTextContent(m.nobody));
    await expect(status).toHaveTextContent(format(m.remaining, { count: 3 }));
    await expect(canvas.getByRole('textbox', { name: m.subject })).toHaveValue(`  ${DRAFT.subject} `);
    await expect(canvas.getByRole('radio', { name: m.audienceOpen })).toBeChecked();
  },
};

/** The send failed: the API's sentence as an alert; what was typed stays. */
export const SendError: Story = {
  args: { error: 'The message could not be sent. Try again in a few minutes.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The message could not be sent. Try again in a few minutes.',
    );
    await fillDraft({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: m.send }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: m.subject })).toHaveValue(`  ${DRAFT.subject} `);
  },
};

/** Today's messages are used: Send is off, the line says why and when, and Enter sends nothing. */
export const LimitReached: Story = {
  args: { remainingToday: 0, history: HISTORY },
  play: async ({ canvas, userEvent, args }) => {
    const send = canvas.getByRole('button', { name: m.send });
    await expect(send).toBeDisabled();
    const why = format(m.remainingNone, { limit: 3 });
    await expect(canvas.getByRole('status')).toHaveTextContent(why);
    await expect(send).toHaveAccessibleDescription(why);
    await fillDraft({ canvas, userEvent });
    await userEvent.type(canvas.getByRole('textbox', { name: m.subject }), '{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    // Writing and previewing still work, for tomorrow.
    await userEvent.click(canvas.getByRole('button', { name: m.preview }));
    await expect(canvas.getByRole('region', { name: m.previewHeading })).toBeVisible();
  },
};

/**
 * Three sent messages, newest first: when (in the given zone), who, how many; delivered and failed
 * counts, failures marked; one still on its way.
 */
export const WithHistory: Story = {
  args: { remainingToday: 1, history: HISTORY },
  play: async ({ canvas }) => {
    const history = canvas.getByRole('region', { name: m.history });
    await expect(within(history).getByRole('heading', { level: 3, name: m.history })).toBeVisible();
    const [pending, failing, delivered] = within(history).getAllByRole('listitem');
    await expect(pending).toHaveTextContent('Last portions: who can take one?');
    await expect(pending).toHaveTextContent('9 Mar 2025, 19:05 · Rivka Levi · 12 learners');
    await expect(pending).toHaveTextContent(format(m.deliveryPending, { delivered: 7, recipients: 12 }));
    await expect(failing).toHaveTextContent('2 Mar 2025, 10:30 · Moshe Katz · 42 learners');
    const failed = within(failing ?? history).getByText(format(m.delivery, { delivered: 40, failed: 2 }));
    await expect(failed).toHaveAttribute('data-failed');
    await expect(delivered).toHaveTextContent('20 Feb 2025, 21:45 · Rivka Levi · 1 learner');
    const done = within(delivered ?? history).getByText(format(m.delivery, { delivered: 1, failed: 0 }));
    await expect(done).not.toHaveAttribute('data-failed');
    await expect(getComputedStyle(failed).color).not.toBe(getComputedStyle(done).color);
    await expect(canvas.getByRole('status')).toHaveTextContent(format(m.remaining, { count: 1 }));
  },
};

/** The narrowest phone: fields, buttons, the preview and the list stay inside 320 px. */
export const Narrow: Story = {
  args: { history: HISTORY },
  parameters: { width: 320 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const root = canvas.getByRole('region', { name: m.heading });
    await expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await fillDraft({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: m.preview }));
    const right = root.getBoundingClientRect().right;
    for (const element of canvasElement.querySelectorAll('button, li, section'))
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/**
 * After an outage some copies failed for good: that message, and only that one, offers to send its
 * failed copies again; the one still on its way and the one fully delivered do not.
 */
export const FailedCopiesSendAgain: Story = {
  args: { history: HISTORY, onResend: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const history = canvas.getByRole('region', { name: m.history });
    const [pending, failing, delivered] = within(history).getAllByRole('listitem');
    const again = format(m.resend, { count: 2 });
    for (const item of [pending, delivered])
      await expect(within(item ?? history).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(failing ?? history).getByRole('button', { name: again }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(args.onResend).toHaveBeenCalledWith(2);
  },
};

/** Sending them again: the button says so and takes no second click, on the narrowest phone too. */
export const SendingAgain: Story = {
  args: { history: HISTORY, onResend: fn(), resending: 2 },
  parameters: { width: 320 },
  play: async ({ canvas, args, userEvent }) => {
    const root = canvas.getByRole('region', { name: m.heading });
    const busy = canvas.getByRole('button', { name: new RegExp(format(m.resend, { count: 2 })) });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status', { name: m.resending })).toBeInTheDocument();
    await userEvent.click(busy);
    await expect(args.onResend).not.toHaveBeenCalled();
    await expect(busy.getBoundingClientRect().right).toBeLessThanOrEqual(
      root.getBoundingClientRect().right + 0.5,
    );
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
