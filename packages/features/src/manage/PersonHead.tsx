import { siyumManageMessages } from '@siyum/domain';
import { useUiMessages } from '@siyum/ui/messages';
import type { ReactNode } from 'react';
import { useReaderLocale } from '../shared/reader';

export interface PersonHeadProps {
  /** What the row calls the person (`displayName`). */
  name: string;
  /** The person gave no name: say so beside their contact. */
  noName: boolean;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  /** A guest, invited by a link: a chip before the contact and a note under it. */
  invited?: boolean;
  /** The name can take focus by script: where focus goes when the row's last button leaves. */
  focusableName?: boolean;
  /** The row's buttons, at the head's end. */
  children: ReactNode;
}

/** The head of a participant's or a helper's row: who they are, how to reach them, and the row's buttons. */
export function PersonHead({
  name,
  noName,
  email,
  phone,
  invited,
  focusableName,
  children,
}: PersonHeadProps) {
  const m = useUiMessages('siyumManage', siyumManageMessages);
  const { isolate } = useReaderLocale();
  return (
    <div className="siyum-participant__head">
      <div className="siyum-participant__who">
        <h3 className="siyum-participant__name" tabIndex={focusableName ? -1 : undefined}>
          {isolate(name)}
        </h3>
        <p className="siyum-participant__contact">
          {invited ? <span className="siyum-participant__chip">{m.invited}</span> : null}
          {noName ? <span className="siyum-participant__no-name">{m.noName}</span> : null}
          {email ? <ContactLink scheme="mailto" label={m.emailLabel} value={email} /> : null}
          {phone ? <ContactLink scheme="tel" label={m.phoneLabel} value={phone} /> : null}
        </p>
        {invited ? <p className="siyum-participant__invited-note">{m.invitedNote}</p> : null}
      </div>
      <div className="siyum-participant__actions">{children}</div>
    </div>
  );
}

/**
 * An address or number as a link, named for screen readers by what it is ("Email rivka@…"); left to
 * right on a Hebrew page too.
 */
function ContactLink({ scheme, label, value }: { scheme: 'mailto' | 'tel'; label: string; value: string }) {
  return (
    <a className="siyum-participant__link" href={`${scheme}:${value}`} dir="ltr">
      <span className="siyum-visually-hidden">{label} </span>
      {value}
    </a>
  );
}
