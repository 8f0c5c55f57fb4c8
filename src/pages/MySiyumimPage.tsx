import { format, pageMessages } from '@siyum/domain';
import { MySiyumim } from '@siyum/features';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../app/PageSpinner';
import { useDocumentHead } from '../app/useDocumentHead';
import { useSession } from '../auth/session';
import { config } from '../config';
import { mySiyumimQuery } from '../data/lists';
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
  const mine = useQuery(mySiyumimQuery(user?.id));
  if (!mine.data) return <PageSpinner />;
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
