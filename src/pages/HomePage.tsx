import { appMessages, COMMUNITY_UNITS_LEARNED, format } from '@siyum/domain';
import { callApi } from '../api/lazy';
import { useDocumentHead } from '../app/useDocumentHead';
import { useRemote } from '../app/useRemote';
import { config } from '../config';
import './HomePage.css';
import '../app/page.css';

export function HomeView({
  productName,
  unitsLearned = 0,
}: {
  productName: string;
  /**
   * Mishnayot and dafim completed in public siyumim here (siyum.counters: no unlisted or demo
   * siyum), added to the community's documented starting figure (COMMUNITY_UNITS_LEARNED).
   */
  unitsLearned?: number;
}) {
  return (
    <main className="page page--centered">
      <h1 className="home__title">{productName}</h1>
      <p className="home__tagline">{appMessages.tagline}</p>
      <p className="home__stat">
        {format(appMessages.communityLearned, {
          count: (COMMUNITY_UNITS_LEARNED + unitsLearned).toLocaleString('en-US'),
        })}
      </p>
    </main>
  );
}

/** `/`: the product, its tagline and the community's one number. (The API's health is the ops' business: /api/health, /api/ready.) */
export function HomePage() {
  useDocumentHead(format(appMessages.homeTitle, { product: config.productName }), '/');
  const counters = useRemote('counters', () => callApi((api) => api.siyum.counters.query({})));
  return (
    <HomeView
      productName={config.productName}
      unitsLearned={counters.status === 'ready' ? counters.data.unitsLearned : 0}
    />
  );
}
