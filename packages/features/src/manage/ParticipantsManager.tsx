import { format, type Participant, type Portion } from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { cx } from '@siyum/ui/kit';
import { ConfirmDialog } from '@siyum/ui/primitives';
import { useId } from 'react';
import { useReaderLocale } from '../shared/reader';
import { useFocusRescue } from '../shared/useFocusRescue';
import { AddParticipantForm } from './AddParticipantForm';
import { copyToClipboard, invitationUrlOnThisSite } from './InvitationLink';
import {
  type DownloadFile,
  displayName,
  downloadTextFile,
  mailtoAll,
  type NewParticipant,
  participantsCsv,
} from './manage';
import { ParticipantCard } from './ParticipantCard';
import { removeText } from './participants';
import { useParticipantsManagerState } from './useParticipantsManagerState';
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
  /** The CSV's file name; "participants.csv" (the catalogue's `csvFileName`) unless given. */
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
  csvFileName,
  saveFile = downloadTextFile,
  invitationUrl = invitationUrlOnThisSite,
  copyText = copyToClipboard,
  className,
}: ParticipantsManagerProps) {
  const headingId = useId();
  const toolsDescriptionId = useId();
  const state = useParticipantsManagerState({ participants, openPortions, onRemove });
  const { confirming, messages: m } = state;
  const reader = useReaderLocale();

  // A row's buttons come and go with the data ("Release" removes the row). When the focused button
  // is gone, focus moves to what is left of that participant, or to the count line.
  const focus = useFocusRescue<number>(
    (userId) => `[data-user-id="${userId}"]`,
    '.siyum-participant__portions button, .siyum-participant__name',
  );

  // What every card is given: the pickers' options, what is in flight, and the calls to make.
  const card = {
    portionOptions: state.portionOptions,
    busyKeys,
    onComplete,
    onRelease,
    onAssign,
    onAskRemove: state.askRemove,
    onFocusCard: focus.track,
    invitationUrl,
    copyText,
  };

  const downloadCsv = () =>
    saveFile({
      name: csvFileName ?? m.csvFileName,
      type: 'text/csv;charset=utf-8',
      text: participantsCsv(participants, m, reader.locale),
    });

  return (
    <div ref={focus.root} className={cx('siyum-manage', className)}>
      <section className="siyum-manage__section" aria-labelledby={headingId}>
        <div className="siyum-manage__head">
          <h2 id={headingId} className="siyum-manage__heading">
            {m.participantsHeading}
          </h2>
          {/* Focusable by script only: where focus goes when the row it was on leaves the page. */}
          <p ref={focus.countLine} role="status" className="siyum-manage__count" tabIndex={-1}>
            {state.countText}
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
                <ParticipantCard key={person.userId} person={person} {...card} />
              ))}
            </ul>
          </>
        ) : (
          <p className="siyum-manage__empty siyum-empty-note">{m.empty}</p>
        )}
      </section>

      <AddParticipantForm
        portionOptions={state.portionOptions}
        onAdd={onAdd}
        {...(addError === undefined ? {} : { error: addError })}
      />

      <ConfirmDialog
        open={confirming !== null}
        onCancel={state.cancelRemove}
        onConfirm={() => {
          // The removed row's buttons leave the page: focus goes where the row was.
          if (confirming) focus.track(confirming.userId);
          state.confirmRemove();
        }}
        // The title takes only a string: the name is isolated with Unicode's marks on a Hebrew page.
        title={confirming ? format(m.removeTitle, { name: reader.isolateText(displayName(confirming)) }) : ''}
        description={confirming ? removeText(confirming, m, reader.tag) : ''}
        confirmText={m.removeConfirm}
        cancelText={m.cancel}
      />
    </div>
  );
}
