import { addressMessages, selectMessages, validationMessages } from '@siyum/domain';
import { he } from '@siyum/domain/messages/he';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../form';
import { Select, type SelectOption } from './Select';

/** The tractates of Seder Zeraim: a realistic list with one disabled entry. */
const tractates: SelectOption[] = [
  { value: 'berakhot', label: 'Berakhot' },
  { value: 'peah', label: 'Peah' },
  { value: 'demai', label: 'Demai' },
  { value: 'kilayim', label: 'Kilayim' },
  { value: 'sheviit', label: 'Sheviit' },
  { value: 'terumot', label: 'Terumot' },
  { value: 'maasrot', label: 'Maasrot' },
  { value: 'maaser-sheni', label: 'Maaser Sheni' },
  { value: 'challah', label: 'Challah' },
  { value: 'orlah', label: 'Orlah' },
  { value: 'bikkurim', label: 'Bikkurim', disabled: true },
];
const enabledValues = tractates.filter((option) => !option.disabled).map((option) => option.value);

const countries: SelectOption[] = [
  { value: 'IL', label: 'Israel' },
  { value: 'US', label: 'United States' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'CA', label: 'Canada' },
];

/** A form column's width, so chips wrap as they would in a real form (`columnWidth: false` opts out). */
const inFormColumn: Decorator = (Story, { parameters }) =>
  parameters.columnWidth === false ? (
    <Story />
  ) : (
    <div style={{ width: '20rem' }}>
      <Story />
    </div>
  );

/** Portalled popups live outside the story canvas. */
const page = () => within(document.body);

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Tractate', options: tractates, onChange: fn() },
  parameters: { layout: 'padded' },
  decorators: [inFormColumn],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Tractate' });
    await expect(trigger).toHaveTextContent(selectMessages.placeholder);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(trigger).not.toHaveAttribute('aria-controls');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'maaser-sheni' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Tractate' })).toHaveTextContent('Maaser Sheni');
  },
};

