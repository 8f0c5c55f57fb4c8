import { siyumBoardMessages as m, type Portion } from '@siyum/domain';
import type { UiMessagesOverride } from '@siyum/ui/messages';
import { UiMessagesProvider } from '@siyum/ui/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  bavliBoard,
  LEARNERS,
  mishnahBoard,
  mishnahSharedBoard,
  portionNamed,
  progressOf,
  VIEWER,
} from './fixtures';
import { PortionBoard, type PortionBoardProps } from './PortionBoard';

const mishnah = mishnahBoard();
const shared = mishnahSharedBoard();
const mishnahProgress = progressOf(mishnah);
const id = (label: string, portions: readonly Portion[] = mishnah) => portionNamed(portions, label).id;

/** The row of a portion, found by its English label. */
function rowOf(root: HTMLElement, label: string): HTMLElement {
  const labelElement = within(root).getByText(label, { selector: '.siyum-board__label' });
  const row = labelElement.closest('li');
  if (!row) throw new Error(`${label} is not in a row`);
  return row;
}

/** The English labels of the rows on screen, in order. */
function shownLabels(root: HTMLElement): string[] {
  return [...root.querySelectorAll('.siyum-board__row .siyum-board__label')].map(
    (el) => el.textContent ?? '',
  );
}

/** The visible count line (the live region repeats it for screen readers after a filter change). */
function countLine(root: HTMLElement): HTMLElement {
  const line = root.querySelector<HTMLElement>('.siyum-board__count');
  if (!line) throw new Error('No count line');
  return line;
}

function groupOf(root: HTMLElement, name: string): HTMLDetailsElement {
  const group = within(root).getByText(name, { selector: '.siyum-board__group-name' }).closest('details');
  if (!group) throw new Error(`${name} is not a group`);
  return group;
}

/**
 * A page's side of the board: applies sign-up, release and learned to its own copy of the
 * portions (as the server would answer), and still reports each call to the story's spies.
 */
function LiveBoard(props: PortionBoardProps) {
  const [portions, setPortions] = useState(props.portions);
  const change = (portionId: number, learners: (list: Portion['learners']) => Portion['learners']) =>
    setPortions((list) =>
      list.map((p) => (p.id === portionId ? { ...p, learners: learners(p.learners) } : p)),
    );
  const mine = (learner: Portion['learners'][number]) => learner.userId === VIEWER.userId;
  return (
    <PortionBoard
      {...props}
      portions={portions}
      onSignUp={(portionId) => {
        props.onSignUp(portionId);
        change(portionId, (list) => [...list, { ...VIEWER, status: 'claimed' }]);
      }}
      onRelease={(portionId) => {
        props.onRelease(portionId);
        change(portionId, (list) => list.filter((l) => !mine(l)));
      }}
      onComplete={(portionId, completed) => {
        props.onComplete(portionId, completed);
        change(portionId, (list) =>
          list.map((l) => (mine(l) ? { ...l, status: completed ? 'completed' : 'claimed' } : l)),
        );
      }}
    />
  );
}

