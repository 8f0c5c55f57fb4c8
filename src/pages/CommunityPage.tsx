import { format, pageMessages, type Siyum, type SiyumListInput } from '@siyum/domain';
import { CommunityList, type CommunityQuery } from '@siyum/ui/siyum';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { callApi } from '../api/lazy';
import { useDocumentHead } from '../app/useDocumentHead';
import { useRemote } from '../app/useRemote';
import { config } from '../config';
import '../app/page.css';

const PAGE_SIZE = 12;

/** The list's query as siyum.list input: soonest date first, or newest first. */
function listInput(query: CommunityQuery, page: number): SiyumListInput {
  return {
    ...(query.search ? { search: query.search } : {}),
    ...(query.corpus ? { corpus: query.corpus } : {}),
    status: query.status,
    sort: query.sort,
    direction: query.sort === 'createdAt' ? 'desc' : 'asc',
    page,
    pageSize: PAGE_SIZE,
  };
}

/** /community: public siyumim to join — search, filter by text and status, sort, load more. */
export function CommunityPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useDocumentHead(
    format(pageMessages.title, { page: pageMessages.community, product: config.productName }),
    pathname,
  );
  const [query, setQuery] = useState<CommunityQuery>({ status: 'all', sort: 'targetDate' });
  const [page, setPage] = useState(1);
  const [items, setItems] = useState<Siyum[]>([]);
  const [more, setMore] = useState({ total: 0, hasMore: false });
  const result = useRemote(`community:${JSON.stringify(query)}:${page}`, () =>
    callApi((api) => api.siyum.list.query(listInput(query, page))),
  );
  const answer = result.status === 'ready' ? result.data : undefined;
  useEffect(() => {
    if (!answer) return;
    setItems((shown) => (answer.page === 1 ? answer.items : [...shown, ...answer.items]));
    setMore({ total: answer.total, hasMore: answer.page < answer.pageCount });
  }, [answer]);

  return (
    <main className="page">
      <h1 className="page__title">{pageMessages.community}</h1>
      <CommunityList
        items={items}
        total={more.total}
        query={query}
        onQueryChange={(next) => {
          setPage(1);
          setQuery(next);
        }}
        status={result.status === 'error' ? 'error' : page === 1 && !answer ? 'loading' : 'ready'}
        onRetry={result.reload}
        hasMore={more.hasMore}
        loadingMore={page > 1 && result.status === 'loading'}
        onLoadMore={() => setPage((current) => current + 1)}
        hrefFor={(siyum) => `/s/${siyum.id}`}
        onNavigate={(path) => navigate(path)}
      />
    </main>
  );
}
