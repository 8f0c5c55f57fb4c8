import {
  finishLineMessages,
  type Portion,
  type PortionChange,
  SIYUM_HEADER_PHOTO,
  type Siyum,
  siyumCommunityMessages,
  siyumPageMessages,
  siyumPath,
} from '@siyum/domain';
import {
  DateWithHebrew,
  dateStateText,
  dedicationLine,
  finishPaths,
  formatNodes,
  isoDateIn,
  PhotoImage,
  type PortionBoardProps,
  type PortionNotice,
  ProgressSummary,
  SiyumFinishLine,
  type SiyumGapsProps,
  SiyumManageLinks,
  SiyumShare,
  siyumDateState,
  siyumPhotoAlt,
  type TakeMoreOutcome,
  useReaderLocale,
} from '@siyum/features';
import { useUiMessages } from '@siyum/ui/messages';
import { Spinner } from '@siyum/ui/spinner';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../api/client';
import { useDescribeApiError } from '../api/errors';
import { lazyModule, useLazyModule } from '../app/lazyModule';
import { PageSpinner } from '../app/PageSpinner';
import { usePageHead } from '../app/useDocumentHead';
import { useSession } from '../auth/session';
import { applyChange, refreshSiyum } from '../data/siyum';
import { useActions } from '../data/useActions';
import { NotFoundPage } from './NotFoundPage';
import { siyumManageHrefs } from './siyumHrefs';
import { useSiyumPage } from './useSiyumPage';
import '../app/page.css';
import './SiyumPage.css';

/**
 * The board and the gaps above it, below the first screen, in code of their own (./siyumBoard): the
 * page names its files at low priority, and loads it while the siyum's answer is on its way.
 */
export const siyumBoard = lazyModule(() => import('./siyumBoard'));

/**
 * /s/{id}, the public face of one siyum (§2 short link): dedication, date, progress, the portion
 * board with sign-up — a visitor is asked to log in and comes back here — and sharing. An unlisted
 * siyum opens with its share key (`?key=`, decision 0019): the link is the invitation. An unknown or
 * malformed id, or an unlisted siyum without its key, is 'Page Not Found'.
 */
export function SiyumPage() {
  const data = useSiyumPage({ board: true });
  // The board's code loads while the siyum's answer is on its way, so the board draws with the page
  // (a failure to load it shows where the board would draw).
  useEffect(() => {
    siyumBoard.load().catch(() => undefined);
  }, []);
  if (data.kind === 'notFound') return <NotFoundPage reason="invalid" />;
  if (data.kind === 'loading') return <PageSpinner />;
  return <SiyumLive siyum={data.siyum} portions={data.portions} boardFailed={data.boardFailed} />;
}

/**
 * Runs the board's actions: a visitor's "Sign up" opens the login and comes back here. Each action
 * is one request; its answer (the portion's learners, the progress) redraws the page.
 */
