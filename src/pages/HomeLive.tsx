import { type NeediestSiyum, siyumPath } from '@siyum/domain';
import { NeediestSiyumim } from '@siyum/features';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useNavigate } from 'react-router';
import { config } from '../config';
import { trpc } from '../data/trpc';
import { withQueryClient } from '../data/withQueryClient';
import { HomeView } from './HomePage';

const NO_SIYUMIM: readonly NeediestSiyum[] = [];

/**
 * The home page with the community's number (siyum.counters) and the siyumim that need learners now
 * (siyum.neediest, issue 24), both loaded after first paint in one request; the section appears
 * when its answer has any siyum.
 */
export const HomeLive = withQueryClient(function HomeWithCount() {
  const navigate = useNavigate();
  const counters = useQuery(trpc.siyum.counters.queryOptions({}));
  const neediest = useQuery(trpc.siyum.neediest.queryOptions({}));
  // The answers' draw is deferred: the query cache's update is urgent (one task for everything it
  // draws); deferred, React draws the cards in slices between which the browser may answer a tap
  // (issue 19's blocking time on a phone).
  const unitsLearned = useDeferredValue(counters.data?.unitsLearned ?? 0);
  const items = useDeferredValue(neediest.data?.items ?? NO_SIYUMIM);
  return (
    <HomeView productName={config.productName} unitsLearned={unitsLearned}>
      <NeediestSiyumim
        items={items}
        hrefFor={(id) => siyumPath({ id })}
        onNavigate={(path) => navigate(path)}
      />
    </HomeView>
  );
});