export const Invalid: Story = {
  args: { required: true, error: validationMessages.valueRequired },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: /Tractate/ });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(trigger).toHaveAccessibleDescription(validationMessages.valueRequired);
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'peah' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Tractate' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const NoOptionsDoesNotOpen: Story = {
  args: { options: [] },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Tractate' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('b');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const SearchFiltering: Story = {
  args: { searchable: true },
  parameters: { visual: 'page' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Tractate' }));
    const search = page().getByRole('combobox', { name: selectMessages.search });
    await waitFor(() => expect(search).toHaveFocus());

    await userEvent.keyboard('zzz');
    // The popup fades in: wait for it rather than catch its first frame.
    await waitFor(() => expect(page().getByText(selectMessages.noMatches)).toBeVisible());
    await expect(page().queryByRole('listbox')).not.toBeInTheDocument();

    await userEvent.clear(search);
    // Case- and accent-insensitive "contains": Demai, Maasrot, Maaser Sheni.
    await userEvent.type(search, 'MA');
    const listbox = page().getByRole('listbox', { name: 'Tractate' });
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names).toEqual(['Demai', 'Maasrot', 'Maaser Sheni']);
    // The first match is active and announced through the search box.
    const first = within(listbox).getByRole('option', { name: 'Demai' });
    await expect(search).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{ArrowDown}');
    const second = within(listbox).getByRole('option', { name: 'Maasrot' });
    await expect(search).toHaveAttribute('aria-activedescendant', second.id);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Tractate' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const listbox = page().getByRole('listbox', { name: 'Tractate' });
    const option = (name: string) => within(listbox).getByRole('option', { name });
    // Focus stays on the trigger; the active row is announced by aria-activedescendant.
    await expect(trigger).toHaveAttribute('aria-activedescendant', option('Berakhot').id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(trigger).toHaveAttribute('aria-activedescendant', option('Demai').id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(trigger).toHaveAttribute('aria-activedescendant', option('Peah').id);
    // End skips the disabled last row; arrows stop at the ends.
    await userEvent.keyboard('{End}');
    await expect(trigger).toHaveAttribute('aria-activedescendant', option('Orlah').id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(trigger).toHaveAttribute('aria-activedescendant', option('Orlah').id);
    await userEvent.keyboard('{Home}');
    await expect(trigger).toHaveAttribute('aria-activedescendant', option('Berakhot').id);

    // Escape closes without choosing.
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();

    // Enter picks the active row and closes; focus is back on the trigger.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('peah');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveTextContent('Peah');
    await expect(trigger).toHaveFocus();

    // Reopening starts from the chosen row, which is marked selected.
    await userEvent.keyboard('{ArrowDown}');
    const reopened = within(page().getByRole('listbox', { name: 'Tractate' }));
    const peah = reopened.getByRole('option', { name: 'Peah' });
    await expect(trigger).toHaveAttribute('aria-activedescendant', peah.id);
    await expect(peah).toHaveAttribute('aria-selected', 'true');
    await expect(reopened.getByRole('option', { name: 'Berakhot' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const Typeahead: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Tractate' });
    trigger.focus();
    // A letter on the closed trigger opens the list at the first row starting with it.
    await userEvent.keyboard('m');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const listbox = page().getByRole('listbox');
    const option = (name: string) => within(listbox).getByRole('option', { name });
    await expect(trigger).toHaveAttribute('aria-activedescendant', option('Maasrot').id);
    // The same letter again cycles to the next match.
    await userEvent.keyboard('m');
    await expect(trigger).toHaveAttribute('aria-activedescendant', option('Maaser Sheni').id);
    // After a pause a new word starts; letters typed together build a prefix.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.keyboard('ter');
    await expect(trigger).toHaveAttribute('aria-activedescendant', option('Terumot').id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('terumot');
    await expect(trigger).toHaveTextContent('Terumot');
  },
};

export const SingleClosesAfterPick: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Tractate' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(page().getByRole('option', { name: 'Kilayim' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('kilayim');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Kilayim');
    // A disabled option cannot be chosen.
    await userEvent.click(trigger);
    const bikkurim = page().getByRole('option', { name: 'Bikkurim' });
    await expect(bikkurim).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(bikkurim);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

export const MultiStaysOpen: Story = {
  args: { multiple: true, selectAll: true },
  parameters: { visual: 'page' },
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Tractate' });
    await userEvent.click(trigger);
    const listbox = page().getByRole('listbox', { name: 'Tractate' });
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Peah' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['peah']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Terumot' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['peah', 'terumot']);
    // Still open; chosen options moved from the list to chips.
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(listbox).queryByRole('option', { name: 'Peah' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove Peah' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Terumot' })).toBeVisible();
    // The keyboard picks too (Enter and Space) and the list stays open.
    await userEvent.keyboard('{Home}');
    const selectAllRow = within(listbox).getByRole('option', { name: selectMessages.selectAll });
    await expect(trigger).toHaveAttribute('aria-activedescendant', selectAllRow.id);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['peah', 'terumot', 'berakhot']);
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['peah', 'terumot', 'berakhot', 'demai']);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

export const MultiChipRemoval: Story = {
  args: { multiple: true, defaultValue: ['berakhot', 'peah', 'demai'] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Peah' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['berakhot', 'demai']);
    await expect(canvas.queryByRole('button', { name: 'Remove Peah' })).not.toBeInTheDocument();
    // Focus moves to the chip that took its place, never to the page.
    await expect(canvas.getByRole('button', { name: 'Remove Demai' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['berakhot']);
    await expect(canvas.getByRole('button', { name: 'Remove Berakhot' })).toHaveFocus();
    // Backspace on the trigger removes the last chip.
    const trigger = canvas.getByRole('combobox', { name: 'Tractate' });
    trigger.focus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(trigger).toHaveTextContent(selectMessages.placeholder);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SelectAll: Story = {
  args: { multiple: true, selectAll: true, searchable: true, defaultValue: ['peah'] },
  parameters: { visual: 'page' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Tractate' }));
    const search = page().getByRole('combobox', { name: selectMessages.search });
    // "Select all" picks what the list shows: with a query, only the matches.
    await userEvent.type(search, 'ma');
    await userEvent.click(page().getByRole('option', { name: selectMessages.selectAll }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['peah', 'demai', 'maasrot', 'maaser-sheni']);
    await userEvent.clear(search);
    await userEvent.click(page().getByRole('option', { name: selectMessages.selectAll }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      'peah',
      'demai',
      'maasrot',
      'maaser-sheni',
      ...enabledValues.filter((value) => !['peah', 'demai', 'maasrot', 'maaser-sheni'].includes(value)),
    ]);
    // Only the disabled option is left, so the list says so; "Select all" is gone.
    await waitFor(() => expect(page().getByText(selectMessages.allAvailableSelected)).toBeVisible());
    await expect(page().queryByRole('option', { name: selectMessages.selectAll })).not.toBeInTheDocument();
    await expect(page().getByRole('option', { name: 'Bikkurim' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const AllSelected: Story = {
  args: { multiple: true, selectAll: true, options: countries, defaultValue: ['IL', 'US', 'GB', 'CA'] },
  parameters: { visual: 'page' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Tractate' });
    await userEvent.click(trigger);
    // Options exist, so it opens — and shows the exact text instead of an empty list.
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const message = await page().findByText('All available already selected');
    await waitFor(() => expect(message).toBeVisible());
    await expect(trigger).toHaveAttribute('aria-controls', message.id);
    await expect(page().queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const OpeningOneClosesTheOther: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Select label="Tractate" options={tractates} onChange={args.onChange} />
      <Select label="Country" options={countries} />
    </div>
  ),
  parameters: { visual: 'page' },
  play: async ({ canvas, userEvent }) => {
    const tractate = canvas.getByRole('combobox', { name: 'Tractate' });
    const country = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.click(tractate);
    await expect(tractate).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(country);
    await expect(country).toHaveAttribute('aria-expanded', 'true');
    await expect(tractate).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.getAllByRole('listbox')).toHaveLength(1));
    // And back, by keyboard this time.
    tractate.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(tractate).toHaveAttribute('aria-expanded', 'true');
    await expect(country).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.getByRole('listbox')).toHaveAccessibleName('Tractate');
  },
};

export const OutsidePressCloses: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Tractate' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Pressing the trigger again toggles it closed (it is not an "outside" press).
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  render: function ControlledSelect() {
    const [country, setCountry] = useState<string | null>('US');
    return (
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <Select label={addressMessages.country} options={countries} value={country} onChange={setCountry} />
        <output data-testid="controlled-value">{country ?? '—'}</output>
        <Button variant="secondary" onClick={() => setCountry(null)}>
          Reset
        </Button>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: addressMessages.country });
    await expect(trigger).toHaveTextContent('United States');
    await userEvent.click(trigger);
    await userEvent.click(page().getByRole('option', { name: 'Israel' }));
    await expect(canvas.getByTestId('controlled-value')).toHaveTextContent('IL');
    await expect(trigger).toHaveTextContent('Israel');
    // The parent owns the value: resetting it outside clears the trigger.
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(trigger).toHaveTextContent(selectMessages.placeholder);
  },
};

export const DarkTheme: Story = {
  args: { multiple: true, defaultValue: ['berakhot', 'maaser-sheni'] },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('button', { name: 'Remove Maaser Sheni' })).toBeVisible();
  },
};

export const FontSize20: Story = {
  args: { defaultValue: 'challah' },
  globals: { fontSize: 20 },
  play: async ({ canvas, canvasElement }) => {
    const control = canvasElement.querySelector('.siyum-select__control') as HTMLElement;
    // 2.5rem at a 20 px root: the control scales with the user's font size.
    await waitFor(() => expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(50));
    await expect(canvas.getByRole('combobox', { name: 'Tractate' })).toHaveTextContent('Challah');
  },
};

interface AddressValues {
  country: string | null;
}

const submitAddress = fn<(values: AddressValues) => void>();

export const ReactHookForm: Story = {
  render: function ReactHookFormRecipe() {
    const { control, handleSubmit } = useForm<AddressValues>({ defaultValues: { country: null } });
    return (
      <form
        noValidate
        onSubmit={handleSubmit((values) => submitAddress(values))}
        style={{ display: 'grid', gap: '0.75rem' }}
      >
        <Controller
          control={control}
          name="country"
          rules={{ required: validationMessages.countryRequired }}
          render={({ field, fieldState }) => (
            <Select
              label={addressMessages.country}
              options={countries}
              required
              searchable
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Button type="submit">Save</Button>
      </form>
    );
  },
  play: async ({ canvas, userEvent }) => {
    submitAddress.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const trigger = canvas.getByRole('combobox', { name: /Country/ });
    await waitFor(() => expect(trigger).toHaveAccessibleDescription(validationMessages.countryRequired));
    await expect(submitAddress).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    await userEvent.keyboard('kingd');
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveTextContent('United Kingdom');
    await waitFor(() => expect(trigger).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitAddress).toHaveBeenCalledWith({ country: 'GB' }));
  },
};

/**
 * A failed submit focuses the first invalid field: react-hook-form reaches the select's trigger
 * through `ref={field.ref}` (shouldFocusError), as it does a native input.
 */
export const FocusOnValidationError: Story = {
  render: function FocusOnValidationErrorRecipe() {
    const { control, handleSubmit } = useForm<AddressValues>({ defaultValues: { country: null } });
    return (
      <form
        noValidate
        onSubmit={handleSubmit((values) => submitAddress(values))}
        style={{ display: 'grid', gap: '0.75rem' }}
      >
        <Controller
          control={control}
          name="country"
          rules={{ required: validationMessages.countryRequired }}
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              label={addressMessages.country}
              options={countries}
              required
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Button type="submit">Save</Button>
      </form>
    );
  },
  play: async ({ canvas, userEvent }) => {
    submitAddress.mockClear();
    const trigger = canvas.getByRole('combobox', { name: /Country/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAccessibleDescription(validationMessages.countryRequired);
    await expect(submitAddress).not.toHaveBeenCalled();
  },
};

/** Every closed state on one canvas, for visual regression. */
export const AllStates: Story = {
  parameters: { columnWidth: false },
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(16rem, 1fr))',
        gap: '1.25rem 1.5rem',
        alignItems: 'start',
      }}
    >
      <Select label="Empty" options={tractates} />
      <Select label="With value" options={tractates} defaultValue="maaser-sheni" />
      <Select label="Custom placeholder" options={tractates} placeholder="Choose a tractate" />
      <Select label="Required" options={tractates} required />
      <Select label="Invalid" options={tractates} required error={validationMessages.valueRequired} />
      <Select label="Searchable" options={countries} searchable defaultValue="IL" />
      <Select label="Disabled" options={tractates} disabled />
      <Select label="Disabled with value" options={tractates} disabled defaultValue="orlah" />
      <Select label="No options" options={[]} />
      <Select label="Multi, empty" options={tractates} multiple />
      <Select
        label="Multi with chips"
        options={tractates}
        multiple
        defaultValue={['berakhot', 'peah', 'maaser-sheni', 'terumot', 'challah']}
      />
      <Select
        label="Multi, invalid"
        options={tractates}
        multiple
        required
        defaultValue={['demai']}
        error={validationMessages.valueRequired}
      />
      <Select
        label="Multi, disabled"
        options={tractates}
        multiple
        disabled
        defaultValue={['kilayim', 'orlah']}
      />
      <Select
        label="Long value"
        options={[{ value: 'long', label: 'Maaser Sheni, Challah, Orlah and Bikkurim in one long label' }]}
        defaultValue="long"
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('combobox')).toHaveLength(14);
    for (const trigger of canvas.getAllByRole('combobox')) {
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
  },
};

/** The tractates of Seder Zeraim by their Hebrew names. */
const hebrewTractates: SelectOption[] = [
  { value: 'berakhot', label: 'ברכות' },
  { value: 'peah', label: 'פאה' },
  { value: 'demai', label: 'דמאי' },
  { value: 'kilayim', label: 'כלאיים' },
];

/**
 * Issue 23: in Hebrew, right to left: the placeholder and the search in Hebrew, the list opening
 * under the field and aligned to its start — its right edge — as Radix's direction says.
 */
export const OpensRightToLeft: Story = {
  globals: { locale: 'he' },
  args: { label: 'מסכת', options: hebrewTractates, searchable: true },
  parameters: { visual: 'page' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const trigger = canvas.getByRole('combobox', { name: 'מסכת' });
    await expect(trigger).toHaveTextContent(he.select.placeholder);
    await userEvent.click(trigger);
    const listbox = page().getByRole('listbox', { name: 'מסכת' });
    await expect(page().getByRole('combobox', { name: he.select.search })).toHaveAttribute(
      'placeholder',
      he.select.search,
    );
    // Once it has opened (it eases in): its right edge under the field's.
    await waitFor(() => {
      const field = trigger.getBoundingClientRect();
      const list = listbox.getBoundingClientRect();
      expect(Math.abs(list.right - field.right)).toBeLessThan(24);
    });
    await userEvent.click(within(listbox).getByRole('option', { name: 'פאה' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('peah');
  },
};