function SiyumLive({
  siyum,
  portions,
  boardFailed,
}: {
  siyum: Siyum;
  portions: Portion[] | undefined;
  boardFailed: boolean;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  usePageHead(siyum.title);
  const signedIn = session.status === 'signedIn' && session.user !== null;
  // Thousands of portions render without blocking input: React may yield while drawing the board.
  const board = useDeferredValue(portions);
  const actions = useActions<number>('portion');
  const key = siyum.shareKey ? { key: siyum.shareKey } : {};
  const act = async (portionId: number, call: () => Promise<PortionChange>) => {
    const change = await actions.run(portionId, call);
    // A refusal (someone took it meanwhile, it was re-divided…): the board as it now is.
    if (change) await applyChange(change);
    else await refreshSiyum(siyum.id);
  };
  const describe = useDescribeApiError();
  // Issue 24: "give me N more" takes the next open portions in one go; the board is read again after.
  const takeMore = (count: number) =>
    api.gaps.takeMore
      .mutate({ siyumId: siyum.id, count, ...key })
      .then(
        (filled): TakeMoreOutcome => ({ kind: 'taken', count: filled.portionIds.length }),
        (error): TakeMoreOutcome => ({ kind: 'failed', message: describe(error).message }),
      )
      .finally(() => refreshSiyum(siyum.id));
  const failure = actions.failure;
  // A lost race reads "someone else just signed up…" (the reason's own sentence, `FAILURE_WORDS`).
  const notice: PortionNotice | undefined = failure && { portionId: failure.key, message: failure.message };

  return (
    <SiyumView
      siyum={siyum}
      portions={board}
      boardFailed={boardFailed}
      busyPortionIds={actions.busy}
      notice={notice}
      onNavigate={(path) => navigate(path)}
      gaps={{ today: isoDateIn(siyum.timeZone), onTakeMore: signedIn ? takeMore : undefined }}
      onSignUp={(portionId) => {
        if (!signedIn) session.openAuth({ redirectUrl: pathname });
        else void act(portionId, () => api.portion.claim.mutate({ portionId, ...key }));
      }}
      onRelease={(portionId) => void act(portionId, () => api.portion.release.mutate({ portionId }))}
      onComplete={(portionId, completed) =>
        void act(portionId, () => api.portion.complete.mutate({ portionId, completed, ...key }))
      }
    />
  );
}

export interface SiyumViewProps
  extends Pick<PortionBoardProps, 'onSignUp' | 'onRelease' | 'onComplete' | 'busyPortionIds'> {
  siyum: Siyum;
  /** The board; `undefined` while it loads. */
  portions: Portion[] | undefined;
  /** The board could not be read. */
  boardFailed?: boolean;
  notice?: PortionNotice | undefined;
  /** Client-side navigation for the manage links. */
  onNavigate?: (path: string) => void;
  /** What is still open, and "give me more" (issue 24), above the board: the live page asks for it. */
  gaps?: Pick<SiyumGapsProps, 'today' | 'onTakeMore'>;
  /** Today as `YYYY-MM-DD` (stories pin it); defaults to today in the siyum's time zone. */
  today?: string;
  /** The site's origin for the share link and calendar entry (stories pin it); this page's unless given. */
  origin?: string;
}

/**
 * The siyum page as its viewer sees it — whoever the nearest `ViewerProvider` says is signed in:
 * the facts, the links to the pages §6 lets them run, progress, sharing and the board with their
 * own portions marked. Data and calls come from the caller (`SiyumLive`, or a story's samples).
 */
export function SiyumView({
  siyum,
  portions,
  boardFailed = false,
  busyPortionIds,
  notice,
  onNavigate,
  gaps,
  today,
  origin = window.location.origin,
  onSignUp,
  onRelease,
  onComplete,
}: SiyumViewProps) {
  const m = useUiMessages('siyumPage', siyumPageMessages);
  const finish = useUiMessages('finishLine', finishLineMessages);
  const boardCode = useLazyModule(siyumBoard);
  // A shul shows the lobby screen while the learning goes on: those who may edit have its link.
  const lobby = { area: 'edit', href: finishPaths.lobby(siyum), text: finish.lobbyLink } as const;
  return (
    <main className="page siyum-page">
      <SiyumHead siyum={siyum} today={today ?? isoDateIn(siyum.timeZone)} />
      <SiyumManageLinks
        siyum={siyum}
        hrefs={siyumManageHrefs(siyum)}
        more={[lobby]}
        onNavigate={onNavigate}
      />
      <SiyumFinishLine siyum={siyum} portions={portions} onNavigate={onNavigate} />
      <ProgressSummary progress={siyum.progress} />
      <SiyumShare
        url={new URL(siyumPath(siyum), origin).href}
        title={siyum.title}
        targetDate={siyum.targetDate}
        description={siyum.description}
        eventUid={`siyum-${siyum.id}@${new URL(origin).host}`}
      />
      {portions && boardCode ? (
        <>
          {gaps && <boardCode.SiyumGaps portions={portions} targetDate={siyum.targetDate} {...gaps} />}
          {boardSection(
            m.portionsHeading,
            <boardCode.PortionBoard
              portions={portions}
              claimPolicy={siyum.claimPolicy}
              {...(busyPortionIds ? { busyPortionIds } : {})}
              {...(notice ? { notice } : {})}
              onSignUp={onSignUp}
              onRelease={onRelease}
              onComplete={onComplete}
            />,
          )}
        </>
      ) : (
        boardSection(
          m.portionsHeading,
          boardFailed ? <p role="alert">{m.loadFailed}</p> : <Spinner size={48} />,
        )
      )}
    </main>
  );
}

/** The board's section: its heading, and the board or what stands in for it. */
function boardSection(heading: string, content: ReactNode) {
  return (
    <section aria-labelledby="portions-heading" className="siyum-page__board">
      <h2 id="portions-heading">{heading}</h2>
      {content}
    </section>
  );
}

/**
 * The title and the facts; with a photo, the photo beside them (above them on a phone). The photo
 * is the page's largest paint, so it is fetched at once with high priority. Without a photo the
 * header is exactly what it was.
 */
function SiyumHead({ siyum, today }: { siyum: Siyum; today: string }) {
  const text = (
    <>
      <h1 className="page__title">{siyum.title}</h1>
      <SiyumFacts siyum={siyum} today={today} />
    </>
  );
  if (!siyum.photo) return <header className="siyum-page__head">{text}</header>;
  return (
    <header className="siyum-page__head" data-photo="">
      <PhotoImage
        className="siyum-page__photo"
        photo={siyum.photo}
        alt={siyumPhotoAlt(siyum)}
        size={SIYUM_HEADER_PHOTO.size}
        sizes={SIYUM_HEADER_PHOTO.sizes}
        maxWidth={SIYUM_HEADER_PHOTO.maxWidth}
        priority
      />
      <div className="siyum-page__intro">{text}</div>
    </header>
  );
}

function SiyumFacts({ siyum, today }: { siyum: Siyum; today: string }) {
  const m = useUiMessages('siyumPage', siyumPageMessages);
  const community = useUiMessages('siyumCommunity', siyumCommunityMessages);
  const reader = useReaderLocale();
  const dedication = dedicationLine(siyum.dedicationKind, siyum.dedicationNames, community);
  const when = dateStateText(siyumDateState(siyum, today), community);
  return (
    <>
      {dedication && <p className="siyum-page__dedication">{dedication}</p>}
      <p className="siyum-page__facts">
        <DateWithHebrew className="siyum-page__date" date={siyum.targetDate} template={m.date} />
        <br />
        {/* Its own line: beside a date that wraps on a phone, "· 60 days left" would start a line. */}
        {when}
        {' · '}
        {formatNodes(m.by, { name: reader.isolate(siyum.user.name) })}
      </p>
      {siyum.description && (
        <p className="siyum-page__description" dir="auto">
          {siyum.description}
        </p>
      )}
    </>
  );
}
