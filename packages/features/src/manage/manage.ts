/**
 * What the participants and helpers pages know, as pure functions: names, the CSV export, the
 * "email everyone" link, the keys of rows in flight, and the checks of the two "add" forms. No
 * React, no DOM: unit-tested in `manage.test.ts`, wired to events by the components.
 */
import {
  type LearningStatus,
  type Locale,
  labelNames,
  localName,
  type Participant,
  participantAddInputSchema,
  SIYUM_LIMITS,
  type SiyumPermissionEntry,
  siyumManageMessages,
  validationMessages,
} from '@siyum/domain';
import type { UiMessages } from '@siyum/ui/messages';

/** The pages' strings: the English section unless a `UiMessagesProvider` replaces some. */
export type ManageMessages = UiMessages['siyumManage'];
/** The email field's messages (the catalogue's `validation` section). */
export type ValidationMessages = UiMessages['validation'];

/** The API's own email rule (trimmed, lower-cased, valid, ≤ 254): one rule for form and server. */
const emailSchema = participantAddInputSchema.shape.email;
/** The API's limit on first and last names. */
export const NAME_MAX_LENGTH = SIYUM_LIMITS.personNameMax;

// ---------------------------------------------------------------------------------------------
// Names and keys

export { displayName, fullName } from './names';

/** The `busyKeys` entry of a participant's own actions (Remove, Assign). */
export function participantKey(userId: number): string {
  return `participant:${userId}`;
}

/** The `busyKeys` entry of one learning's actions (Mark learned, Undo, Release). */
export function learningKey(userId: number, portionId: number): string {
  return `learning:${userId}:${portionId}`;
}

/** "Learning" / "Learned": a learning's status in words. */
export function statusText(status: LearningStatus, m: ManageMessages = siyumManageMessages): string {
  return status === 'completed' ? m.statusCompleted : m.statusClaimed;
}

// ---------------------------------------------------------------------------------------------
// CSV export

/** A spreadsheet reads a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: a cell a spreadsheet would run as a formula gets a leading `'` (so `=HYPERLINK(…)`
 * stays text), then the field is quoted with inner quotes doubled (RFC 4180), which also keeps
 * commas and line breaks inside it.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function csvHeader(m: ManageMessages = siyumManageMessages): string[] {
  return [m.firstName, m.lastName, m.email, m.phoneLabel, m.csvPortion, m.csvStatus];
}

/**
 * The participants as CSV (RFC 4180: CRLF line ends, every field quoted): a header, then one
 * line per learning; someone without portions still gets a line, with Portion and Status empty.
 * Every cell is neutralised against formula injection (`csvCell`). Portions are named in the
 * reader's language (`locale`) where they carry that name.
 */
export function participantsCsv(
  participants: readonly Participant[],
  m: ManageMessages = siyumManageMessages,
  locale: Locale = 'en',
): string {
  const rows: string[][] = [csvHeader(m)];
  for (const person of participants) {
    const contact = [person.firstName ?? '', person.lastName ?? '', person.email, person.cellPhone ?? ''];
    if (person.learnings.length === 0) rows.push([...contact, '', '']);
    for (const learning of person.learnings)
      rows.push([...contact, localName(labelNames(learning), locale), statusText(learning.status, m)]);
  }
  return rows
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
}

/** A text file the page offers for download. */
export interface DownloadFile {
  name: string;
  type: string;
  text: string;
}

/**
 * Saves a text file through a temporary link. A byte-order mark goes first so spreadsheet apps
 * read the UTF-8 (Hebrew names) as such.
 */
