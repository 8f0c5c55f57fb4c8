import { format, siyumManageMessages as m, type Participant, type Portion } from '@siyum/domain';
import { type FormEvent, memo, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button, TextField } from '../../form';
import { cx } from '../../internal/cx';
import { CheckIcon } from '../../internal/icons';
import { Select, type SelectOption } from '../../select';
import { formatCount, plural } from '../board/board';
import { AddByEmailForm, useAddByEmail } from './AddByEmailForm';
import { ConfirmDialog } from './ConfirmDialog';
import { copyToClipboard, InvitationLink, invitationUrlOnThisSite } from './InvitationLink';
import {
  checkNewParticipant,
  type DownloadFile,
  displayName,
  downloadTextFile,
  fullName,
  learningKey,
  mailtoAll,
  NAME_MAX_LENGTH,
  type NewParticipant,
  participantKey,
  participantsCsv,
  STATUS_TEXT,
} from './manage';
import '../shared/shared.css';
import './manage.css';

export interface ParticipantsManagerProps {
  /** Everyone learning in the siyum, with their portions (`siyum.participants`). */
  participants: readonly Participant[];
  /** Portions nobody learns yet (or, in a `multiple` siyum, that may take one more): the pickers offer these. */
  openPortions: readonly Portion[];
  /** "Mark learned" (`true`) and "Undo learned" (`false`) on someone's portion. */
  onComplete: (portionId: number, userId: number, completed: boolean) => void;
  /** "Release": the portion becomes open again. */
  onRelease: (portionId: number, userId: number) => void;
  /** "Remove", after the confirmation: every portion of theirs becomes open. */
  onRemove: (userId: number) => void;
  /** "Assign": gives an open portion to someone already in the list. */
  onAssign: (portionId: number, userId: number) => void;
  /**
   * "Add participant" with the checked values (email trimmed and lower-cased, names only when
   * given). May return a promise: the button spins until it settles, then the form clears for the
   * next person, unless it resolved to `false` or rejected (report why through `addError`).
   */
  onAdd: (participant: NewParticipant) => unknown;
  /** The server's answer to the last add, shown as an alert under the form. */
  addError?: string;
  /**
   * Actions in flight: `learningKey(userId, portionId)` for a portion's buttons,
   * `participantKey(userId)` for Remove and Assign. Their buttons spin and ignore clicks.
   */
  busyKeys?: ReadonlySet<string>;
  /** The CSV's file name; "participants.csv" unless given. */
  csvFileName?: string;
  /** Saves the CSV; a download through a temporary link unless given (stories pass a spy). */
  saveFile?: (file: DownloadFile) => void;
  /** The address of a guest's invitation; `/join/{token}` on this site unless given. */
  invitationUrl?: (token: string) => string;
  /** Copies an invitation link; the browser's clipboard unless given (stories pass a spy). */
  copyText?: (text: string) => Promise<void>;
  className?: string;
}

const NO_KEYS: ReadonlySet<string> = new Set();

/**
 * The /participants/{id} page body: the participants with their portions and what can be done for
 * them (mark learned, release, assign another portion, remove), "Email everyone" and a CSV export,
 * then a form to add someone by email. Controlled: the app owns the list and makes the calls.
 */
