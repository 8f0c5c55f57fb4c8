import { navMessages, siyumDashboardMessages, siyumPath } from '@siyum/domain';
import { DashboardTotals, dashboardTotals, MyLearnings, MySiyumim } from '@siyum/ui/siyum';
import { useNavigate } from 'react-router';
import { everyLearningOfMine, everySiyumOfMine } from '../api/pages';
import { useBusyActions } from '../app/useBusyActions';
import { useDocumentHead } from '../app/useDocumentHead';
import { useRemote } from '../app/useRemote';
import { useSession } from '../auth/session';
import { config } from '../config';
import { siyumHrefs } from './siyumHrefs';
import '../app/page.css';

/** How many open learnings the dashboard lists before "See all my learnings". */
const DASHBOARD_LEARNINGS = 5;

/** /dashboard 'My Dashboard' (login required): my totals, my open learnings, siyumim I run. */
export function DashboardPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  useDocumentHead(`${navMessages.myDashboard} - ${config.productName}`, '/dashboard');
  const learnings = useRemote(`learnings:${user?.id}`, everyLearningOfMine);
  const mine = useRemote(`mine:${user?.id}`, everySiyumOfMine);
  const actions = useBusyActions<number>(async () => learnings.replace(await everyLearningOfMine()));
  const onNavigate = (path: string) => navigate(path);
  return (
    <main className="page">
      <h1 className="page__title">{navMessages.myDashboard}</h1>
      {user && <p>{[user.firstName, user.lastName].filter(Boolean).join(' ') || user.email}</p>}
      {learnings.status === 'ready' && mine.status === 'ready' && (
        <DashboardTotals totals={dashboardTotals(learnings.data, mine.data)} />
      )}
      {learnings.status === 'ready' && (
        <section aria-labelledby="my-learnings">
          <h2 id="my-learnings">{siyumDashboardMessages.learnings.title}</h2>
          <MyLearnings
            headingLevel={3}
            learnings={learnings.data}
            onComplete={(portionId, completed) =>
              void actions.run(portionId, (api) => api.portion.complete.mutate({ portionId, completed }))
            }
            busyPortionIds={actions.busy}
            hrefFor={(siyumId) => siyumPath({ id: siyumId })}
            onNavigate={onNavigate}
            communityHref="/community"
            limit={DASHBOARD_LEARNINGS}
            allHref="/learnings"
          />
        </section>
      )}
      {mine.status === 'ready' && (
        <MySiyumim {...mine.data} hrefs={siyumHrefs} createHref="/create" onNavigate={onNavigate} />
      )}
    </main>
  );
}
