import {
  format,
  siyumCreateMessages as m,
  photoMessages,
  type SiyumCreateInput,
  serverMessages,
} from '@siyum/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fakePhotos, samplePhotoKey } from '../photos/fixtures';
import { CreateSiyumWizard } from './CreateSiyumWizard';
import { memorialSiyum, refuahEntry, refuahExpected, STORY_TIME_ZONE, STORY_TODAY } from './fixtures';

/**
 * A desktop form column, or the narrowest phone the product supports (`parameters.width`). The test
 * browser captures no more than its viewport's height (~900 px), so `parameters.fold` cuts a tall
 * story at a fixed line: the baseline holds the first screenful, the play function still sees it all.
 */
const inColumn: Decorator = (Story, { parameters }) => (
  <div
    style={{
      width: (parameters.width as string | number | undefined) ?? '40rem',
      maxHeight: parameters.fold as number | undefined,
      overflowY: parameters.fold === undefined ? undefined : 'clip',
    }}
  >
    <Story />
  </div>
);

/** Portalled popups (the select lists) live outside the story canvas. */
const page = () => within(document.body);

const heading = (step: number, name: string) => format(m.stepHeading, { current: step, total: 4, name });

const meta = {
  title: 'Siyum/CreateSiyumWizard',
  component: CreateSiyumWizard,
  args: { onSubmit: fn(), today: STORY_TODAY, defaultTimeZone: STORY_TIME_ZONE },
  decorators: [inColumn],
} satisfies Meta<typeof CreateSiyumWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: title, dedication and description; the names field appears once a dedication is chosen. */
export const StepDetails: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(heading(1, m.stepDetails));
    const progress = within(canvas.getByRole('list', { name: m.stepsLabel }));
    const steps = progress.getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(steps[1]).not.toHaveAttribute('aria-current');
    // The first step has nowhere to go back to.
    await expect(canvas.queryByRole('button', { name: m.back })).not.toBeInTheDocument();

    const dedication = within(canvas.getByRole('radiogroup', { name: m.dedicationLegend }));
    await expect(dedication.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'none',
      'memory',
      'healing',
      'success',
      'honor',
      'other',
    ]);
    await expect(dedication.getByRole('radio', { name: m.dedicationNone })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: m.dedicationNames })).not.toBeInTheDocument();

    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), memorialSiyum.title);
    await userEvent.click(dedication.getByRole('radio', { name: m.dedicationMemory }));
    const names = canvas.getByRole('textbox', { name: m.dedicationNames });
    await expect(names).toBeVisible();
    await userEvent.type(names, memorialSiyum.dedicationNames);
    await expect(canvas.getByRole('textbox', { name: m.description })).toHaveAccessibleDescription(
      m.descriptionDescription,
    );
  },
};