const meta = {
  title: 'Siyum/PortionBoard',
  component: PortionBoard,
  args: {
    portions: mishnah,
    viewerId: VIEWER.userId,
    claimPolicy: 'single',
    onSignUp: fn(),
    onRelease: fn(),
    onComplete: fn(),
  },
  decorators: [
    (Story, { parameters }) => (
      <div
        style={{
          // A page column at desktop width; `boardWidth` narrows it.
          width: (parameters.boardWidth as string | number | undefined) ?? '48rem',
          // The test browser captures no more than its viewport's height (~900 px): a board is cut
          // at a fixed fold, so the baseline holds the first screenful rather than a blank tail.
          // The play functions still see every row.
          maxHeight: 860,
          overflowY: 'clip',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PortionBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor (the session's sample user: no `viewerId` prop): a note says signing up starts with
 * logging in, every open portion offers "Sign up" (the app asks them to log in), taken ones say by
 * whom, and there is no "Mine" filter.
 */
export const Visitor: Story = {
  globals: { user: 'visitor' },
  args: { viewerId: undefined },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByText(m.visitorHint)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: m.filterAll })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: m.filterOpen })).toBeInTheDocument();
    await expect(canvas.queryByRole('radio', { name: m.filterMine })).toBeNull();

    // The first group with an open portion is open; the others are folded.
    await expect(groupOf(canvasElement, 'Zeraim')).toHaveAttribute('open');
    await expect(groupOf(canvasElement, 'Moed')).not.toHaveAttribute('open');
    await expect(within(groupOf(canvasElement, 'Zeraim')).getByText('4 of 11 open')).toBeVisible();
    await expect(canvas.getByText(`63 portions · ${mishnahProgress.open} open`)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Sign up for Demai' }));
    await expect(args.onSignUp).toHaveBeenCalledOnce();
    await expect(args.onSignUp).toHaveBeenCalledWith(id('Demai'));

    const peah = rowOf(canvasElement, 'Peah');
    await expect(within(peah).getByText('Taken by Rivka L.')).toBeVisible();
    await expect(within(peah).queryByRole('button')).toBeNull();
    await expect(within(rowOf(canvasElement, 'Sheviit')).getByText('Learned by Moshe K.')).toBeVisible();
    // A visitor has no portions: Berakhot and Kilayim (the viewer's in other stories) are someone's.
    await expect(canvas.queryByRole('button', { name: /^Mark learned/ })).toBeNull();

    const hebrew = within(rowOf(canvasElement, 'Berakhot')).getByText('ברכות');
    await expect(hebrew).toHaveAttribute('lang', 'he');
    await expect(hebrew).toHaveAttribute('dir', 'rtl');

    // One tap to the text (issue 24): each portion links to itself on Sefaria, in a new tab.
    const text = within(peah).getByRole('link', { name: 'Sefaria: read Peah there (opens in a new tab)' });
    await expect(text).toHaveAttribute('href', 'https://www.sefaria.org/Mishnah_Peah.1?lang=bi');
    await expect(text).toHaveAttribute('target', '_blank');
    await expect(text).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Signed in: two portions being learned, one learned, some taken by others, the rest open. */
export const SignedInMixed: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    // Signed in: no note about logging in.
    await expect(canvas.queryByText(m.visitorHint)).toBeNull();
    const berakhot = rowOf(canvasElement, 'Berakhot');
    await expect(within(berakhot).getByText(m.yoursClaimed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark learned: Berakhot' }));
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith(id('Berakhot'), true);
    await userEvent.click(canvas.getByRole('button', { name: 'Release Berakhot' }));
    await expect(args.onRelease).toHaveBeenCalledOnce();
    await expect(args.onRelease).toHaveBeenCalledWith(id('Berakhot'));

    const kilayim = rowOf(canvasElement, 'Kilayim');
    await expect(within(kilayim).getByText(m.yoursLearned)).toBeVisible();
    await expect(within(kilayim).queryByRole('button', { name: /Mark learned/ })).toBeNull();
    await userEvent.click(within(kilayim).getByRole('button', { name: 'Undo learned: Kilayim' }));
    await expect(args.onComplete).toHaveBeenLastCalledWith(id('Kilayim'), false);

    await expect(within(rowOf(canvasElement, 'Peah')).getByText('Taken by Rivka L.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign up for Peah' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up for Terumot' }));
    await expect(args.onSignUp).toHaveBeenCalledOnce();
    await expect(args.onSignUp).toHaveBeenCalledWith(id('Terumot'));

    await expect(within(groupOf(canvasElement, 'Zeraim')).getByText('4 of 11 open · Yours: 2')).toBeVisible();
    await expect(within(groupOf(canvasElement, 'Moed')).getByText(/· Yours: 1$/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: m.filterMine })).toBeInTheDocument();
  },
};

/** A siyum that lets several people learn a portion: a portion others hold still offers "Sign up". */
export const MultipleLearners: Story = {
  args: { portions: shared, claimPolicy: 'multiple' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const peah = rowOf(canvasElement, 'Peah');
    await expect(within(peah).getByText('Learning: Rivka L. and Dovid S.')).toBeVisible();
    await userEvent.click(within(peah).getByRole('button', { name: 'Sign up for Peah' }));
    await expect(args.onSignUp).toHaveBeenCalledOnce();
    await expect(args.onSignUp).toHaveBeenCalledWith(id('Peah', shared));

    // A long list names three and counts the rest.
    await expect(
      within(rowOf(canvasElement, 'Sheviit')).getByText(
        'Learning: Chana B., Leah R., Avraham P., and 2 more · Learned: Moshe K.',
      ),
    ).toBeVisible();

    // My own portion lists the others, and offers my buttons rather than "Sign up".
    const berakhot = rowOf(canvasElement, 'Berakhot');
    await expect(within(berakhot).getByText('Learning: Rivka L. · Learned: Moshe K.')).toBeVisible();
    await expect(within(berakhot).queryByRole('button', { name: /Sign up/ })).toBeNull();
    await userEvent.click(within(berakhot).getByRole('button', { name: 'Mark learned: Berakhot' }));
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith(id('Berakhot', shared), true);
    await expect(canvas.queryByText(/^Taken by/)).toBeNull();
  },
};

/** Rows waiting for the server: the pressed button spins and ignores clicks; the other one waits. */
export const BusyRow: Story = {
  args: { busyPortionIds: new Set([id('Berakhot'), id('Demai')]) },
  play: async ({ canvas, userEvent, args }) => {
    const markLearned = canvas.getByRole('button', { name: 'Mark learned: Berakhot' });
    await expect(markLearned).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Release Berakhot' })).toBeDisabled();
    await userEvent.click(markLearned);
    await expect(args.onComplete).not.toHaveBeenCalled();

    const signUp = canvas.getByRole('button', { name: 'Sign up for Demai' });
    await expect(signUp).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(signUp);
    await expect(args.onSignUp).not.toHaveBeenCalled();

    const other = canvas.getByRole('button', { name: 'Sign up for Terumot' });
    await expect(other).not.toHaveAttribute('aria-busy');
    await userEvent.click(other);
    await expect(args.onSignUp).toHaveBeenCalledOnce();
    await expect(args.onSignUp).toHaveBeenCalledWith(id('Terumot'));
  },
};

/**
 * The server said someone else took Pesachim first: its folded group opens, the row says so
 * politely, the live region announces it, and the row stays in view under "Open".
 */
export const ConflictNotice: Story = {
  args: { notice: { portionId: id('Pesachim'), message: m.takenMeanwhile } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(groupOf(canvasElement, 'Moed')).toHaveAttribute('open'));
    const pesachim = rowOf(canvasElement, 'Pesachim');
    await expect(within(pesachim).getByText(m.takenMeanwhile)).toBeVisible();
    await expect(within(pesachim).getByText('Taken by Yehuda M.')).toBeVisible();
    await expect(within(pesachim).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(`Pesachim: ${m.takenMeanwhile}`);

    await userEvent.click(canvas.getByRole('radio', { name: m.filterOpen }));
    await expect(rowOf(canvasElement, 'Pesachim')).toBeVisible();
    await expect(shownLabels(canvasElement)).toContain('Pesachim');
  },
};

/** "Mine" shows only the viewer's portions, opening every group that holds one. */
export const FilterMine: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: m.filterOpen }));
    const openLabels = shownLabels(canvasElement);
    await expect(openLabels.length).toBeGreaterThan(0);
    for (const label of openLabels)
      await expect(canvas.getByRole('button', { name: `Sign up for ${label}` })).toBeVisible();
    await expect(countLine(canvasElement)).toHaveTextContent(`${mishnahProgress.open} open portions`);

    await userEvent.click(canvas.getByRole('radio', { name: m.filterMine }));
    await expect(shownLabels(canvasElement)).toEqual(['Berakhot', 'Kilayim', 'Shabbat', 'Bava Kamma']);
    const groups = [...canvasElement.querySelectorAll('details')];
    await expect(groups.map((g) => g.querySelector('.siyum-board__group-name')?.textContent)).toEqual([
      'Zeraim',
      'Moed',
      'Nezikin',
    ]);
    for (const group of groups) await expect(group).toHaveAttribute('open');
    await expect(countLine(canvasElement)).toHaveTextContent('You have 4 portions · 1 learned');
    await expect(canvas.getByRole('status')).toHaveTextContent('You have 4 portions · 1 learned');
  },
};

