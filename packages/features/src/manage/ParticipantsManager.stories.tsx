import { siyumManageMessages as m, selectMessages, serverMessages, validationMessages } from '@siyum/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { OPEN_PORTIONS, PARTICIPANTS, participant, portionNamed } from './fixtures';
import { learningKey, mailtoAll, participantKey, participantsCsv } from './manage';
import { ParticipantsManager } from './ParticipantsManager';

/**
 * A page column at desktop width, or the narrowest phone (`parameters.width`). The test browser
 * captures no more than its viewport's height, so `parameters.fold` cuts a tall story at a fixed
 * line: the baseline holds the first screenful, the play function still sees it all.
 */
const inColumn: Decorator = (Story, { parameters }) => (
  <div
    style={{
      width: (parameters.width as string | number | undefined) ?? '44rem',
      maxHeight: parameters.fold as number | undefined,
      overflowY: parameters.fold === undefined ? undefined : 'clip',
    }}
  >
    <Story />
  </div>
);

/** Portalled parts (the select lists, the dialog) live outside the story canvas. */
const page = () => within(document.body);

const id = (label: string) => portionNamed(label).id;

/** The card of a participant, found by the name in its heading. */
function cardOf(root: HTMLElement, name: string): HTMLElement {
  const card = within(root).getByRole('heading', { level: 3, name }).closest('li');
  if (!card) throw new Error(`${name} has no card`);
  return card;
}

/** Opens a multi-select by its label, searches and picks each option by name, then closes it. */
async function pickPortions(
  root: HTMLElement,
  user: UserEvent,
  label: string,
  picks: readonly { search: string; option: string }[],
) {
  await user.click(within(root).getByRole('combobox', { name: label }));
  const search = page().getByRole('combobox', { name: selectMessages.search });
  await waitFor(() => expect(search).toHaveFocus());
  for (const pick of picks) {
    await user.clear(search);
    await user.type(search, pick.search);
    await user.click(page().getByRole('option', { name: pick.option }));
  }
  await user.keyboard('{Escape}');
  await waitFor(() => expect(page().queryByRole('listbox')).not.toBeInTheDocument());
}

const meta = {
  title: 'Siyum/ParticipantsManager',
  component: ParticipantsManager,
  args: {
    participants: PARTICIPANTS,
    openPortions: OPEN_PORTIONS,
    onComplete: fn(),
    onRelease: fn(),
    onRemove: fn(),
    onAssign: fn(),
    onAdd: fn(),
    saveFile: fn(),
  },
  parameters: { fold: 880 },
  decorators: [inColumn],
} satisfies Meta<typeof ParticipantsManager>;
export default meta;
type Story = StoryObj<typeof meta>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/**
 * Five learners with their portions: contact links, a chip per portion's state, and the buttons
 * that act for them — each named with the portion and the person.
 */
