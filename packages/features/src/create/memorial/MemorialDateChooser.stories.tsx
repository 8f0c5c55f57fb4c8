import {
  format,
  formatHebrewDate,
  hebrewDateParts,
  memorialMessages as m,
  siyumDateMessages,
} from '@siyum/domain';
import { he } from '@siyum/domain/messages/he';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { STORY_TODAY } from '../fixtures';
import { MemorialDateChooser, type MemorialDateChooserProps } from './MemorialDateChooser';
import { MemorialDateDisclosure } from './MemorialDateDisclosure';
import { EMPTY_PASSING } from './passingInput';

/** The wizard's form column, or a 320 px phone less the page's padding (`parameters.width`). */
const inColumn: Decorator = (Story, { parameters }) => (
  <div style={{ width: (parameters.width as string | undefined) ?? '36rem' }}>
    <Story />
  </div>
);

/** The chooser under a form's siyum date: a chosen date comes back as `value`. */
function ControlledChooser(args: MemorialDateChooserProps) {
  const [value, setValue] = useState(args.value);
  return (
    <MemorialDateChooser
      {...args}
      value={value}
      onChoose={(date) => {
        setValue(date);
        args.onChoose(date);
      }}
    />
  );
}

const meta = {
  title: 'Siyum/MemorialDateChooser',
  component: MemorialDateChooser,
  args: { today: STORY_TODAY, value: '', onChoose: fn() },
  decorators: [inColumn],
  render: (args) => <ControlledChooser {...args} />,
} satisfies Meta<typeof MemorialDateChooser>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** A passing eleven days before the stories' today (1 December 2026): every date still ahead. */
const RECENT = { ...EMPTY_PASSING, date: '2026-11-20' };
const offer = (canvas: Canvas, name: string) =>
  canvas.getByText(name, { selector: '.siyum-memorial__offer-name' }).closest('li') as HTMLElement;
const chooseButton = (canvas: Canvas, name: string, messages: { useDateLabel: string } = m) =>
  within(offer(canvas, name)).getByRole('button', { name: format(messages.useDateLabel, { name }) });
const offersShown = (canvas: Canvas) =>
  [...canvas.getAllByRole('listitem')].map(
    (item) => item.querySelector('.siyum-memorial__offer-name')?.textContent,
  );

/** Opened with nothing entered: the calendar choice and the civil date with "after sunset", no dates yet. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: m.title })).toBeVisible();
    const date = await canvas.findByLabelText(m.passingDate);
    await expect(date).toHaveAttribute('max', STORY_TODAY);
    await expect(canvas.getByRole('radio', { name: m.gregorian })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: m.afterSunset })).not.toBeChecked();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    // Typing a date of passing offers the dates at once.
    await userEvent.type(date, '2026-11-20');
    await expect(await canvas.findByRole('heading', { name: m.offersTitle })).toBeVisible();
    await userEvent.clear(date);
    await waitFor(() => expect(canvas.queryByRole('list')).not.toBeInTheDocument());
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** A date of passing entered: the five dates in both calendars; one tap makes the shloshim the siyum date. */
export const WithDateOfPassing: Story = {
  args: { initialInput: RECENT },
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findByRole('heading', { name: m.offersTitle });
    const hebrewPassing = hebrewDateParts('2026-11-20');
    if (!hebrewPassing) throw new Error('no Hebrew date');
    await expect(canvas.getByText(/^Hebrew date of passing:/)).toHaveTextContent(
      `Hebrew date of passing: ${formatHebrewDate(hebrewPassing, 'he')}`,
    );
    await expect(offersShown(canvas)).toEqual([
      m.shloshim,
      m.kaddishEleven,
      m.mourningTwelve,
      m.firstYahrzeit,
    ]);
    // The shloshim: day 30 counting 20 November as day 1, with its Hebrew date beside it.
    const shloshim = offer(canvas, m.shloshim);
    await expect(within(shloshim).getByText('19 December 2026')).toHaveAttribute('datetime', '2026-12-19');
    await expect(within(shloshim).getByText(siyumDateMessages.hebrewDateLabel)).toBeInTheDocument();
    await userEvent.click(chooseButton(canvas, m.shloshim));
    await expect(args.onChoose).toHaveBeenCalledWith('2026-12-19');
    await expect(shloshim).toHaveAttribute('data-chosen');
    await expect(within(shloshim).getByText(m.chosen)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('The siyum date is now 19 December 2026.');
  },
};

/** After sunset the Hebrew date is the next day's, and every date counts from it. */
export const AfterSunset: Story = {
  args: { initialInput: { ...RECENT, afterSunset: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: m.offersTitle });
    await expect(canvas.getByRole('checkbox', { name: m.afterSunset })).toBeChecked();
    await expect(within(offer(canvas, m.shloshim)).getByText('20 December 2026')).toBeVisible();
  },
};

