import { format, supportInboxMessages as m, type SupportInboxItem } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { SupportInbox, type SupportInboxProps, type SupportInboxShow } from './SupportInbox';

const waitingQuestion: SupportInboxItem = {
  id: 3,
  kind: 'support',
  name: 'Dovid Katz',
  email: 'dovid@example.org',
  subject: 'I can’t mark my portion as learned',
  message: 'I finished Berachos chapter 3 but the button does nothing.\nI am on a phone.',
  userId: 12,
  siyumId: 7,
  createdAt: '2026-11-24T09:30:00.000Z',
  answeredAt: null,
};
const waitingIdea: SupportInboxItem = {
  id: 2,
  kind: 'contact',
  name: 'Chana Weiss',
  email: 'chana@example.org',
  subject: 'A siyum for our shul',
  message: 'Could we make a siyum for the whole kehilla before Pesach?',
  userId: null,
  siyumId: null,
  createdAt: '2026-11-23T18:05:00.000Z',
  answeredAt: null,
};
const answered: SupportInboxItem = {
  ...waitingIdea,
  id: 1,
  subject: 'Thank you',
  message: 'Our siyum finished a week early. Thank you!',
  createdAt: '2026-11-20T08:00:00.000Z',
  answeredAt: '2026-11-21T10:00:00.000Z',
};

/** The inbox as a page holds it: the filter and the marks change what it lists. */
function Stateful(props: SupportInboxProps) {
  const [show, setShow] = useState<SupportInboxShow>(props.show);
  const [requests, setRequests] = useState(props.requests);
  const listed = show === 'waiting' ? requests.filter((r) => r.answeredAt === null) : requests;
  return (
    <SupportInbox
      {...props}
      show={show}
      waiting={requests.filter((r) => r.answeredAt === null).length}
      requests={listed}
      onShowChange={(next) => {
        setShow(next);
        props.onShowChange(next);
      }}
      onMarkAnswered={(id, isAnswered) => {
        props.onMarkAnswered(id, isAnswered);
        setRequests((all) =>
          all.map((r) =>
            r.id === id ? { ...r, answeredAt: isAnswered ? '2026-11-25T12:00:00.000Z' : null } : r,
          ),
        );
      }}
    />
  );
}

const meta = {
  title: 'Siyum/Support/SupportInbox',
  component: SupportInbox,
  render: (args) => <Stateful {...args} />,
  args: {
    requests: [waitingQuestion, waitingIdea, answered],
    waiting: 2,
    show: 'waiting',
    onShowChange: fn(),
    onMarkAnswered: fn(),
    siyumHref: (id: number) => `/s/${id}`,
  },
  decorators: [(Story) => <div style={{ maxWidth: '48rem' }}>{Story()}</div>],
} satisfies Meta<typeof SupportInbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What waits: each message with its sender, page, siyum and a reply link addressed and titled. */
export const Waiting: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('article');
    await expect(items).toHaveLength(2);
    await expect(canvas.getByRole('radio', { name: format(m.showWaiting, { count: 2 }) })).toBeChecked();
    const first = within(items[0] as HTMLElement);
    await expect(first.getByRole('heading', { name: waitingQuestion.subject })).toBeVisible();
    await expect(first.getByText(m.kindSupport)).toBeVisible();
    await expect(first.getByRole('link', { name: format(m.aboutSiyum, { id: 7 }) })).toHaveAttribute(
      'href',
      '/s/7',
    );
    await expect(first.getByRole('link', { name: m.reply })).toHaveAttribute(
      'href',
      `mailto:dovid%40example.org?subject=${encodeURIComponent(`Re: ${waitingQuestion.subject}`)}`,
    );
    await expect(first.getByText(/signed in/)).toBeVisible();
  },
};

/** Marking one answered takes it off the waiting list; "All" shows it again, muted, with "Back to waiting". */
export const MarkAnswered: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const first = within(canvas.getAllByRole('article')[0] as HTMLElement);
    await userEvent.click(first.getByRole('button', { name: m.markAnswered }));
    await expect(args.onMarkAnswered).toHaveBeenCalledWith(3, true);
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('radio', { name: m.showAll }));
    await expect(args.onShowChange).toHaveBeenCalledWith('all');
    const done = canvas.getByRole('article', { name: waitingQuestion.subject });
    await expect(done).toHaveAttribute('data-answered', 'true');
    await userEvent.click(within(done).getByRole('button', { name: m.markWaiting }));
    await expect(args.onMarkAnswered).toHaveBeenLastCalledWith(3, false);
  },
};

/** Nothing waits: the inbox says so plainly. */
export const Empty: Story = {
  args: { requests: [answered], waiting: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(canvas.getByText(m.empty)).toBeVisible();
  },
};

/** More pages: a "Show more" button asks for the next. */
export const MorePages: Story = {
  args: { onLoadMore: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: m.loadMore }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};
