import {
  CORPORA,
  format,
  preferencesMessages,
  siyumBoardMessages,
  siyumCreateMessages,
  siyumDashboardMessages,
} from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { RadioGroup, type RadioGroupProps, type RadioOption, type RadioValue } from './RadioGroup';

const m = siyumCreateMessages;
const progressFilter = siyumDashboardMessages.progress.filter;

/** Holds the value the way a page does, so a click or an arrow really moves the choice. */
function StatefulRadioGroup<V extends RadioValue>({ value: initial, onChange, ...rest }: RadioGroupProps<V>) {
  const [value, setValue] = useState(initial);
  return (
    <RadioGroup
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const FILTER_OPTIONS: readonly RadioOption<string>[] = [
  { value: 'all', label: progressFilter.all },
  { value: 'open', label: progressFilter.open },
  { value: 'claimed', label: progressFilter.claimed },
  { value: 'completed', label: progressFilter.completed },
];

const DEDICATION_OPTIONS: readonly RadioOption<string>[] = [
  { value: 'none', label: m.dedicationNone },
  { value: 'memory', label: m.dedicationMemory },
  { value: 'healing', label: m.dedicationHealing },
  { value: 'success', label: m.dedicationSuccess },
  { value: 'honor', label: m.dedicationHonor },
];

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: {
    legend: siyumDashboardMessages.filterLegend,
    options: FILTER_OPTIONS,
    value: 'all',
    onChange: fn(),
    onBlur: fn(),
    variant: 'segmented',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['list', 'cards', 'segmented'] },
    layout: { control: 'inline-radio', options: ['filter', 'compact', 'stacked'] },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '36rem', containerType: 'inline-size' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <StatefulRadioGroup {...args} />,
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A filter: "Show:" beside segments that fill the row; one tab stop, arrows move and choose. */
export const SegmentedFilter: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: siyumDashboardMessages.filterLegend });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => radio.textContent)).toEqual(FILTER_OPTIONS.map((o) => o.label));
    const all = canvas.getByRole('radio', { name: progressFilter.all });
    const open = canvas.getByRole('radio', { name: progressFilter.open });
    const learned = canvas.getByRole('radio', { name: progressFilter.completed });
    await expect(all).toBeChecked();

    await userEvent.click(open);
    await expect(open).toBeChecked();
    await expect(all).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('open');

    // Arrows move the choice with the focus, and wrap around the ends.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(all).toHaveFocus());
    await expect(all).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(learned).toHaveFocus());
    await expect(learned).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('completed');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    // Leaving a radio is reported (a form library marks the field touched).
    await expect(args.onBlur).toHaveBeenCalled();

    // One tab stop: the chosen radio.
    await expect(radios.filter((radio) => radio.tabIndex === 0)).toEqual([learned]);
  },
};

/** The board's filter: each segment as wide as its label. */
export const SegmentedCompact: Story = {
  args: {
    layout: 'compact',
    legend: siyumBoardMessages.filterLegend,
    options: [
      { value: 'all', label: siyumBoardMessages.filterAll },
      { value: 'open', label: siyumBoardMessages.filterOpen },
      { value: 'mine', label: siyumBoardMessages.filterMine },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    const all = canvas.getByRole('radio', { name: siyumBoardMessages.filterAll });
    const mine = canvas.getByRole('radio', { name: siyumBoardMessages.filterMine });
    const open = canvas.getByRole('radio', { name: siyumBoardMessages.filterOpen });
    // As wide as their labels: "Mine" is narrower than the group's third.
    await expect(mine.getBoundingClientRect().width).toBeLessThan(100);
    all.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(open).toHaveFocus());
    await expect(open).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(mine).toHaveFocus());
    await expect(args.onChange).toHaveBeenLastCalledWith('mine');
    // Space on the chosen radio changes nothing.
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Legend above, equal segments that may hold a second line; numeric values come back as numbers. */
export const SegmentedStacked: Story = {
  args: {
    layout: 'stacked',
    legend: preferencesMessages.fontSizeLegend,
    value: 16,
    options: [
      { value: 12, label: preferencesMessages.fontSizeSmall },
      { value: 16, label: preferencesMessages.fontSizeMedium },
      {
        value: 20,
        label: (
          <>
            {preferencesMessages.fontSizeLarge}
            <span aria-hidden="true" style={{ fontSize: 'var(--text-xs)', fontWeight: 400 }}>
              {format(preferencesMessages.fontSizePixels, { size: 20 })}
            </span>
          </>
        ),
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: preferencesMessages.fontSizeLegend });
    const radios = within(group).getAllByRole('radio');
    // Equal segments.
    const widths = new Set(radios.map((radio) => Math.round(radio.getBoundingClientRect().width)));
    await expect(widths.size).toBe(1);
    // The hint is seen, not heard.
    const large = canvas.getByRole('radio', { name: preferencesMessages.fontSizeLarge });
    await userEvent.click(large);
    await expect(args.onChange).toHaveBeenLastCalledWith(20);
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: preferencesMessages.fontSizeMedium })).toBeChecked(),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(16);
  },
};

/** A phone-width container: the filter's segments fill it in rows of two. */
export const SegmentedNarrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320, containerType: 'inline-size' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const [all, open, beingLearned, learned] = canvas
      .getAllByRole('radio')
      .map((radio) => radio.getBoundingClientRect());
    await expect(all?.top).toBe(open?.top);
    await expect(beingLearned?.top).toBe(learned?.top);
    await expect(beingLearned?.top).toBeGreaterThan(all?.top ?? 0);
    await expect(all?.width).toBe(open?.width);
  },
};