/** "Next" without a title: the error shows, focus lands on the title, and the step stays. */
export const RequiredTitle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const next = canvas.getByRole('button', { name: m.next });
    await userEvent.click(next);
    const title = canvas.getByRole('textbox', { name: /Title/ });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(`${m.titleDescription} ${m.titleRequired}`);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(heading(1, m.stepDetails));

    // Once marked, the field is checked again as it changes.
    await userEvent.type(title, 'Siyum');
    await waitFor(() => expect(title).not.toHaveAttribute('aria-invalid'));
    await expect(canvas.queryByText(m.titleRequired)).not.toBeInTheDocument();

    // Spaces only are no title (the schema trims): the error is back, and nothing was submitted.
    await userEvent.clear(title);
    await userEvent.type(title, '   ');
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByText(m.titleRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Step 2: Talmud Bavli divides by tractate or daf only; by daf it makes 2,711 portions. */
export const StepDivision: Story = {
  args: { initialStep: 'division' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(heading(2, m.stepDivision));
    const texts = within(canvas.getByRole('radiogroup', { name: m.corpusLegend }));
    // Sizes come from the texts themselves.
    await expect(texts.getByRole('radio', { name: 'Mishnah' })).toHaveAccessibleDescription(
      '63 tractates · 525 chapters · 4,192 mishnayot',
    );
    await expect(texts.getByRole('radio', { name: 'Talmud Bavli' })).toHaveAccessibleDescription(
      '40 tractates · 2,711 dafim',
    );
    await expect(texts.getByRole('radio', { name: 'Tanach' })).toHaveAccessibleDescription(
      '39 books · 929 chapters',
    );
    await expect(texts.getByRole('radio', { name: 'Tehillim' })).toHaveAccessibleDescription(
      '5 books · 150 chapters',
    );
    const units = () => within(canvas.getByRole('radiogroup', { name: m.unitLegend }));
    await expect(
      units()
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['tractate', 'chapter', 'mishnah']);
    const count = canvas.getByRole('status');
    await expect(count).toHaveTextContent('This makes 63 portions');

    await userEvent.click(texts.getByRole('radio', { name: 'Talmud Bavli' }));
    await expect(
      units()
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['tractate', 'daf']);
    // The unit carries over where the new text has it.
    await expect(units().getByRole('radio', { name: m.unitTractate })).toBeChecked();
    await expect(count).toHaveTextContent('This makes 40 portions');
    await expect(canvas.getByRole('combobox', { name: m.scopeTractates })).toHaveTextContent(
      'Whole text (all 40 tractates)',
    );

    await userEvent.click(units().getByRole('radio', { name: m.unitDaf }));
    await expect(count).toHaveTextContent('This makes 2,711 portions');

    // Tehillim has no daf: the unit falls back to its first one.
    await userEvent.click(texts.getByRole('radio', { name: 'Tehillim' }));
    await expect(units().getByRole('radio', { name: m.unitChapter })).toBeChecked();
    await expect(count).toHaveTextContent('This makes 150 portions');
    await userEvent.click(texts.getByRole('radio', { name: 'Talmud Bavli' }));
    await userEvent.click(units().getByRole('radio', { name: m.unitDaf }));
    await expect(count).toHaveTextContent('This makes 2,711 portions');
  },
};

/** Choosing two tractates narrows the division: Berakhot and Peah by chapter are 17 portions. */
export const ScopeTractates: Story = {
  args: { initialStep: 'division', initialValues: { corpus: 'mishnah', unit: 'chapter' } },
  play: async ({ canvas, userEvent }) => {
    const count = canvas.getByRole('status');
    await expect(count).toHaveTextContent('This makes 525 portions');
    const scope = canvas.getByRole('combobox', { name: m.scopeTractates });
    await expect(scope).toHaveTextContent('Whole text (all 63 tractates)');
    await expect(canvas.getByText(m.scopeHint)).toBeVisible();

    await userEvent.click(scope);
    const listbox = page().getByRole('listbox', { name: m.scopeTractates });
    await userEvent.click(within(listbox).getByRole('option', { name: 'Berakhot' }));
    await expect(count).toHaveTextContent('This makes 9 portions');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Peah' }));
    await expect(count).toHaveTextContent('This makes 17 portions');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('listbox')).not.toBeInTheDocument());

    await expect(canvas.getByRole('button', { name: 'Remove Berakhot' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Peah' }));
    await expect(count).toHaveTextContent('This makes 9 portions');
    await userEvent.click(scope);
    await userEvent.click(page().getByRole('option', { name: 'Peah' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('listbox')).not.toBeInTheDocument());
    await expect(count).toHaveTextContent('This makes 17 portions');
  },
};

/** The Mishneh Torah divides by sefer, hilchot or chapter; Sefer Zemanim by hilchot is 10 portions. */
export const MishnehTorahByHilchot: Story = {
  args: { initialStep: 'division', initialValues: memorialSiyum },
  play: async ({ canvas, userEvent, args }) => {
    const texts = within(canvas.getByRole('radiogroup', { name: m.corpusLegend }));
    const rambam = texts.getByRole('radio', { name: 'Mishneh Torah' });
    await expect(rambam).toHaveAccessibleDescription('14 books · 84 hilchot · 1,005 chapters');
    await userEvent.click(rambam);
    const units = within(canvas.getByRole('radiogroup', { name: m.unitLegend }));
    await expect(units.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'book',
      'hilchot',
      'chapter',
    ]);
    // The Mishnah siyum was by chapter, and the Mishneh Torah has chapters too.
    const count = canvas.getByRole('status');
    await expect(units.getByRole('radio', { name: m.unitChapter })).toBeChecked();
    await expect(count).toHaveTextContent('This makes 1,005 portions');
    await userEvent.click(units.getByRole('radio', { name: m.unitHilchot }));
    await expect(count).toHaveTextContent('This makes 84 portions');

    // The scope picks sefarim.
    const scope = canvas.getByRole('combobox', { name: m.scopeBooks });
    await expect(scope).toHaveTextContent('Whole text (all 14 books)');
    await userEvent.click(scope);
    await userEvent.click(page().getByRole('option', { name: 'Sefer Zemanim' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('listbox')).not.toBeInTheDocument());
    await expect(count).toHaveTextContent('This makes 10 portions');

    const h2 = () => canvas.getByRole('heading', { level: 2 });
    await userEvent.click(canvas.getByRole('button', { name: m.next }));
    await waitFor(() => expect(h2()).toHaveTextContent(heading(3, m.stepSettings)));
    await userEvent.click(canvas.getByRole('button', { name: m.next }));
    await waitFor(() => expect(h2()).toHaveTextContent(heading(4, m.stepReview)));

    const division = within(canvas.getByRole('region', { name: m.stepDivision }));
    await expect(division.getByText('Mishneh Torah')).toBeVisible();
    await expect(division.getByText(m.unitHilchot)).toBeVisible();
    await expect(division.getByText('Sefer Zemanim')).toBeVisible();
    await expect(division.getByText('10 portions')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: m.create }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ corpus: 'rambam', unit: 'hilchot', scope: ['zemanim'] }),
    );
  },
};

