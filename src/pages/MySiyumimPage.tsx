import { pageMessages } from '@siyum/domain';
import { MySiyumim } from '@siyum/features';
import { useUiMessages } from '@siyum/ui/messages';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageSpinner } from '../app/PageSpinner';
import { usePageHead } from '../app/useDocumentHead';
import { useSession } from '../auth/session';
import { mySiyumimQuery } from '../data/lists';
import { siyumHrefs } from './siyumHrefs';
import '../app/page.css';

/** /my-siyumim (signed in): the siyumim I organize and those I help run. */
export function MySiyumimPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const page = useUiMessages('page', pageMessages);
  usePageHead(page.mySiyumim);
  const mine = useQuery(mySiyumimQuery(user?.id));
  if (!mine.data) return <PageSpinner />;
  return (
    <main className="page">
      <h1 className="page__title">{page.mySiyumim}</h1>
      <MySiyumim
        {...mine.data}
        hrefs={siyumHrefs}
        createHref="/create"
        onNavigate={(path) => navigate(path)}
      />
    </main>
  );
}