/** The whole group disabled: nothing can be chosen and no radio takes focus. */
export const SegmentedDisabled: Story = {
  args: { disabled: true, value: 'open' },
  play: async ({ canvas, userEvent, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: progressFilter.all }));
    await expect(canvas.getByRole('radio', { name: progressFilter.open })).toBeChecked();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Classic radios: the whole row is the target, two columns where there is room. */
export const List: Story = {
  args: {
    variant: 'list',
    legend: m.dedicationLegend,
    options: DEDICATION_OPTIONS,
    value: 'none',
  },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: m.dedicationLegend });
    await expect(group).not.toHaveAttribute('aria-invalid');
    const none = canvas.getByRole('radio', { name: m.dedicationNone });
    const honor = canvas.getByRole('radio', { name: m.dedicationHonor });
    await expect(none).toBeChecked();
    // Clicking the label's text checks its radio.
    await userEvent.click(canvas.getByText(m.dedicationHonor));
    await expect(honor).toBeChecked();
    await expect(none).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('honor');
    // Down wraps to the first; up goes back.
    honor.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(none).toHaveFocus());
    await expect(none).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(honor).toBeChecked());
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** Nothing chosen yet: Tab lands on the first radio, Space chooses it (Enter does not). */
export const ListNoneChosen: Story = {
  args: { variant: 'list', legend: m.dedicationLegend, options: DEDICATION_OPTIONS, value: undefined },
  play: async ({ canvas, userEvent, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await userEvent.tab();
    const none = canvas.getByRole('radio', { name: m.dedicationNone });
    await expect(none).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    await expect(none).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('none');
  },
};

/** An error: the group is invalid and described by it, so is every radio; choosing still works. */
export const ListInvalid: Story = {
  args: {
    variant: 'list',
    legend: m.dedicationLegend,
    options: DEDICATION_OPTIONS,
    value: undefined,
    required: true,
    error: m.corpusRequired,
  },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: m.dedicationLegend });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription(m.corpusRequired);
    const memory = canvas.getByRole('radio', { name: m.dedicationMemory });
    await expect(memory).toHaveAccessibleDescription(m.corpusRequired);
    await userEvent.click(memory);
    await expect(args.onChange).toHaveBeenCalledWith('memory');
  },
};

/** One option unavailable: it cannot be chosen, and the arrows step over it. */
export const ListDisabledOption: Story = {
  args: {
    variant: 'list',
    legend: m.dedicationLegend,
    value: 'none',
    options: DEDICATION_OPTIONS.map((option) => ({ ...option, disabled: option.value === 'memory' })),
  },
  play: async ({ canvas, userEvent, args }) => {
    const memory = canvas.getByRole('radio', { name: m.dedicationMemory });
    await expect(memory).toBeDisabled();
    await userEvent.click(canvas.getByText(m.dedicationMemory));
    await expect(memory).not.toBeChecked();
    canvas.getByRole('radio', { name: m.dedicationNone }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const healing = canvas.getByRole('radio', { name: m.dedicationHealing });
    await waitFor(() => expect(healing).toHaveFocus());
    await expect(healing).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** Cards: bordered boxes with a second line (the description) and an aside seen but not heard. */
export const Cards: Story = {
  args: {
    variant: 'cards',
    legend: m.corpusLegend,
    value: 'bavli',
    options: Object.values(CORPORA).map((corpus) => ({
      value: corpus.id,
      label: corpus.en,
      aside: corpus.he,
    })),
  },
  play: async ({ canvas, userEvent, args }) => {
    const bavli = canvas.getByRole('radio', { name: CORPORA.bavli.en });
    await expect(bavli).toBeChecked();
    // The Hebrew name is beside the label but not part of the radio's name.
    await expect(canvas.getByText(CORPORA.tanach.he)).toHaveAttribute('aria-hidden', 'true');
    const tanach = canvas.getByRole('radio', { name: CORPORA.tanach.en });
    // The whole card is the target.
    await userEvent.click(canvas.getByText(CORPORA.tanach.he));
    await expect(tanach).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('tanach');
  },
};

/** Public or unlisted, each with its consequence under the name. */
export const CardsWithDescriptions: Story = {
  args: {
    variant: 'cards',
    legend: m.visibilityLegend,
    value: 'public',
    options: [
      { value: 'public', label: m.visibilityPublic, description: m.visibilityPublicDescription },
      { value: 'unlisted', label: m.visibilityUnlisted, description: m.visibilityUnlistedDescription },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const unlisted = canvas.getByRole('radio', { name: m.visibilityUnlisted });
    await expect(unlisted).toHaveAccessibleDescription(m.visibilityUnlistedDescription);
    await userEvent.click(canvas.getByText(m.visibilityUnlistedDescription));
    await expect(unlisted).toBeChecked();
  },
};

/** Spy on the form's submitted data in `InForm`. */
const submitForm = fn();

/** Inside a form the chosen value is submitted under `name`, like a native radio's. */
export const InForm: Story = {
  args: {
    variant: 'list',
    legend: m.dedicationLegend,
    options: DEDICATION_OPTIONS,
    value: 'none',
    name: 'dedication',
  },
  render: (args) => (
    <form
      aria-label={m.stepDetails}
      onSubmit={(event) => {
        event.preventDefault();
        submitForm(new FormData(event.currentTarget).get('dedication'));
      }}
    >
      <StatefulRadioGroup {...args} />
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    submitForm.mockClear();
    const form = canvas.getByRole('form', { name: m.stepDetails }) as HTMLFormElement;
    form.requestSubmit();
    await expect(submitForm).toHaveBeenLastCalledWith('none');
    await userEvent.click(canvas.getByRole('radio', { name: m.dedicationHealing }));
    form.requestSubmit();
    await expect(submitForm).toHaveBeenLastCalledWith('healing');
  },
};
