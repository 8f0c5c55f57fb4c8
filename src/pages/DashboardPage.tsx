import { type MyLearning, navMessages, siyumDashboardMessages, siyumPath } from '@siyum/domain';
import {
  DashboardTotals,
  dashboardTotals,
  MyLearnings,
  MySiyumim,
  type MySiyumimData,
  useReaderLocale,
} from '@siyum/features';
import { useUiMessages } from '@siyum/ui/messages';
import { useViewer } from '@siyum/ui/session';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { usePageHead } from '../app/useDocumentHead';
import { useSession } from '../auth/session';
import { myLearningsQuery, mySiyumimQuery } from '../data/lists';
import { useCompleteMine } from '../data/useCompleteMine';
import { siyumHrefs } from './siyumHrefs';
import '../app/page.css';
import './DashboardPage.css';

/** How many open learnings the dashboard lists before "See all my learnings". */
const DASHBOARD_LEARNINGS = 5;

/** /dashboard 'My Dashboard' (login required): my totals, my open learnings, siyumim I run. */
export function DashboardPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const nav = useUiMessages('nav', navMessages);
  usePageHead(nav.myDashboard, '/dashboard');
  const learnings = useQuery(myLearningsQuery(user?.id));
  const mine = useQuery(mySiyumimQuery(user?.id));
  const complete = useCompleteMine(user?.id);
  return (
    <DashboardView
      learnings={learnings.data}
      siyumim={mine.data}
      busyPortionIds={complete.busy}
      onComplete={complete.run}
      onNavigate={(path) => navigate(path)}
    />
  );
}

export interface DashboardViewProps {
  /** My learnings (`portion.mine`); `undefined` while they load. */
  learnings: MyLearning[] | undefined;
  /** The siyumim I own and help run (`siyum.mine`); `undefined` while they load. */
  siyumim: MySiyumimData | undefined;
  busyPortionIds?: ReadonlySet<number>;
  onComplete: (portionId: number, completed: boolean) => void;
  onNavigate: (path: string) => void;
  /** Today as `YYYY-MM-DD` (stories pin it); defaults to today where the reader is. */
  today?: string;
}

/**
 * My Dashboard for whoever the nearest `ViewerProvider` says is signed in: their name, totals, open
 * learnings and the siyumim they run, each card with the links §6 gives them.
 */
export function DashboardView({
  learnings,
  siyumim,
  busyPortionIds,
  onComplete,
  onNavigate,
  today,
}: DashboardViewProps) {
  const viewer = useViewer();
  const nav = useUiMessages('nav', navMessages);
  const m = useUiMessages('siyumDashboard', siyumDashboardMessages);
  const reader = useReaderLocale();
  const name = viewer && ([viewer.firstName, viewer.lastName].filter(Boolean).join(' ') || viewer.email);
  return (
    <main className="page">
      <h1 className="page__title">{nav.myDashboard}</h1>
      {name && <p>{reader.isolate(name)}</p>}
      {learnings && siyumim && <DashboardTotals totals={dashboardTotals(learnings, siyumim)} />}
      {learnings && (
        <section aria-labelledby="my-learnings">
          <h2 id="my-learnings">{m.learnings.title}</h2>
          <MyLearnings
            headingLevel={3}
            learnings={learnings}
            onComplete={onComplete}
            busyPortionIds={busyPortionIds}
            hrefFor={(siyumId) => siyumPath({ id: siyumId })}
            onNavigate={onNavigate}
            communityHref="/community"
            limit={DASHBOARD_LEARNINGS}
            allHref="/learnings"
            today={today}
          />
        </section>
      )}
      {siyumim && (
        <MySiyumim
          {...siyumim}
          className="dashboard-page__siyumim"
          hrefs={siyumHrefs}
          createHref="/create"
          onNavigate={onNavigate}
          today={today}
        />
      )}
    </main>
  );
}