export function ParticipantsManager({
  participants,
  openPortions,
  onComplete,
  onRelease,
  onRemove,
  onAssign,
  onAdd,
  addError,
  busyKeys = NO_KEYS,
  csvFileName = m.csvFileName,
  saveFile = downloadTextFile,
  invitationUrl = invitationUrlOnThisSite,
  copyText = copyToClipboard,
  className,
}: ParticipantsManagerProps) {
  const headingId = useId();
  const toolsDescriptionId = useId();
  const portionOptions = useMemo<SelectOption[]>(
    () => openPortions.map((portion) => ({ value: String(portion.id), label: portion.labelEn })),
    [openPortions],
  );
  const [confirming, setConfirming] = useState<Participant | null>(null);

  const totals = useMemo(() => {
    let portions = 0;
    let learned = 0;
    for (const person of participants)
      for (const learning of person.learnings) {
        portions++;
        if (learning.status === 'completed') learned++;
      }
    return { portions, learned };
  }, [participants]);
  const countText = [
    format(plural(participants.length, m.participantsOne, m.participantsOther), {
      count: formatCount(participants.length),
    }),
    format(plural(totals.portions, m.portionsOne, m.portionsOther), { count: formatCount(totals.portions) }),
    format(m.learnedCount, { count: formatCount(totals.learned) }),
  ].join(m.separator);

  // A row's buttons come and go with the data ("Release" removes the row). When the focused button
  // is gone, focus moves to what is left of that participant, or to the count line, rather than
  // falling to the top of the page.
  const root = useRef<HTMLDivElement>(null);
  const countLine = useRef<HTMLParagraphElement>(null);
  const focusedUser = useRef<number | null>(null);
  const trackFocus = useCallback((userId: number | null) => {
    focusedUser.current = userId;
  }, []);
  useLayoutEffect(() => {
    const userId = focusedUser.current;
    if (userId === null) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    focusedUser.current = null;
    const card = root.current?.querySelector(`[data-user-id="${userId}"]`);
    const target =
      card?.querySelector<HTMLElement>('.siyum-participant__portions button, .siyum-participant__name') ??
      countLine.current;
    target?.focus();
  });

  const downloadCsv = () =>
    saveFile({ name: csvFileName, type: 'text/csv;charset=utf-8', text: participantsCsv(participants) });

  return (
    <div ref={root} className={cx('siyum-manage', className)}>
      <section className="siyum-manage__section" aria-labelledby={headingId}>
        <div className="siyum-manage__head">
          <h2 id={headingId} className="siyum-manage__heading">
            {m.participantsHeading}
          </h2>
          {/* Focusable by script only: where focus goes when the row it was on leaves the page. */}
          <p ref={countLine} role="status" className="siyum-manage__count" tabIndex={-1}>
            {countText}
          </p>
        </div>
        {participants.length > 0 ? (
          <>
            <div className="siyum-manage__tools">
              <a
                className="siyum-button"
                data-variant="secondary"
                data-size="sm"
                href={mailtoAll(participants)}
                aria-describedby={toolsDescriptionId}
              >
                <span className="siyum-button__label">{m.emailEveryone}</span>
              </a>
              <span id={toolsDescriptionId} className="siyum-visually-hidden">
                {m.emailEveryoneDescription}
              </span>
              <Button variant="secondary" size="sm" onClick={downloadCsv}>
                {m.downloadCsv}
              </Button>
            </div>
            <ul className="siyum-manage__list">
              {participants.map((person) => (
                <ParticipantCard
                  key={person.userId}
                  person={person}
                  portionOptions={portionOptions}
                  busyKeys={busyKeys}
                  onComplete={onComplete}
                  onRelease={onRelease}
                  onAssign={onAssign}
                  onAskRemove={setConfirming}
                  onFocusCard={trackFocus}
                  invitationUrl={invitationUrl}
                  copyText={copyText}
                />
              ))}
            </ul>
          </>
        ) : (
          <p className="siyum-manage__empty siyum-empty-note">{m.empty}</p>
        )}
      </section>

      <AddParticipantForm
        portionOptions={portionOptions}
        onAdd={onAdd}
        {...(addError === undefined ? {} : { error: addError })}
      />

      <ConfirmDialog
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          focusedUser.current = confirming.userId;
          setConfirming(null);
          onRemove(confirming.userId);
        }}
        title={confirming ? format(m.removeTitle, { name: displayName(confirming) }) : ''}
        description={confirming ? removeText(confirming) : ''}
        confirmText={m.removeConfirm}
        cancelText={m.cancel}
      />
    </div>
  );
}

function removeText(person: Participant): string {
  const count = person.learnings.length;
  if (count === 0) return m.removeBodyNone;
  return format(plural(count, m.removeBodyOne, m.removeBodyOther), { count: formatCount(count) });
}

// ---------------------------------------------------------------------------------------------
// One participant

interface ParticipantCardProps {
  person: Participant;
  portionOptions: readonly SelectOption[];
  busyKeys: ReadonlySet<string>;
  onComplete: ParticipantsManagerProps['onComplete'];
  onRelease: ParticipantsManagerProps['onRelease'];
  onAssign: ParticipantsManagerProps['onAssign'];
  onAskRemove: (person: Participant) => void;
  onFocusCard: (userId: number | null) => void;
  invitationUrl: (token: string) => string;
  copyText: (text: string) => Promise<void>;
}

type CardAction = 'remove' | 'assign';

