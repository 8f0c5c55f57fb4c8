import { type Invitation, invitationMessages, labelNames } from '@siyum/domain';
import { Button, FormError } from '@siyum/ui/form';
import { cx } from '@siyum/ui/kit';
import { useUiMessages } from '@siyum/ui/messages';
import { useId } from 'react';
import { DateWithHebrew } from '../shared/DateWithHebrew';
import { LocalName } from '../shared/NameWithHebrew';
import { formatNodes, useReaderLocale } from '../shared/reader';
import './manage.css';

export interface InvitationCardProps {
  /** The invitation (`siyum.invitation`), or null when its link is spent or unknown. */
  invitation: Invitation | null;
  /** A signed-in visitor may accept; anyone else is asked to log in first. */
  signedIn: boolean;
  onAccept: () => void;
  onLogIn: () => void;
  /** Accepting is under way: the button spins. */
  pending?: boolean;
  /** Why the last accept failed (a catalogue sentence). */
  error?: string | undefined;
  className?: string;
}

/**
 * /join/{token}: what a guest's invitation holds — the siyum, the portions kept for them, its date —
 * and what accepting means (decision 0017: the organizers then see their contact details), then
 * "Accept and join", or "Log in to accept" for a visitor.
 */
export function InvitationCard({
  invitation,
  signedIn,
  onAccept,
  onLogIn,
  pending = false,
  error,
  className,
}: InvitationCardProps) {
  const m = useUiMessages('invitation', invitationMessages);
  const { locale, isolate } = useReaderLocale();
  const headingId = useId();
  if (!invitation)
    return (
      <p role="alert" className={cx('siyum-invitation__gone', className)}>
        {m.notFound}
      </p>
    );
  return (
    <section className={cx('siyum-invitation', className)} aria-labelledby={headingId}>
      <h2 id={headingId} className="siyum-manage__heading">
        {m.heading}
      </h2>
      {invitation.firstName ? (
        <p>{formatNodes(m.greeting, { name: isolate(invitation.firstName) })}</p>
      ) : null}
      <p>{formatNodes(m.intro, { title: isolate(invitation.siyumTitle) })}</p>
      <ul className="siyum-invitation__portions">
        {invitation.portions.map((portion) => (
          <li key={portion.labelEn}>
            {locale === 'he' ? (
              // A Hebrew reader: the portion's name in Hebrew alone (`LocalName`).
              <LocalName name={labelNames(portion)} className="siyum-participant__label" />
            ) : (
              <>
                <span className="siyum-participant__label">{portion.labelEn}</span>{' '}
                <span lang="he" dir="rtl" className="siyum-invitation__hebrew">
                  {portion.labelHe}
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      <p>
        <DateWithHebrew date={invitation.targetDate} template={m.date} />
      </p>
      <p className="siyum-manage__note">{m.consent}</p>
      {signedIn ? (
        <Button busy={pending} busyLabel={m.accepting} onClick={onAccept}>
          {m.accept}
        </Button>
      ) : (
        <>
          <p>{m.signIn}</p>
          <Button onClick={onLogIn}>{m.logIn}</Button>
        </>
      )}
      {error ? <FormError>{error}</FormError> : null}
    </section>
  );
}
