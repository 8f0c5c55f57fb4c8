import { footerMessages } from '@siyum/domain';
import { useEffect, useRef, useState } from 'react';
import { useUiMessages } from '../messages/UiMessagesProvider';
import {
  followMailingListFrame,
  frameReports,
  MAILING_LIST_SANDBOX,
  type MailingListConfig,
  mailingListDocument,
  resolveScriptUrl,
  whenNearViewport,
} from './mailingList';
import { AppLink } from './navLink';

export interface MailingListSignupProps {
  config: MailingListConfig;
  /** How long the script may take before the fallback shows. */
  timeoutMs?: number | undefined;
}

type Status = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The mailing-list form (§1), loaded only when the footer comes near the viewport, inside a
 * sandboxed frame; when its script fails or stays silent, a plain link to the list's page (or a
 * short message) shows instead and the frame goes, script and all.
 */
export function MailingListSignup({ config, timeoutMs }: MailingListSignupProps) {
  const m = useUiMessages('footer', footerMessages);
  const { scriptUrl, formId, pageUrl } = config;
  const slot = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [near, setNear] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [srcDoc, setSrcDoc] = useState<string | null>(null);
  const [height, setHeight] = useState(0);

  useEffect(() => (slot.current ? whenNearViewport(slot.current, () => setNear(true)) : undefined), []);

  useEffect(() => {
    if (!near || !slot.current) return;
    setSrcDoc(null);
    setHeight(0);
    const url = resolveScriptUrl(scriptUrl, document.baseURI);
    if (!url) {
      setStatus('failed');
      return;
    }
    const look = getComputedStyle(slot.current);
    // Listening starts before the frame exists; the sender check runs when a report arrives.
    const stop = followMailingListFrame({
      listen: frameReports(window, (source) => source !== null && source === frame.current?.contentWindow),
      onOutcome: setStatus,
      onHeight: setHeight,
      timeoutMs,
    });
    setStatus('loading');
    setSrcDoc(
      mailingListDocument(url, formId, {
        colorScheme: look.colorScheme,
        color: look.color,
        fontFamily: look.fontFamily,
        fontSize: look.fontSize,
      }),
    );
    return stop;
  }, [near, scriptUrl, formId, timeoutMs]);

  return (
    <div ref={slot} className="siyum-mailing-list" data-state={status}>
      {status === 'failed' ? (
        <p className="siyum-mailing-list__fallback">
          {m.mailingListUnavailable}{' '}
          {pageUrl ? <AppLink href={pageUrl}>{m.mailingListPage}</AppLink> : m.mailingListTryLater}
        </p>
      ) : (
        srcDoc !== null && (
          <iframe
            ref={frame}
            className="siyum-mailing-list__frame"
            title={m.mailingListFrame}
            sandbox={MAILING_LIST_SANDBOX}
            srcDoc={srcDoc}
            style={{ height }}
          />
        )
      )}
    </div>
  );
}
