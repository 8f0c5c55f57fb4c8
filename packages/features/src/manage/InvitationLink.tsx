import { format, invitationPath, siyumManageMessages } from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { useUiMessages } from '@siyum/ui/messages';
import { useState } from 'react';
import { formatNodes, useReaderLocale } from '../shared/reader';

/** The full address of an invitation on this site (the app may pass its own, e.g. a canonical host). */
export function invitationUrlOnThisSite(token: string): string {
  return new URL(invitationPath(token), window.location.origin).href;
}

/** Puts text on the clipboard; rejects where the browser refuses (no permission, insecure page). */
export function copyToClipboard(text: string): Promise<void> {
  return navigator.clipboard.writeText(text);
}

export interface InvitationLinkProps {
  /** Whose invitation: their name (or email) for the button's accessible name and the status line. */
  name: string;
  url: string;
  copyText: (text: string) => Promise<void>;
}

/**
 * "Copy invitation link" on a guest's card (decision 0017): copies the link the organizer sends,
 * then says so; where the clipboard refuses, shows the link itself to copy by hand.
 */
export function InvitationLink({ name, url, copyText }: InvitationLinkProps) {
  const m = useUiMessages('siyumManage', siyumManageMessages);
  const { isolate } = useReaderLocale();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    copyText(url).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <>
      <Button variant="secondary" size="sm" aria-label={format(m.copyInvitationFor, { name })} onClick={copy}>
        {m.copyInvitation}
      </Button>
      <p role="status" className="siyum-participant__copied">
        {copied === 'yes' ? formatNodes(m.invitationCopied, { name: isolate(name) }) : null}
        {copied === 'failed'
          ? formatNodes(m.invitationCopyFailed, { name: isolate(name), url: isolate(url) })
          : null}
      </p>
    </>
  );
}
