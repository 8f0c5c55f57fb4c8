import { useQuery } from '@tanstack/react-query';
import { config } from '../config';
import { trpc } from '../data/trpc';
import { withQueryClient } from '../data/withQueryClient';
import { HomeView } from './HomePage';

/** The home page with the community's number read from siyum.counters (loaded after first paint). */
export const HomeLive = withQueryClient(function HomeWithCount() {
  const counters = useQuery(trpc.siyum.counters.queryOptions({}));
  return <HomeView productName={config.productName} unitsLearned={counters.data?.unitsLearned ?? 0} />;
});
