import { siyumPath } from '@siyum/domain';
import { NeediestSiyumim } from '@siyum/features';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { config } from '../config';
import { trpc } from '../data/trpc';
import { withQueryClient } from '../data/withQueryClient';
import { HomeView } from './HomePage';

/**
 * The home page with the community's number (siyum.counters) and the siyumim that need learners now
 * (siyum.neediest, issue 24), both loaded after first paint in one request; the section appears
 * when its answer has any siyum.
 */
export const HomeLive = withQueryClient(function HomeWithCount() {
  const navigate = useNavigate();
  const counters = useQuery(trpc.siyum.counters.queryOptions({}));
  const neediest = useQuery(trpc.siyum.neediest.queryOptions({}));
  return (
    <HomeView productName={config.productName} unitsLearned={counters.data?.unitsLearned ?? 0}>
      <NeediestSiyumim
        items={neediest.data?.items ?? []}
        hrefFor={(id) => siyumPath({ id })}
        onNavigate={(path) => navigate(path)}
      />
    </HomeView>
  );
});
