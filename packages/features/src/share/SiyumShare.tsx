import { format, siyumIcs, siyumPageMessages } from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { useUiMessages } from '@siyum/ui/messages';
import { lazy, Suspense, useId, useState } from 'react';
import './SiyumShare.css';

/** The QR code loads when asked for: most visitors share by link. */
const QrCode = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

export interface SiyumShareProps {
  /** The siyum's full public URL (its /s/{id} short link). */
  url: string;
  title: string;
  /** YYYY-MM-DD: the calendar event's day. */
  targetDate: string;
  description?: string;
  /** A stable id for the calendar event (re-imports update it instead of duplicating). */
  eventUid: string;
  /** Copies text; the browser's clipboard unless given (stories). */
  copy?: (text: string) => Promise<void>;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Inviting learners: the link with Copy, WhatsApp, a QR code and an .ics for the siyum's date. */
export function SiyumShare({ url, title, targetDate, description, eventUid, copy }: SiyumShareProps) {
  const headingId = useId();
  const linkId = useId();
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const [qrShown, setQrShown] = useState(false);
  const m = useUiMessages('siyumPage', siyumPageMessages);
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(format(m.whatsappText, { title, url }))}`;

  const copyLink = async () => {
    try {
      await (copy ?? ((text: string) => navigator.clipboard.writeText(text)))(url);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  const downloadIcs = () => {
    const ics = siyumIcs({
      uid: eventUid,
      title: format(m.calendarTitle, { title }),
      date: targetDate,
      url,
      ...(description ? { description } : {}),
    });
    const href = URL.createObjectURL(new Blob([ics], { type: 'text/calendar' }));
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download = 'siyum.ics';
    anchor.click();
    setTimeout(() => URL.revokeObjectURL(href), 0);
  };

  return (
    <section className="siyum-share" aria-labelledby={headingId}>
      <h2 id={headingId} className="siyum-share__heading">
        {m.shareHeading}
      </h2>
      <label htmlFor={linkId} className="siyum-share__label">
        {m.shareLink}
      </label>
      <div className="siyum-share__link-row">
        {/* An address reads left to right on a Hebrew page too. */}
        <input
          id={linkId}
          className="siyum-share__link"
          dir="ltr"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="primary" size="sm" onClick={() => void copyLink()}>
          {m.copyLink}
        </Button>
      </div>
      <p className="siyum-share__status" role="status">
        {copyState === 'copied' ? m.copied : copyState === 'failed' ? m.copyFailed : ''}
      </p>
      <div className="siyum-share__actions">
        <a className="siyum-share__action" href={whatsapp} target="_blank" rel="noopener noreferrer">
          {m.whatsapp}
        </a>
        <Button variant="secondary" size="sm" onClick={downloadIcs}>
          {m.calendar}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={qrShown}
          onClick={() => setQrShown((shown) => !shown)}
        >
          {qrShown ? m.hideQr : m.showQr}
        </Button>
      </div>
      {qrShown && (
        <Suspense fallback={<div className="siyum-share__qr" />}>
          <div className="siyum-share__qr">
            <QrCode value={url} size={160} role="img" aria-label={format(m.qrLabel, { url })} />
          </div>
        </Suspense>
      )}
    </section>
  );
}