const ParticipantCard = memo(function ParticipantCard({
  person,
  portionOptions,
  busyKeys,
  onComplete,
  onRelease,
  onAssign,
  onAskRemove,
  onFocusCard,
  invitationUrl,
  copyText,
}: ParticipantCardProps) {
  const name = displayName(person);
  const hasName = fullName(person) !== null;
  const busy = busyKeys.has(participantKey(person.userId));
  const [pressed, setPressed] = useState<CardAction | null>(null);
  const [assigning, setAssigning] = useState(false);
  const assignToggle = useRef<HTMLButtonElement>(null);

  const closeAssign = () => {
    setAssigning(false);
    // The panel and the button that had focus are gone: back to the button that opened it.
    requestAnimationFrame(() => assignToggle.current?.focus());
  };

  return (
    <li
      className="siyum-participant"
      data-user-id={person.userId}
      onFocus={() => onFocusCard(person.userId)}
      onBlur={() => onFocusCard(null)}
    >
      <div className="siyum-participant__head">
        <div className="siyum-participant__who">
          <h3 className="siyum-participant__name" tabIndex={-1}>
            {name}
          </h3>
          <p className="siyum-participant__contact">
            {person.kind === 'guest' ? <span className="siyum-participant__chip">{m.invited}</span> : null}
            {hasName ? null : <span className="siyum-participant__no-name">{m.noName}</span>}
            {person.email ? (
              <a className="siyum-participant__link" href={`mailto:${person.email}`}>
                <span className="siyum-visually-hidden">{m.emailLabel} </span>
                {person.email}
              </a>
            ) : null}
            {person.cellPhone ? (
              <a className="siyum-participant__link" href={`tel:${person.cellPhone}`}>
                <span className="siyum-visually-hidden">{m.phoneLabel} </span>
                {person.cellPhone}
              </a>
            ) : null}
          </p>
          {person.kind === 'guest' ? (
            <p className="siyum-participant__invited-note">{m.invitedNote}</p>
          ) : null}
        </div>
        <div className="siyum-participant__actions">
          {person.inviteToken ? (
            <InvitationLink name={name} url={invitationUrl(person.inviteToken)} copyText={copyText} />
          ) : null}
          {portionOptions.length > 0 && !assigning ? (
            <Button
              ref={assignToggle}
              variant="secondary"
              size="sm"
              aria-label={format(m.assignFor, { name })}
              busy={busy && pressed === 'assign'}
              disabled={busy && pressed !== 'assign'}
              onClick={() => setAssigning(true)}
            >
              {m.assign}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            className="siyum-participant__remove"
            aria-label={format(m.removeFor, { name })}
            busy={busy && pressed !== 'assign'}
            onClick={() => {
              setPressed('remove');
              onAskRemove(person);
            }}
          >
            {m.remove}
          </Button>
        </div>
      </div>

      {person.learnings.length > 0 ? (
        <ul className="siyum-participant__portions" aria-label={format(m.portionsOf, { name })}>
          {person.learnings.map((learning) => (
            <LearningRow
              key={learning.portionId}
              userId={person.userId}
              name={name}
              learning={learning}
              busy={busyKeys.has(learningKey(person.userId, learning.portionId))}
              onComplete={onComplete}
              onRelease={onRelease}
            />
          ))}
        </ul>
      ) : (
        <p className="siyum-participant__none">{m.noPortions}</p>
      )}

      {assigning ? (
        <AssignForm
          name={name}
          options={portionOptions}
          onCancel={closeAssign}
          onAssign={(portionId) => {
            setPressed('assign');
            onAssign(portionId, person.userId);
            closeAssign();
          }}
        />
      ) : null}
    </li>
  );
});

type LearningAction = 'complete' | 'uncomplete' | 'release';

function LearningRow({
  userId,
  name,
  learning,
  busy,
  onComplete,
  onRelease,
}: {
  userId: number;
  name: string;
  learning: Participant['learnings'][number];
  busy: boolean;
  onComplete: ParticipantsManagerProps['onComplete'];
  onRelease: ParticipantsManagerProps['onRelease'];
}) {
  const [pressed, setPressed] = useState<LearningAction | null>(null);
  const label = learning.labelEn;
  const learned = learning.status === 'completed';
  const act = (action: LearningAction) => {
    if (busy) return;
    setPressed(action);
    if (action === 'release') onRelease(learning.portionId, userId);
    else onComplete(learning.portionId, userId, action === 'complete');
  };
  // The first button keeps its place (and focus) as "Mark learned" turns into "Undo learned".
  const first: LearningAction = learned ? 'uncomplete' : 'complete';
  // The pressed button spins while the row is busy; the first one if the app marked it busy itself.
  const spinning = pressed === 'release' ? 'release' : first;
  return (
    <li className="siyum-participant__portion" data-status={learning.status}>
      <span className="siyum-participant__label">{label}</span>
      <span className="siyum-participant__chip" data-status={learning.status}>
        {learned ? <CheckIcon className="siyum-participant__check" /> : null}
        {STATUS_TEXT[learning.status]}
      </span>
      <span className="siyum-participant__portion-actions">
        <Button
          size="sm"
          variant={learned ? 'secondary' : 'primary'}
          aria-label={format(learned ? m.undoLearnedFor : m.markLearnedFor, { label, name })}
          busy={busy && spinning === first}
          disabled={busy && spinning !== first}
          onClick={() => act(first)}
        >
          {learned ? m.undoLearned : m.markLearned}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={format(m.releaseFor, { label, name })}
          busy={busy && spinning === 'release'}
          disabled={busy && spinning !== 'release'}
          onClick={() => act('release')}
        >
          {m.release}
        </Button>
      </span>
    </li>
  );
}

function AssignForm({
  name,
  options,
  onAssign,
  onCancel,
}: {
  name: string;
  options: readonly SelectOption[];
  onAssign: (portionId: number) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    trigger.current?.focus();
  }, []);
  const chosen = value !== null && options.some((option) => option.value === value) ? value : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen === null) {
      setError(m.assignRequired);
      trigger.current?.focus();
      return;
    }
    onAssign(Number(chosen));
  };

  return (
    <form
      className="siyum-participant__assign"
      aria-label={format(m.assignFor, { name })}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        // Escape in the open list (portalled, but its events bubble here) closes the list only.
        const listOpen = trigger.current?.getAttribute('aria-expanded') === 'true';
        if (event.key === 'Escape' && !listOpen && event.currentTarget.contains(event.target as Node))
          onCancel();
      }}
    >
      <Select
        ref={trigger}
        label={m.assignPortion}
        options={options}
        searchable
        required
        value={chosen}
        error={error}
        onChange={(next) => {
          setValue(next);
          if (next !== null) setError(undefined);
        }}
        className="siyum-participant__assign-select"
      />
      <div className="siyum-participant__assign-actions">
        <Button type="submit" size="sm" aria-label={format(m.assignSubmitFor, { name })}>
          {m.assignSubmit}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// Adding someone

