import { finishLineMessages, format, type Siyum, siyumCommunityMessages } from '@siyum/domain';
import { cx } from '@siyum/ui/kit';
import { useUiMessages } from '@siyum/ui/messages';
import { lazy, Suspense } from 'react';
import { ProgressSummary } from '../board/ProgressSummary';
import { dedicationLine } from '../community/cardText';
import { DateWithHebrew } from '../shared/DateWithHebrew';
import { FinishCelebration } from './FinishCelebration';
import { isComplete } from './finishLine';
import './LobbyScreen.css';

/** The QR code's library loads with the screen that shows it, not with the rest of the widgets. */
const QrCode = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

export interface LobbyScreenProps {
  siyum: Pick<Siyum, 'title' | 'dedicationKind' | 'dedicationNames' | 'targetDate' | 'progress'>;
  /** The siyum's full public URL, its share key included when unlisted: what the QR code opens. */
  url: string;
  className?: string;
}

/**
 * A siyum on a shul's screen: the title and dedication in large type, the siyum's date in both
 * calendars, the progress with a big bar, and a QR code that opens the siyum's page to take a
 * portion. The caller keeps the progress fresh; once complete, the celebration takes the bar's place.
 */
export function LobbyScreen({ siyum, url, className }: LobbyScreenProps) {
  const m = useUiMessages('finishLine', finishLineMessages);
  const community = useUiMessages('siyumCommunity', siyumCommunityMessages);
  const dedication = dedicationLine(siyum.dedicationKind, siyum.dedicationNames, community);
  const qrLabel = format(m.lobbyQrLabel, { url });
  return (
    <div className={cx('siyum-lobby', className)}>
      <div className="siyum-lobby__layout">
        <header className="siyum-lobby__head">
          <h1 className="siyum-lobby__title" dir="auto">
            {siyum.title}
          </h1>
          {dedication && (
            <p className="siyum-lobby__dedication" dir="auto">
              {dedication}
            </p>
          )}
          <p className="siyum-lobby__date">
            <DateWithHebrew date={siyum.targetDate} template={community.siyumOn} />
          </p>
        </header>
        <div className="siyum-lobby__progress">
          {isComplete(siyum.progress) && <FinishCelebration progress={siyum.progress} />}
          <ProgressSummary progress={siyum.progress} />
        </div>
        <figure className="siyum-lobby__join">
          <div className="siyum-lobby__qr">
            <Suspense fallback={null}>
              {/* The URL it encodes is in its name and in data-url: a test reads it without decoding. */}
              <QrCode value={url} size={256} role="img" aria-label={qrLabel} data-url={url} />
            </Suspense>
          </div>
          <figcaption className="siyum-lobby__caption">
            {m.lobbyJoin}
            <span className="siyum-lobby__url" dir="ltr">
              {url.replace(/^https?:\/\//, '')}
            </span>
          </figcaption>
        </figure>
      </div>
    </div>
  );
}