/** A viewer without portions who picks "Mine" is told so, not shown a blank board. */
export const MineEmpty: Story = {
  args: { viewerId: 99 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: m.filterMine }));
    await expect(canvas.getByText(m.emptyMine)).toBeVisible();
    await expect(countLine(canvasElement)).toHaveTextContent('You have 0 portions · 0 learned');
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

/**
 * The board does the page's work: signing up turns the same button into "Mark learned" (focus
 * stays on it), and after "Release" focus lands on the row's "Sign up" again, not the page top.
 * Under "Open", a row the viewer just took stays in view.
 */
export const KeepsFocus: Story = {
  render: (args) => <LiveBoard {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up for Demai' }));
    await expect(args.onSignUp).toHaveBeenCalledOnce();
    await expect(args.onSignUp).toHaveBeenCalledWith(id('Demai'));
    await expect(canvas.getByRole('button', { name: 'Mark learned: Demai' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Release Demai' }));
    await expect(args.onRelease).toHaveBeenCalledOnce();
    await expect(args.onRelease).toHaveBeenCalledWith(id('Demai'));
    await expect(canvas.getByRole('button', { name: 'Sign up for Demai' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('radio', { name: m.filterOpen }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up for Orlah' }));
    await expect(canvas.getByRole('button', { name: 'Mark learned: Orlah' })).toHaveFocus();
    await expect(within(rowOf(canvasElement, 'Orlah')).getByText(m.yoursClaimed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark learned: Orlah' }));
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith(id('Orlah'), true);
    await expect(canvas.getByRole('button', { name: 'Undo learned: Orlah' })).toHaveFocus();
  },
};

const bavli = bavliBoard();

/**
 * The whole Bavli by daf (2,711 portions): only the first group with an open daf renders its rows;
 * the rest are folded headings until opened.
 */
export const LargeBavli: Story = {
  args: { portions: bavli },
  parameters: {
    // Forty group headings and Berakhot's 63 dafim make a capture some 5,000 px tall; the rows and
    // headings look the same as in SignedInMixed, which is captured.
    visual: false,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const groupCount = new Set(bavli.map((p) => p.groupEn)).size;
    const groups = [...canvasElement.querySelectorAll('details')];
    await expect(groups).toHaveLength(groupCount);
    await expect(groups[0]).toHaveAttribute('open');
    await expect(groups[0]?.querySelector('.siyum-board__group-name')).toHaveTextContent('Berakhot');
    for (const group of groups.slice(1)) await expect(group).not.toHaveAttribute('open');
    // Berakhot runs from daf 2 to 64: its rows are the only ones on the page.
    await expect(canvasElement.querySelectorAll('.siyum-board__row')).toHaveLength(63);
    await expect(canvas.getByText(/^2,711 portions · [\d,]+ open$/)).toBeVisible();

    await userEvent.click(within(groupOf(canvasElement, 'Shabbat')).getByText('Shabbat'));
    await expect(groupOf(canvasElement, 'Shabbat')).toHaveAttribute('open');
    await expect(canvasElement.querySelectorAll('.siyum-board__row')).toHaveLength(63 + 156);
    await expect(canvas.getByRole('button', { name: 'Mark learned: Berakhot 5' })).toBeVisible();
  },
};

/** A sister app's French wording for a few of the board's strings; every other string stays English. */
const french = {
  siyumBoard: {
    signUp: 'S’inscrire',
    signUpFor: 'S’inscrire pour {label}',
    filterOpen: 'Libres',
    countOpenOther: '{shown} portions libres',
    groupOpen: '{open} sur {total} libres',
    yoursClaimed: 'Vous l’apprenez',
  },
} satisfies UiMessagesOverride;

/**
 * Under a `UiMessagesProvider`, the board speaks the provider's words: the rows' buttons and
 * states, the filter, the count line (and its announcement) and the group headings. Strings the
 * provider does not name stay English.
 */
export const ProviderWording: Story = {
  render: (args) => (
    <UiMessagesProvider messages={french}>
      <PortionBoard {...args} />
    </UiMessagesProvider>
  ),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const signUp = canvas.getByRole('button', { name: 'S’inscrire pour Terumot' });
    await expect(signUp).toHaveTextContent(french.siyumBoard.signUp);
    await expect(canvas.queryByRole('button', { name: 'Sign up for Terumot' })).toBeNull();
    await expect(
      within(rowOf(canvasElement, 'Berakhot')).getByText(french.siyumBoard.yoursClaimed),
    ).toBeVisible();
    // Not overridden: the group's "Yours", the count line under "All" and "Release" stay English.
    await expect(
      within(groupOf(canvasElement, 'Zeraim')).getByText('4 sur 11 libres · Yours: 2'),
    ).toBeVisible();
    await expect(countLine(canvasElement)).toHaveTextContent(`63 portions · ${mishnahProgress.open} open`);
    await expect(canvas.getByRole('button', { name: 'Release Berakhot' })).toHaveTextContent(m.release);

    await userEvent.click(canvas.getByRole('radio', { name: french.siyumBoard.filterOpen }));
    const count = `${mishnahProgress.open} portions libres`;
    await expect(countLine(canvasElement)).toHaveTextContent(count);
    await expect(canvas.getByRole('status')).toHaveTextContent(count);

    await userEvent.click(canvas.getByRole('button', { name: 'S’inscrire pour Terumot' }));
    await expect(args.onSignUp).toHaveBeenCalledWith(id('Terumot'));
  },
};

/** The narrowest phone: labels, names and buttons wrap inside 320 px. */
export const Narrow320: Story = {
  args: { portions: shared, claimPolicy: 'multiple' },
  parameters: { boardWidth: 320 },
  play: async ({ canvas, canvasElement }) => {
    const board = canvasElement.querySelector<HTMLElement>('.siyum-board');
    await expect(board?.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(board?.scrollWidth).toBeLessThanOrEqual(320);
    const right = board?.getBoundingClientRect().right ?? 0;
    for (const element of canvasElement.querySelectorAll('.siyum-board__row, .siyum-board__row button'))
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
    await expect(canvas.getByRole('button', { name: 'Release Berakhot' })).toBeVisible();
    const peah = rowOf(canvasElement, 'Peah');
    await expect(within(peah).getByText(`Learning: ${LEARNERS[0].name} and Dovid S.`)).toBeVisible();
    await expect(within(peah).getByRole('button', { name: 'Sign up for Peah' })).toBeVisible();
  },
};
