import { format, type GapPortion, gapsMessages as m, type SplitAssignment } from '@siyum/domain';
import { he } from '@siyum/domain/messages/he';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { GAPS_CANDIDATES, GAPS_DAYS, GAPS_OPEN } from './fixtures';
import { type SplitOutcome, SplitProposal, type SplitProposalProps } from './SplitProposal';

/** A page column, or the narrowest phone (`parameters.width`). */
const inColumn: Decorator = (Story, { parameters }) => (
  <div style={{ width: (parameters.width as string | number | undefined) ?? '44rem' }}>
    <Story />
  </div>
);

const [rivka, moshe, chana] = GAPS_CANDIDATES;

/**
 * The page around the proposal: the first confirmation loses a race — someone claimed the third
 * open chapter while it was on its way, so nothing was assigned and the board is read again —
 * and the next one is assigned.
 */
function RacingPage(props: SplitProposalProps) {
  const [open, setOpen] = useState<readonly GapPortion[]>(props.openPortions);
  const [outcome, setOutcome] = useState<SplitOutcome>();
  const [tries, setTries] = useState(0);
  return (
    <SplitProposal
      {...props}
      openPortions={open}
      outcome={outcome}
      onConfirm={(assignments) => {
        props.onConfirm(assignments);
        setTries(tries + 1);
        if (tries === 0) {
          setOpen(open.filter((_, index) => index !== 2));
          setOutcome({ kind: 'raced' });
        } else {
          setOutcome({ kind: 'assigned', count: assignments.flatMap((a) => a.portionIds).length });
          setOpen([]);
        }
      }}
    />
  );
}

const meta = {
  title: 'Siyum/Gaps/SplitProposal',
  component: SplitProposal,
  args: { openPortions: GAPS_OPEN, candidates: GAPS_CANDIDATES, days: GAPS_DAYS, onConfirm: fn() },
  decorators: [inColumn],
} satisfies Meta<typeof SplitProposal>;
export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function choose({ canvas, userEvent }: Pick<PlayContext, 'canvas' | 'userEvent'>, names: string[]) {
  for (const name of names) await userEvent.click(canvas.getByRole('checkbox', { name }));
}

const shareLines = (canvas: PlayContext['canvas']) =>
  within(canvas.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Nobody chosen yet: the participants to tick, and a hint instead of a proposal. */
export const ChooseLearners: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: m.learnersLegend })).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
    await expect(canvas.getByText(m.chooseLearners)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: m.confirm })).not.toBeInTheDocument();
  },
};

/**
 * Three learners ticked: three runs of consecutive chapters in the text's order, balanced by
 * mishnayot, each with its pace; the confirmation sends exactly the proposal.
 */
export const Proposal: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await choose({ canvas, userEvent }, [rivka?.name ?? '', moshe?.name ?? '', chana?.name ?? '']);
    await expect(canvas.getByRole('heading', { name: m.proposalHeading })).toBeVisible();
    const lines = shareLines(canvas);
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toContain(
      `${rivka?.name}${format(m.shareRange, { first: 'Peah 2', last: 'Peah 5' })}`,
    );
    await expect(lines[2]).toContain('Demai 7');
    await userEvent.click(canvas.getByRole('button', { name: m.confirm }));
    const sent = (args.onConfirm as ReturnType<typeof fn>).mock.calls[0]?.[0] as SplitAssignment[];
    await expect(sent.map((a) => a.userId)).toEqual([rivka?.userId, moshe?.userId, chana?.userId]);
    await expect(sent.flatMap((a) => a.portionIds)).toEqual(GAPS_OPEN.map((p) => p.id));
  },
};

/**
 * Someone claimed one of the proposed chapters a moment before: the alert says nothing was
 * assigned, the new proposal leaves that chapter out, and confirming it assigns the 11 left.
 */
export const RaceLost: Story = {
  render: (args) => <RacingPage {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await choose({ canvas, userEvent }, [rivka?.name ?? '', moshe?.name ?? '', chana?.name ?? '']);
    await userEvent.click(canvas.getByRole('button', { name: m.confirm }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.racedOne);
    const contested = GAPS_OPEN[2]?.id;
    await userEvent.click(canvas.getByRole('button', { name: m.confirm }));
    const again = (args.onConfirm as ReturnType<typeof fn>).mock.calls[1]?.[0] as SplitAssignment[];
    const ids = again.flatMap((a) => a.portionIds);
    await expect(ids).toHaveLength(11);
    await expect(ids).not.toContain(contested);
    await expect(await canvas.findByRole('status')).toHaveTextContent(format(m.assignedOther, { count: 11 }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** More learners than open portions: one each while they last, the rest told so. */
export const MoreLearnersThanPortions: Story = {
  args: { openPortions: GAPS_OPEN.slice(0, 2) },
  play: async ({ canvas, userEvent }) => {
    await choose({ canvas, userEvent }, [rivka?.name ?? '', moshe?.name ?? '', chana?.name ?? '']);
    await expect(shareLines(canvas)[2]).toContain(m.nothingLeft);
  },
};

/** In Hebrew, right to left: the learners' names isolated, the Hebrew chapter names and pace. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await choose({ canvas, userEvent }, [rivka?.name ?? '', moshe?.name ?? '', chana?.name ?? '']);
    await expect(canvas.getByRole('heading', { name: he.gaps.proposalHeading })).toBeVisible();
    await expect(shareLines(canvas)[0]).toContain('מפאה פרק ב׳ עד פאה פרק ה׳');
    await expect(canvas.getByRole('button', { name: he.gaps.confirm })).toBeVisible();
  },
};

/** The narrowest phone: checkboxes, the proposal and the button stay inside 320 px. */
export const Narrow: Story = {
  parameters: { width: 320 },
  play: async ({ canvas, userEvent }) => {
    await choose({ canvas, userEvent }, [rivka?.name ?? '', moshe?.name ?? '', chana?.name ?? '']);
    const view = canvas.getByRole('region', { name: m.splitHeading });
    await expect(view.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth);
  },
};