function AddParticipantForm({
  portionOptions,
  onAdd,
  error,
}: {
  portionOptions: readonly SelectOption[];
  onAdd: ParticipantsManagerProps['onAdd'];
  error?: string;
}) {
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [portions, setPortions] = useState<string[]>([]);
  const portionsRef = useRef<HTMLButtonElement>(null);

  // A portion someone else took meanwhile drops out of the choice.
  const open = new Set(portionOptions.map((option) => option.value));
  const chosen = portions.filter((value) => open.has(value));
  const noneOpen = portionOptions.length === 0;

  const check = (next: { email?: string; portions?: string[] }) => () =>
    checkNewParticipant({
      email: next.email ?? email,
      firstName,
      lastName,
      portionIds: (next.portions ?? chosen).map(Number),
    });
  const { errors, pending, emailRef, recheck, submit } = useAddByEmail({
    check: check({}),
    add: onAdd,
    focusInvalid: (invalid) => {
      if (invalid.email) emailRef.current?.focus();
      else portionsRef.current?.focus();
    },
    reset: () => {
      setEmail('');
      setFirstName('');
      setLastName('');
      setPortions([]);
    },
  });

  return (
    <AddByEmailForm
      heading={m.addHeading}
      intro={m.addIntro}
      email={email}
      emailError={errors.email}
      emailRef={emailRef}
      onEmailChange={(next) => {
        setEmail(next);
        recheck('email', check({ email: next }));
      }}
      error={error}
      pending={pending}
      submitLabel={m.addSubmit}
      busyLabel={m.adding}
      submitDisabled={noneOpen}
      onSubmit={submit}
    >
      <div className="siyum-manage__names">
        <TextField
          label={m.firstName}
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <TextField
          label={m.lastName}
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
        />
      </div>
      <Select
        ref={portionsRef}
        label={m.portions}
        options={portionOptions}
        multiple
        searchable
        required
        disabled={noneOpen}
        value={chosen}
        error={errors.portionIds}
        onChange={(next) => {
          setPortions(next);
          recheck('portionIds', check({ portions: next }));
        }}
      />
      {noneOpen ? <p className="siyum-manage__note">{m.noOpenPortions}</p> : null}
    </AddByEmailForm>
  );
}
