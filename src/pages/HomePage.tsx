import { COMMUNITY_UNITS_LEARNED, en, format } from '@siyum/domain';
import { Spinner } from '@siyum/ui';
import { useApiHealth } from '../app/useApiHealth';
import { useDocumentHead } from '../app/useDocumentHead';
import { config } from '../config';
import './HomePage.css';

export function HomePage() {
  useDocumentHead(format(en.app.homeTitle, { product: config.productName }), '/');
  const health = useApiHealth();
  return (
    <main className="home">
      <h1 className="home__title">{config.productName}</h1>
      <p className="home__tagline">{en.app.tagline}</p>
      <p className="home__stat">
        {format(en.app.communityLearned, { count: COMMUNITY_UNITS_LEARNED.toLocaleString('en-US') })}
      </p>
      <p className="home__health" data-state={health.state}>
        {health.state === 'checking' && <Spinner size={24} />}
        {health.state === 'ok' && `${en.app.apiHealthy} (${health.version})`}
        {health.state === 'unreachable' && en.app.apiUnreachable}
      </p>
    </main>
  );
}
