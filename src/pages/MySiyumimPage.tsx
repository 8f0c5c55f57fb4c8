import { format, pageMessages } from '@siyum/domain';
import { MySiyumim } from '@siyum/ui/siyum';
import { useLocation, useNavigate } from 'react-router';
import { everySiyumOfMine } from '../api/pages';
import { PageSpinner } from '../app/PageSpinner';
import { useDocumentHead } from '../app/useDocumentHead';
import { useRemote } from '../app/useRemote';
import { useSession } from '../auth/session';
import { config } from '../config';
import { siyumHrefs } from './siyumHrefs';
import '../app/page.css';

/** /my-siyumim (signed in): the siyumim I organize and those I help run. */
export function MySiyumimPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  useDocumentHead(
    format(pageMessages.title, { page: pageMessages.mySiyumim, product: config.productName }),
    pathname,
  );
  const mine = useRemote(`mine:${user?.id}`, everySiyumOfMine);
  if (mine.status !== 'ready') return <PageSpinner />;
  return (
    <main className="page">
      <h1 className="page__title">{pageMessages.mySiyumim}</h1>
      <MySiyumim
        {...mine.data}
        hrefs={siyumHrefs}
        createHref="/create"
        onNavigate={(path) => navigate(path)}
      />
    </main>
  );
}