/** A date before today is refused; today itself is fine. Other steps' empty fields do not block "Next". */
export const DatePast: Story = {
  args: { initialStep: 'settings' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(heading(3, m.stepSettings));
    const date = canvas.getByLabelText(/Siyum date/);
    await expect(date).toHaveAttribute('type', 'date');
    await expect(date).toHaveAttribute('min', STORY_TODAY);
    const next = canvas.getByRole('button', { name: m.next });

    // Empty first.
    await userEvent.click(next);
    await waitFor(() => expect(date).toHaveFocus());
    await expect(date).toHaveAccessibleDescription(`${m.targetDateDescription} ${m.targetDateRequired}`);

    await userEvent.type(date, '2026-11-30');
    await expect(date).toHaveValue('2026-11-30');
    await userEvent.click(next);
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(`${m.targetDateDescription} ${m.targetDatePast}`),
    );
    await expect(date).toHaveFocus();
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(heading(3, m.stepSettings));

    // Today passes, and the live check clears the error as the date changes.
    await userEvent.clear(date);
    await userEvent.type(date, STORY_TODAY);
    await waitFor(() => expect(date).not.toHaveAttribute('aria-invalid'));

    // "Next" checks this step only: the empty title of step 1 does not hold it back.
    await userEvent.click(next);
    const h2 = () => canvas.getByRole('heading', { level: 2 });
    await waitFor(() => expect(h2()).toHaveTextContent(heading(4, m.stepReview)));
    await expect(h2()).toHaveFocus();
    await userEvent.click(
      canvas.getByRole('button', { name: format(m.editSection, { section: m.stepSettings }) }),
    );
    await waitFor(() => expect(h2()).toHaveTextContent(heading(3, m.stepSettings)));

    const dateAgain = canvas.getByLabelText(/Siyum date/);
    await expect(dateAgain).toHaveValue(STORY_TODAY);
    await userEvent.clear(dateAgain);
    await userEvent.type(dateAgain, '2026-11-30');
    await userEvent.click(canvas.getByRole('button', { name: m.next }));
    await waitFor(() => expect(canvas.getByText(m.targetDatePast)).toBeVisible());
    await expect(dateAgain).toHaveFocus();
  },
};

