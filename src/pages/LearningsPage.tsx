import { learningsPageMessages, pageMessages, siyumPath } from '@siyum/domain';
import { MyLearnings } from '@siyum/features';
import { Button } from '@siyum/ui/form';
import { useUiMessages } from '@siyum/ui/messages';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../app/PageSpinner';
import { usePageHead } from '../app/useDocumentHead';
import { useSession } from '../auth/session';
import { myLearningsQuery } from '../data/lists';
import { useCompleteMine } from '../data/useCompleteMine';
import '../app/page.css';

/** /learnings: every portion I have taken, across siyumim, with one-click "learned". */
export function LearningsPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const { user } = session;
  const page = useUiMessages('page', pageMessages);
  const m = useUiMessages('learningsPage', learningsPageMessages);
  usePageHead(page.learnings);
  const learnings = useQuery(myLearningsQuery(user?.id));
  const complete = useCompleteMine(user?.id);
  if (session.status === 'visitor') {
    return (
      <main className="page">
        <h1 className="page__title">{page.learnings}</h1>
        <p>{m.signIn}</p>
        <Button onClick={() => session.openAuth({ redirectUrl: pathname })}>{m.logIn}</Button>
      </main>
    );
  }
  if (!learnings.data) return <PageSpinner />;
  return (
    <main className="page">
      <h1 className="page__title">{page.learnings}</h1>
      <MyLearnings
        learnings={learnings.data}
        onComplete={complete.run}
        busyPortionIds={complete.busy}
        hrefFor={(siyumId) => siyumPath({ id: siyumId })}
        onNavigate={(path) => navigate(path)}
        communityHref="/community"
      />
    </main>
  );
}