export const List: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: m.participantsHeading })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('5 participants · 8 portions · 3 learned');
    const names = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(names).toEqual([
      'Rivka Levin',
      'Moshe Katz',
      'Chana Bloom',
      'Yehuda "Yudi" Mor',
      'dovid.s@example.net',
    ]);

    const rivka = within(cardOf(canvasElement, 'Rivka Levin'));
    await expect(rivka.getByRole('link', { name: 'Email rivka.levin@example.com' })).toHaveAttribute(
      'href',
      'mailto:rivka.levin@example.com',
    );
    await expect(rivka.getByRole('link', { name: 'Phone +972521234567' })).toHaveAttribute(
      'href',
      'tel:+972521234567',
    );
    const portions = within(rivka.getByRole('list', { name: 'Portions of Rivka Levin' }));
    await expect(portions.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining(`Berakhot${m.statusCompleted}`),
      expect.stringContaining(`Peah${m.statusClaimed}`),
    ]);

    await userEvent.click(canvas.getByRole('button', { name: 'Mark learned: Peah for Rivka Levin' }));
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith(id('Peah'), 11, true);
    await userEvent.click(canvas.getByRole('button', { name: 'Undo learned: Berakhot for Rivka Levin' }));
    await expect(args.onComplete).toHaveBeenLastCalledWith(id('Berakhot'), 11, false);
    await expect(canvas.queryByRole('button', { name: 'Mark learned: Berakhot for Rivka Levin' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Release Eruvin from Moshe Katz' }));
    await expect(args.onRelease).toHaveBeenCalledOnce();
    await expect(args.onRelease).toHaveBeenCalledWith(id('Eruvin'), 12);

    // Chana gave no phone; the participant without a name is listed by email, and says so.
    await expect(
      within(cardOf(canvasElement, 'Chana Bloom')).queryByRole('link', { name: /^Phone/ }),
    ).toBeNull();
    await expect(within(cardOf(canvasElement, 'dovid.s@example.net')).getByText(m.noName)).toBeVisible();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

const GUEST = 'dovid.s@example.net';
const GUEST_LINK = `https://siyum.example/join/${participant(15).inviteToken}`;

/**
 * A guest the organizer added by email (decision 0017): marked "Invited", only what was typed, and
 * their invitation link to copy and send. Members have no invitation.
 */
export const GuestInvitation: Story = {
  args: {
    participants: [participant(15), participant(11)],
    copyText: fn(async () => undefined),
    invitationUrl: (token) => `https://siyum.example/join/${token}`,
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const guest = within(cardOf(canvasElement, GUEST));
    await expect(guest.getByText(m.invited)).toBeVisible();
    await expect(guest.getByText(m.invitedNote)).toBeVisible();
    await expect(guest.queryByRole('link', { name: /^Phone/ })).toBeNull();
    await userEvent.click(guest.getByRole('button', { name: `Copy invitation link for ${GUEST}` }));
    await expect(args.copyText).toHaveBeenCalledOnce();
    await expect(args.copyText).toHaveBeenCalledWith(GUEST_LINK);
    await expect(guest.getByRole('status')).toHaveTextContent(`Invitation link copied. Send it to ${GUEST}.`);
    const member = within(cardOf(canvasElement, 'Rivka Levin'));
    await expect(member.queryByText(m.invited)).toBeNull();
    await expect(member.queryByRole('button', { name: /^Copy invitation link/ })).toBeNull();
  },
};

/** The browser refused the clipboard: the link itself is shown, to copy by hand. */
export const GuestInvitationCopyRefused: Story = {
  args: {
    copyText: fn(async () => Promise.reject(new Error('clipboard denied'))),
    invitationUrl: (token) => `https://siyum.example/join/${token}`,
  },
  play: async ({ canvasElement, userEvent }) => {
    const guest = within(cardOf(canvasElement, GUEST));
    await userEvent.click(guest.getByRole('button', { name: `Copy invitation link for ${GUEST}` }));
    await expect(guest.getByRole('status')).toHaveTextContent(
      `Copy this link and send it to ${GUEST}: ${GUEST_LINK}`,
    );
  },
};

/** Assigning an open portion to someone in the list: a searchable pick, then "Assign". */
export const AssignPortion: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const chana = within(cardOf(canvasElement, 'Chana Bloom'));
    await userEvent.click(chana.getByRole('button', { name: 'Assign a portion to Chana Bloom' }));
    const form = within(chana.getByRole('form', { name: 'Assign a portion to Chana Bloom' }));
    const trigger = form.getByRole('combobox', { name: m.assignPortion });
    await expect(trigger).toHaveFocus();

    // Nothing chosen: the form says so and calls nothing.
    await userEvent.click(form.getByRole('button', { name: 'Assign the portion to Chana Bloom' }));
    await expect(trigger).toHaveAccessibleDescription(m.assignRequired);
    await expect(args.onAssign).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    const search = page().getByRole('combobox', { name: selectMessages.search });
    await userEvent.type(search, 'dem');
    // Taken portions are not offered.
    await expect(page().queryByRole('option', { name: 'Berakhot' })).toBeNull();
    await userEvent.click(page().getByRole('option', { name: 'Demai' }));
    await expect(trigger).toHaveTextContent('Demai');
    await userEvent.click(form.getByRole('button', { name: 'Assign the portion to Chana Bloom' }));
    await expect(args.onAssign).toHaveBeenCalledOnce();
    await expect(args.onAssign).toHaveBeenCalledWith(id('Demai'), 13);
    await expect(chana.queryByRole('form')).toBeNull();
    await waitFor(() =>
      expect(chana.getByRole('button', { name: 'Assign a portion to Chana Bloom' })).toHaveFocus(),
    );

    // Open it again for the baseline: the picker at rest, with its list closed.
    await userEvent.click(chana.getByRole('button', { name: 'Assign a portion to Chana Bloom' }));
    await userEvent.keyboard('{Escape}');
    await expect(chana.queryByRole('form')).toBeNull();
    await userEvent.click(chana.getByRole('button', { name: 'Assign a portion to Chana Bloom' }));
    await expect(chana.getByRole('form', { name: 'Assign a portion to Chana Bloom' })).toBeVisible();
  },
};

/** Rows waiting for the server: the pressed button spins and ignores clicks; the rest still work. */
export const BusyRows: Story = {
  args: { busyKeys: new Set([learningKey(11, id('Peah')), participantKey(13)]) },
  play: async ({ canvas, userEvent, args }) => {
    const markPeah = canvas.getByRole('button', { name: 'Mark learned: Peah for Rivka Levin' });
    await expect(markPeah).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Release Peah from Rivka Levin' })).toBeDisabled();
    await userEvent.click(markPeah);
    await expect(args.onComplete).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Remove Chana Bloom' })).toHaveAttribute(
      'aria-busy',
      'true',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Undo learned: Berakhot for Rivka Levin' }));
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith(id('Berakhot'), 11, false);
  },
};

/** Adding someone by email with two portions picked from the open ones; the form then clears. */
export const AddParticipant: Story = {
  args: { participants: PARTICIPANTS.slice(0, 1) },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const form = within(canvas.getByRole('form', { name: m.addHeading }));
    const email = form.getByRole('textbox', { name: m.email });
    await userEvent.type(email, '  Esther.Weiss@Example.com ');
    await userEvent.type(form.getByRole('textbox', { name: m.firstName }), 'Esther');
    await pickPortions(canvasElement, userEvent, m.portions, [
      { search: 'dem', option: 'Demai' },
      { search: 'teru', option: 'Terumot' },
    ]);
    await expect(form.getByRole('button', { name: 'Remove Demai' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Remove Terumot' })).toBeVisible();

    await userEvent.click(form.getByRole('button', { name: m.addSubmit }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(args.onAdd).toHaveBeenCalledWith({
      email: 'esther.weiss@example.com',
      firstName: 'Esther',
      portionIds: [id('Demai'), id('Terumot')],
    });
    // Ready for the next person.
    await waitFor(() => expect(email).toHaveValue(''));
    await expect(form.queryByRole('button', { name: 'Remove Demai' })).toBeNull();
  },
};

/** The server refused the add: its message shows under the form, which keeps what was typed. */
export const AddServerError: Story = {
  args: {
    participants: PARTICIPANTS.slice(0, 1),
    addError: serverMessages.conflict,
    onAdd: fn(async () => false),
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const form = within(canvas.getByRole('form', { name: m.addHeading }));
    await expect(form.getByRole('alert')).toHaveTextContent(serverMessages.conflict);
    await userEvent.type(form.getByRole('textbox', { name: m.email }), 'chana.bloom@example.com');
    await pickPortions(canvasElement, userEvent, m.portions, [{ search: 'orl', option: 'Orlah' }]);
    await userEvent.click(form.getByRole('button', { name: m.addSubmit }));
    await expect(args.onAdd).toHaveBeenCalledWith({
      email: 'chana.bloom@example.com',
      portionIds: [id('Orlah')],
    });
    await expect(form.getByRole('textbox', { name: m.email })).toHaveValue('chana.bloom@example.com');
    await expect(form.getByRole('button', { name: 'Remove Orlah' })).toBeVisible();
  },
};

/** A bad email and no portion: both fields say why, focus goes to the email, nothing is sent. */
export const AddInvalidEmail: Story = {
  args: { participants: PARTICIPANTS.slice(0, 1) },
  play: async ({ canvas, userEvent, args }) => {
    const form = within(canvas.getByRole('form', { name: m.addHeading }));
    const email = form.getByRole('textbox', { name: m.email });
    await userEvent.click(form.getByRole('button', { name: m.addSubmit }));
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(validationMessages.emailRequired);

    await userEvent.type(email, 'rivka.levin@');
    await expect(email).toHaveAccessibleDescription(validationMessages.emailInvalid);
    await userEvent.click(form.getByRole('button', { name: m.addSubmit }));
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const portions = form.getByRole('combobox', { name: m.portions });
    await expect(portions).toHaveAttribute('aria-invalid', 'true');
    await expect(portions).toHaveAccessibleDescription(m.portionsRequired);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** "Remove" asks first; Cancel changes nothing, the destructive answer removes. */
export const RemoveConfirm: Story = {
  parameters: { visual: 'page' },
  play: async ({ canvas, userEvent, args }) => {
    const remove = canvas.getByRole('button', { name: 'Remove Moshe Katz' });
    await userEvent.click(remove);
    let dialog = await page().findByRole('alertdialog', { name: 'Remove Moshe Katz?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Their 3 portions become open for someone else to take.',
    );
    // The safe answer has focus.
    await expect(within(dialog).getByRole('button', { name: m.cancel })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: m.cancel }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(remove).toHaveFocus();

    await userEvent.click(remove);
    dialog = await page().findByRole('alertdialog', { name: 'Remove Moshe Katz?' });
    await userEvent.click(within(dialog).getByRole('button', { name: m.removeConfirm }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onRemove).toHaveBeenCalledWith(12);
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());

    // Escape is Cancel too; the baseline shows the question for one portion.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Chana Bloom' }));
    await page().findByRole('alertdialog', { name: 'Remove Chana Bloom?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Chana Bloom' }));
    dialog = await page().findByRole('alertdialog', { name: 'Remove Chana Bloom?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Their 1 portion becomes open for someone else to take.',
    );
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/**
 * The export: "Download CSV" saves `participantsCsv` of the list (formula cells neutralised) and
 * "Email everyone" addresses everyone in BCC.
 */
export const CsvDownload: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const tools = canvas;
    await expect(tools.getByRole('link', { name: m.emailEveryone })).toHaveAttribute(
      'href',
      mailtoAll(PARTICIPANTS),
    );
    await expect(tools.getByRole('link', { name: m.emailEveryone })).toHaveAttribute(
      'href',
      'mailto:?bcc=rivka.levin@example.com,moshe.katz@example.org,chana.bloom@example.com,yehuda.mor%2Bsiyum@example.net,dovid.s@example.net',
    );
    await expect(tools.getByRole('link', { name: m.emailEveryone })).toHaveAccessibleDescription(
      m.emailEveryoneDescription,
    );

    await userEvent.click(tools.getByRole('button', { name: m.downloadCsv }));
    await expect(args.saveFile).toHaveBeenCalledOnce();
    await expect(args.saveFile).toHaveBeenCalledWith({
      name: m.csvFileName,
      type: 'text/csv;charset=utf-8',
      text: participantsCsv(PARTICIPANTS),
    });
    const csv = participantsCsv(PARTICIPANTS);
    const lines = csv.split('\r\n');
    await expect(lines[0]).toBe('"First name","Last name","Email","Phone","Portion","Status"');
    await expect(lines[1]).toBe(
      '"Rivka","Levin","rivka.levin@example.com","\'+972521234567","Berakhot","Learned"',
    );
    await expect(csv).toContain('"Yehuda ""Yudi""","Mor"');
    await expect(lines).toHaveLength(1 + 8 + 1);
  },
};

/** Nobody yet: a word instead of a list, no tools, and the add form ready. */
export const Empty: Story = {
  args: { participants: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.empty)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 participants · 0 portions · 0 learned');
    await expect(canvas.queryByRole('link', { name: m.emailEveryone })).toBeNull();
    await expect(canvas.queryByRole('button', { name: m.downloadCsv })).toBeNull();
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
    await expect(canvas.getByRole('form', { name: m.addHeading })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: m.portions })).toBeEnabled();
  },
};

/** Every portion taken: nothing to assign or add, and the form says why. */
export const NoOpenPortions: Story = {
  args: { participants: PARTICIPANTS.slice(0, 2), openPortions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.noOpenPortions)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: m.portions })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: m.addSubmit })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /^Assign a portion/ })).toBeNull();
  },
};

/** The narrowest phone: names, emails, chips and buttons wrap inside 320 px. */
export const Narrow320: Story = {
  parameters: { width: 320 },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('.siyum-manage');
    await expect(root?.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(root?.scrollWidth).toBeLessThanOrEqual(320);
    const right = root?.getBoundingClientRect().right ?? 0;
    for (const element of canvasElement.querySelectorAll(
      '.siyum-participant, .siyum-participant button, .siyum-participant a',
    ))
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
    await expect(canvas.getByRole('button', { name: 'Release Eruvin from Moshe Katz' })).toBeVisible();
    await expect(
      within(cardOf(canvasElement, 'Yehuda "Yudi" Mor')).getByRole('link', { name: /yehuda\.mor\+siyum/ }),
    ).toBeVisible();
    await expect(participant(14).email).toBe('yehuda.mor+siyum@example.net');
  },
};