/** Every step with valid input, then "Create siyum": `onSubmit` receives exactly the chosen values. */
export const Review: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const h2 = () => canvas.getByRole('heading', { level: 2 });
    const next = () => canvas.getByRole('button', { name: m.next });

    // 1. Details & dedication
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), refuahEntry.title);
    await userEvent.click(canvas.getByRole('radio', { name: m.dedicationHealing }));
    await userEvent.type(canvas.getByRole('textbox', { name: m.dedicationNames }), refuahEntry.names);
    await userEvent.type(canvas.getByRole('textbox', { name: m.description }), refuahEntry.description);
    await userEvent.click(next());
    await waitFor(() => expect(h2()).toHaveFocus());
    await expect(h2()).toHaveTextContent(heading(2, m.stepDivision));
    await expect(
      within(canvas.getByRole('list', { name: m.stepsLabel })).getAllByRole('listitem')[0],
    ).toHaveTextContent(`${m.stepDetails} ${m.stepDone}`);

    // 2. Text & division: Mishnah (the default), by chapter, Berakhot and Peah
    await userEvent.click(canvas.getByRole('radio', { name: m.unitChapter }));
    await userEvent.click(canvas.getByRole('combobox', { name: m.scopeTractates }));
    await userEvent.click(page().getByRole('option', { name: 'Berakhot' }));
    await userEvent.click(page().getByRole('option', { name: 'Peah' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('This makes 17 portions');
    await userEvent.click(next());
    await waitFor(() => expect(h2()).toHaveFocus());
    await expect(h2()).toHaveTextContent(heading(3, m.stepSettings));

    // 3. Date & settings
    await userEvent.type(canvas.getByLabelText(/Siyum date/), refuahEntry.targetDate);
    // The Hebrew date of what was typed appears under the field (5 Adar II 5787).
    await waitFor(() => expect(canvas.getByText('ה׳ אדר ב׳ תשפ״ז')).toBeVisible());
    const zone = canvas.getByRole('combobox', { name: m.timeZone });
    await expect(zone).toHaveTextContent('Jerusalem');
    await userEvent.click(zone);
    await userEvent.click(page().getByRole('option', { name: /^New York/ }));
    await waitFor(() => expect(page().queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('radio', { name: m.visibilityUnlisted }));
    await userEvent.click(canvas.getByRole('checkbox', { name: m.claimMultiple }));
    await userEvent.click(next());
    await waitFor(() => expect(h2()).toHaveFocus());
    await expect(h2()).toHaveTextContent(heading(4, m.stepReview));

    // 4. Review: every choice, with a way back to each step
    const section = (name: string) => within(canvas.getByRole('region', { name }));
    const details = section(m.stepDetails);
    await expect(details.getByText(refuahEntry.title)).toBeVisible();
    await expect(details.getByText(m.dedicationHealing)).toBeVisible();
    await expect(details.getByText(refuahEntry.names)).toBeVisible();
    const division = section(m.stepDivision);
    await expect(division.getByText('Berakhot · Peah')).toBeVisible();
    await expect(division.getByText('17 portions')).toBeVisible();
    const settings = section(m.stepSettings);
    await expect(settings.getByText('Sunday, March 14, 2027 (in 103 days)')).toBeVisible();
    await expect(settings.getByText('ה׳ אדר ב׳ תשפ״ז')).toBeVisible();
    await expect(settings.getByText(/^New York/)).toBeVisible();
    await expect(settings.getByText(m.summaryClaimMultiple)).toBeVisible();

    // "Edit" goes back to its step with the choices kept; "Next" returns.
    await userEvent.click(
      canvas.getByRole('button', { name: format(m.editSection, { section: m.stepDivision }) }),
    );
    await waitFor(() => expect(h2()).toHaveFocus());
    await expect(h2()).toHaveTextContent(heading(2, m.stepDivision));
    await expect(canvas.getByRole('status')).toHaveTextContent('This makes 17 portions');
    await userEvent.click(next());
    await userEvent.click(next());
    await waitFor(() => expect(h2()).toHaveTextContent(heading(4, m.stepReview)));

    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: m.create }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(refuahExpected);
  },
};

/** While the request runs, "Create siyum" is busy and ignores clicks; Back and Edit wait too. */
export const Submitting: Story = {
  args: { initialStep: 'review', initialValues: memorialSiyum, submitting: true },
  play: async ({ canvas, userEvent, args }) => {
    // While busy the spinner's label joins the button's name.
    const create = canvas.getByRole('button', { name: `${m.create} ${m.creating}` });
    await expect(create).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status', { name: m.creating })).toBeInTheDocument();
    await userEvent.click(create);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: m.back })).toBeDisabled();
    for (const edit of canvas.getAllByRole('button', { name: /^Edit / })) await expect(edit).toBeDisabled();
  },
};

