import { format, learningsPageMessages, pageMessages, siyumPath } from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { MyLearnings } from '@siyum/ui/siyum';
import { useLocation, useNavigate } from 'react-router';
import { everyLearningOfMine } from '../api/pages';
import { PageSpinner } from '../app/PageSpinner';
import { useBusyActions } from '../app/useBusyActions';
import { useDocumentHead } from '../app/useDocumentHead';
import { useRemote } from '../app/useRemote';
import { useSession } from '../auth/session';
import { config } from '../config';
import '../app/page.css';

/** /learnings: every portion I have taken, across siyumim, with one-click "learned". */
export function LearningsPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const { user } = session;
  useDocumentHead(
    format(pageMessages.title, { page: pageMessages.learnings, product: config.productName }),
    pathname,
  );
  const learnings = useRemote(`learnings:${user?.id}`, () =>
    user ? everyLearningOfMine() : Promise.resolve([]),
  );
  const actions = useBusyActions<number>(async () => learnings.replace(await everyLearningOfMine()));
  if (session.status === 'visitor') {
    return (
      <main className="page">
        <h1 className="page__title">{pageMessages.learnings}</h1>
        <p>{learningsPageMessages.signIn}</p>
        <Button onClick={() => session.openAuth({ redirectUrl: pathname })}>
          {learningsPageMessages.logIn}
        </Button>
      </main>
    );
  }
  if (learnings.status !== 'ready') return <PageSpinner />;
  return (
    <main className="page">
      <h1 className="page__title">{pageMessages.learnings}</h1>
      <MyLearnings
        learnings={learnings.data}
        onComplete={(portionId, completed) =>
          void actions.run(portionId, (api) => api.portion.complete.mutate({ portionId, completed }))
        }
        busyPortionIds={actions.busy}
        hrefFor={(siyumId) => siyumPath({ id: siyumId })}
        onNavigate={(path) => navigate(path)}
        communityHref="/community"
      />
    </main>
  );
}
