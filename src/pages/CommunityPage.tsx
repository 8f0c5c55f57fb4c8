import { format, pageMessages, type Siyum, type SiyumListInput, siyumPath } from '@siyum/domain';
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
function listInput(query: CommunityQuery, cursor: string | undefined): SiyumListInput {
  return {
    ...(query.search ? { search: query.search } : {}),
    ...(query.corpus ? { corpus: query.corpus } : {}),
    status: query.status,
    sort: query.sort,
    direction: query.sort === 'createdAt' ? 'desc' : 'asc',
    ...(cursor ? { cursor } : {}),
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
  // The page being loaded: undefined for the first, else the previous page's nextCursor.
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const [items, setItems] = useState<Siyum[]>([]);
  const [more, setMore] = useState({ total: 0, totalCapped: false, nextCursor: null as string | null });
  const result = useRemote(`community:${JSON.stringify(query)}:${cursor ?? ''}`, () =>
    callApi((api) => api.siyum.list.query(listInput(query, cursor))),
  );
  const answer = result.status === 'ready' ? result.data : undefined;
  useEffect(() => {
    if (!answer) return;
    const first = answer.total !== null;
    setItems((shown) => (first ? answer.items : [...shown, ...answer.items]));
    setMore((known) => ({
      total: answer.total ?? known.total,
      totalCapped: first ? answer.totalCapped : known.totalCapped,
      nextCursor: answer.nextCursor,
    }));
  }, [answer]);

  return (
    <main className="page">
      <h1 className="page__title">{pageMessages.community}</h1>
      <CommunityList
        items={items}
        total={more.total}
        totalCapped={more.totalCapped}
        query={query}
        onQueryChange={(next) => {
          setCursor(undefined);
          setQuery(next);
        }}
        status={result.status === 'error' ? 'error' : cursor === undefined && !answer ? 'loading' : 'ready'}
        onRetry={result.reload}
        hasMore={more.nextCursor !== null}
        loadingMore={cursor !== undefined && result.status === 'loading'}
        onLoadMore={() => setCursor(more.nextCursor ?? undefined)}
        hrefFor={siyumPath}
        onNavigate={(path) => navigate(path)}
      />
    </main>
  );
}