/** Editing an existing siyum: the same steps on its values; the form and its button say "edit". */
export const EditMode: Story = {
  args: { mode: 'edit', initialStep: 'review', initialValues: memorialSiyum },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('form', { name: m.editFormLabel })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: m.create })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: m.save }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: memorialSiyum.title }));
  },
};

const library = fakePhotos();

/**
 * With the site's photo storage, step 1 takes a photo (issue 21): chosen from "my photos" here,
 * cropped, and sent with the siyum.
 */
export const WithPhoto: Story = {
  args: { initialValues: memorialSiyum, photos: library.service },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('group', { name: m.photo });
    await expect(within(field).getByText(m.photoDescription)).toBeVisible();
    await userEvent.click(within(field).getByRole('button', { name: photoMessages.myPhotos }));
    const dialog = await within(document.body).findByRole('dialog', { name: photoMessages.libraryTitle });
    const [first] = await within(dialog).findAllByRole('button', { name: /^Photo uploaded/ });
    if (!first) throw new Error('no photo listed');
    await userEvent.click(first);
    await userEvent.click(await within(field).findByRole('button', { name: photoMessages.useCrop }));
    await expect(await within(field).findByRole('button', { name: photoMessages.replace })).toBeVisible();
    for (let step = 0; step < 3; step++) await userEvent.click(canvas.getByRole('button', { name: m.next }));
    await expect(canvas.getByText(m.summaryPhotoChosen)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: m.create }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const [input] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] as [SiyumCreateInput];
    await expect(input?.photo?.key).toBe(samplePhotoKey(1));
    await expect(input?.photo?.crop.height).toBe(1);
  },
};

/** The server refused: its message shows as an alert on the review step, and "Create siyum" can retry. */
export const ServerError: Story = {
  args: { initialStep: 'review', initialValues: memorialSiyum, error: serverMessages.internal },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(serverMessages.internal);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(heading(4, m.stepReview));
    await userEvent.click(canvas.getByRole('button', { name: m.create }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(memorialSiyum);
  },
};

/** An answer left empty on an earlier step: "Create siyum" goes back to it and focuses the field. */
export const ReviewSendsBackToFix: Story = {
  args: { initialStep: 'review', initialValues: { ...memorialSiyum, title: '' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: m.create }));
    const title = canvas.getByRole('textbox', { name: /Title/ });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(heading(1, m.stepDetails));
    await expect(title).toHaveAccessibleDescription(`${m.titleDescription} ${m.titleRequired}`);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The narrowest phone: every step fits 320 px without sideways scrolling; ends on the division step. */
export const Narrow320: Story = {
  args: { initialValues: memorialSiyum },
  parameters: { width: 320, fold: 860 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const form = canvas.getByRole('form', { name: m.formLabel });
    const fits = async () => {
      await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(320);
      await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
      for (const element of canvasElement.querySelectorAll<HTMLElement>('.siyum-create *')) {
        await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(
          form.getBoundingClientRect().right + 0.5,
        );
      }
    };
    const h2 = () => canvas.getByRole('heading', { level: 2 });
    await fits();
    for (const [step, name] of [
      [2, m.stepDivision],
      [3, m.stepSettings],
      [4, m.stepReview],
    ] as const) {
      await userEvent.click(canvas.getByRole('button', { name: m.next }));
      await waitFor(() => expect(h2()).toHaveTextContent(heading(step, name)));
      await fits();
    }
    await userEvent.click(
      canvas.getByRole('button', { name: format(m.editSection, { section: m.stepDivision }) }),
    );
    await waitFor(() => expect(h2()).toHaveFocus());
    await expect(h2()).toHaveTextContent(heading(2, m.stepDivision));
    await fits();
  },
};