export function downloadTextFile(file: DownloadFile): void {
  const href = URL.createObjectURL(new Blob(['\uFEFF', file.text], { type: file.type }));
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = file.name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

// ---------------------------------------------------------------------------------------------
// Email everyone

/** Encodes an address for a mailto query, keeping `@` readable (`+` and `&` must be escaped). */
function mailtoAddress(email: string): string {
  return encodeURIComponent(email).replaceAll('%40', '@');
}

/** `mailto:?bcc=a,b`: every participant's address once, in BCC so no one sees the others'. */
export function mailtoAll(participants: readonly Pick<Participant, 'email'>[]): string {
  const emails = [...new Set(participants.map((p) => p.email.trim()).filter(Boolean))];
  return `mailto:?bcc=${emails.map(mailtoAddress).join(',')}`;
}

// ---------------------------------------------------------------------------------------------
// Forms

export type Checked<T, F extends string> =
  | { ok: true; value: T }
  | { ok: false; errors: Partial<Record<F, string>> };

function checkEmail(
  text: string,
  v: ValidationMessages,
): { ok: true; email: string } | { ok: false; error: string } {
  if (!text.trim()) return { ok: false, error: v.emailRequired };
  const parsed = emailSchema.safeParse(text);
  return parsed.success ? { ok: true, email: parsed.data } : { ok: false, error: v.emailInvalid };
}

/** What "Add participant" sends (`siyum.addParticipant` without the siyum id). */
export interface NewParticipant {
  email: string;
  firstName?: string;
  lastName?: string;
  portionIds: number[];
}

export type NewParticipantField = 'email' | 'portionIds';

/**
 * The add-participant form's values: email required and valid, names optional, one portion or
 * more. What is wrong is said in `m`'s and `v`'s words.
 */
export function checkNewParticipant(
  values: {
    email: string;
    firstName: string;
    lastName: string;
    portionIds: readonly number[];
  },
  m: ManageMessages = siyumManageMessages,
  v: ValidationMessages = validationMessages,
): Checked<NewParticipant, NewParticipantField> {
  const errors: Partial<Record<NewParticipantField, string>> = {};
  const email = checkEmail(values.email, v);
  if (!email.ok) errors.email = email.error;
  const portionIds = [...new Set(values.portionIds)];
  if (portionIds.length === 0) errors.portionIds = m.portionsRequired;
  if (!email.ok || errors.portionIds) return { ok: false, errors };
  const value: NewParticipant = { email: email.email, portionIds };
  const firstName = values.firstName.trim().slice(0, NAME_MAX_LENGTH);
  const lastName = values.lastName.trim().slice(0, NAME_MAX_LENGTH);
  if (firstName) value.firstName = firstName;
  if (lastName) value.lastName = lastName;
  return { ok: true, value };
}

export const PERMISSION_FLAGS = ['editSiyum', 'editSignup', 'updateUsers'] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type PermissionFlags = Record<PermissionFlag, boolean>;

/** What the owner sends to `siyum.permissions.grant`: the helper's complete new set of flags. */
export interface PermissionGrant extends PermissionFlags {
  email: string;
}

export const NO_FLAGS: PermissionFlags = { editSiyum: false, editSignup: false, updateUsers: false };

/** Each permission's name and what it opens, in `m`'s words. */
export function permissionText(
  m: ManageMessages = siyumManageMessages,
): Record<PermissionFlag, { label: string; description: string }> {
  return {
    editSiyum: { label: m.permissionEditSiyum, description: m.permissionEditSiyumDescription },
    editSignup: { label: m.permissionEditSignup, description: m.permissionEditSignupDescription },
    updateUsers: { label: m.permissionUpdateUsers, description: m.permissionUpdateUsersDescription },
  };
}

export function flagsOf(entry: PermissionFlags): PermissionFlags {
  return { editSiyum: entry.editSiyum, editSignup: entry.editSignup, updateUsers: entry.updateUsers };
}

export function hasAnyFlag(flags: PermissionFlags): boolean {
  return PERMISSION_FLAGS.some((flag) => flags[flag]);
}

/** Ticking or unticking one box: a grant of the full new set, or a revoke once none is left. */
export function toggleFlag(
  entry: SiyumPermissionEntry,
  flag: PermissionFlag,
  on: boolean,
): { kind: 'grant'; grant: PermissionGrant } | { kind: 'revoke'; email: string } {
  const flags = { ...flagsOf(entry), [flag]: on };
  return hasAnyFlag(flags)
    ? { kind: 'grant', grant: { email: entry.email, ...flags } }
    : { kind: 'revoke', email: entry.email };
}

export type NewHelperField = 'email' | 'flags';

/** The add-helper form's values: email required and valid, at least one permission. */
export function checkNewHelper(
  values: {
    email: string;
    flags: PermissionFlags;
  },
  m: ManageMessages = siyumManageMessages,
  v: ValidationMessages = validationMessages,
): Checked<PermissionGrant, NewHelperField> {
  const errors: Partial<Record<NewHelperField, string>> = {};
  const email = checkEmail(values.email, v);
  if (!email.ok) errors.email = email.error;
  if (!hasAnyFlag(values.flags)) errors.flags = m.permissionsRequired;
  if (!email.ok || errors.flags) return { ok: false, errors };
  return { ok: true, value: { email: email.email, ...flagsOf(values.flags) } };
}