/** A Hebrew date of passing (10 Cheshvan 5787): its civil date is shown, and the dates already past are disabled. */
export const HebrewDateEntered: Story = {
  args: {
    initialInput: { ...EMPTY_PASSING, calendar: 'hebrew', day: '10', month: 'cheshvan', year: '5787' },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: m.offersTitle });
    await expect(canvas.getByRole('radio', { name: m.hebrew })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: m.hebrewMonth })).toHaveValue('cheshvan');
    await expect(canvas.getByText('Date of passing: 21 October 2026')).toBeVisible();
    // The shloshim (19 November) is before today: shown, not choosable.
    await expect(chooseButton(canvas, m.shloshim)).toBeDisabled();
    await expect(within(offer(canvas, m.shloshim)).getByText(m.past)).toBeVisible();
    await expect(chooseButton(canvas, m.kaddishEleven)).toBeEnabled();
  },
};

/** A passing long ago: every date but the next yahrzeit is past, and that one can be chosen. */
export const PastOffersDisabled: Story = {
  args: { initialInput: { ...EMPTY_PASSING, date: '2025-03-01' } },
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findByRole('heading', { name: m.offersTitle });
    for (const name of [m.shloshim, m.kaddishEleven, m.mourningTwelve, m.firstYahrzeit]) {
      await expect(chooseButton(canvas, name)).toBeDisabled();
      await expect(offer(canvas, name)).toHaveAttribute('data-past');
    }
    await userEvent.click(chooseButton(canvas, m.nextYahrzeit));
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
    await expect(offer(canvas, m.nextYahrzeit)).toHaveAttribute('data-chosen');
  },
};

/** "Adar" in a leap year: the month field asks which Adar, and no dates are offered. */
export const WhichAdar: Story = {
  args: { initialInput: { ...EMPTY_PASSING, calendar: 'hebrew', day: '5', month: 'adar', year: '5784' } },
  play: async ({ canvas }) => {
    const month = await canvas.findByRole('combobox', { name: m.hebrewMonth });
    await expect(month).toHaveAttribute('aria-invalid', 'true');
    await expect(month).toHaveAccessibleDescription(/5784 is a leap year: choose Adar I or Adar II\./);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** Hebcal's calendar failed to load (offline): a retry loads it. */
export const LoadFailed: Story = {
  args: {
    loadCalendar: (() => {
      let attempts = 0;
      return () => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new Error('offline')) : import('./memorialDates');
      };
    })(),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: m.retry }));
    await expect(await canvas.findByLabelText(m.passingDate)).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The chooser in Hebrew, right to left: Hebrew dates first, the day in Hebrew letters. */
export const InHebrew: Story = {
  globals: { locale: 'he' },
  args: { initialInput: RECENT },
  play: async ({ canvas, userEvent, args }) => {
    const t = he.memorial;
    await canvas.findByRole('heading', { name: t.offersTitle });
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { name: t.title })).toBeVisible();
    await userEvent.click(chooseButton(canvas, t.shloshim, t));
    await expect(args.onChoose).toHaveBeenCalledWith('2026-12-19');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^תאריך הסיום נקבע ל־/);
    await userEvent.click(canvas.getByRole('radio', { name: t.hebrew }));
    const day = canvas.getByRole('combobox', { name: t.hebrewDay });
    await expect(within(day).getByRole('option', { name: 'ט״ו' })).toBeInTheDocument();
    // Back to the civil date: what was typed there is kept, with its dates.
    await userEvent.click(canvas.getByRole('radio', { name: t.gregorian }));
    await expect(
      canvas.getByRole('button', { name: format(t.useDateLabel, { name: t.shloshim }) }),
    ).toBeVisible();
  },
};

/** A 320 px phone: the fields and the dates stack, the buttons stay whole, nothing overflows. */
export const Narrow320: Story = {
  args: { initialInput: RECENT },
  parameters: { width: '288px' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: m.offersTitle });
    const root = canvasElement.querySelector('.siyum-memorial') as HTMLElement;
    await expect(root.getBoundingClientRect().width).toBe(288);
    for (const element of root.querySelectorAll<HTMLElement>('*'))
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(
        root.getBoundingClientRect().right + 0.5,
      );
    for (const button of canvas.getAllByRole('button', { name: new RegExp(`^${m.useDate}`) }))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
  },
};

/** Under the siyum date: closed at first (Hebcal not loaded), opened by "Timing it to a memorial date?". */
export const Disclosure: Story = {
  render: (args) => <MemorialDateDisclosure {...args} />,
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: m.disclosure });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('heading', { name: m.title })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByLabelText(m.passingDate)).toBeVisible();
  },
};
