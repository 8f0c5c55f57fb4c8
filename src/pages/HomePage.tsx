import { appMessages, COMMUNITY_UNITS_LEARNED, format } from '@siyum/domain';
import { Spinner } from '@siyum/ui/spinner';
import { callApi } from '../api/lazy';
import { type ApiHealth, useApiHealth } from '../app/useApiHealth';
import { useDocumentHead } from '../app/useDocumentHead';
import { useRemote } from '../app/useRemote';
import { config } from '../config';
import './HomePage.css';
import '../app/page.css';

export function HomeView({
  productName,
  health,
  unitsLearned = 0,
}: {
  productName: string;
  health: ApiHealth;
  /** Mishnayot and dafim completed in this app, added to the community's starting figure. */
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
      <p className="home__health" data-state={health.state}>
        {health.state === 'checking' && <Spinner size={24} />}
        {health.state === 'ok' && `${appMessages.apiHealthy} (${health.version})`}
        {health.state === 'unreachable' && appMessages.apiUnreachable}
      </p>
    </main>
  );
}

export function HomePage() {
  useDocumentHead(format(appMessages.homeTitle, { product: config.productName }), '/');
  const counters = useRemote('counters', () => callApi((api) => api.siyum.counters.query({})));
  return (
    <HomeView
      productName={config.productName}
      health={useApiHealth()}
      unitsLearned={counters.status === 'ready' ? counters.data.unitsLearned : 0}
    />
  );
}
