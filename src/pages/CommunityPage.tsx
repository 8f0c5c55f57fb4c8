import { pageMessages, siyumPath } from '@siyum/domain';
import { CommunityList, type CommunityQuery } from '@siyum/features';
import { useUiMessages } from '@siyum/ui/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageHead } from '../app/useDocumentHead';
import { type CommunityListInput, communityQuery } from '../data/lists';
import { communityParams, communityQueryFrom } from './communityUrl';
import '../app/page.css';

const PAGE_SIZE = 12;

/** The list's query as siyum.list input (the cursor is the infinite query's): soonest date first, or newest first. */
function listInput(query: CommunityQuery): CommunityListInput {
  return {
    ...(query.search ? { search: query.search } : {}),
    ...(query.corpus ? { corpus: query.corpus } : {}),
    status: query.status,
    sort: query.sort,
    direction: query.sort === 'createdAt' ? 'desc' : 'asc',
    pageSize: PAGE_SIZE,
  };
}

/**
 * /community: public siyumim to join — search, filter by text and status, sort, load more. The
 * query lives in the address (`communityUrl.ts`) and the pages in the shared cache, so Back from a
 * siyum shows the same search with the same pages loaded.
 */
export function CommunityPage() {
  const navigate = useNavigate();
  const page = useUiMessages('page', pageMessages);
  usePageHead(page.community);
  const [params, setParams] = useSearchParams();
  const query = communityQueryFrom(params);
  const list = useInfiniteQuery(communityQuery(listInput(query)));
  // The cards render in a transition React can interrupt: a page of them arriving is not one long
  // task on a slow phone (issue 19's blocking time).
  const pages = useDeferredValue(list.data)?.pages ?? [];
  const first = pages[0];

  return (
    <main className="page">
      <h1 className="page__title">{page.community}</h1>
      <CommunityList
        items={pages.flatMap((page) => page.items)}
        total={first?.total ?? 0}
        totalCapped={first?.totalCapped ?? false}
        query={query}
        // A new search replaces this history entry: Back leaves the page, as it came.
        onQueryChange={(next) => setParams(communityParams(next), { replace: true })}
        status={list.isError && !first ? 'error' : first ? 'ready' : 'loading'}
        onRetry={() => void list.refetch()}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        hrefFor={siyumPath}
        onNavigate={(path) => navigate(path)}
      />
    </main>
  );
}
