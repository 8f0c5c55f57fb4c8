import { appMessages, COMMUNITY_UNITS_LEARNED, format, formatNumber } from '@siyum/domain';
import { useUiLocale, useUiMessages } from '@siyum/ui/messages';
import { lazy, type ReactNode, Suspense } from 'react';
import { useDocumentHead } from '../app/useDocumentHead';
import { config } from '../config';
import './HomePage.css';
import '../app/page.css';

export function HomeView({
  productName,
  unitsLearned = 0,
  children,
}: {
  productName: string;
  /**
   * Mishnayot and dafim completed in public siyumim here (siyum.counters: no unlisted or demo
   * siyum), added to the community's documented starting figure (COMMUNITY_UNITS_LEARNED).
   */
  unitsLearned?: number;
  /** What follows the number: the siyumim that need learners now (issue 24), once they loaded. */
  children?: ReactNode;
}) {
  const app = useUiMessages('app', appMessages);
  const { tag } = useUiLocale();
  return (
    <main className="page page--centered home">
      <h1 className="home__title">{productName}</h1>
      <p className="home__tagline">{app.tagline}</p>
      <p className="home__stat">
        {format(app.communityLearned, {
          count: formatNumber(COMMUNITY_UNITS_LEARNED + unitsLearned, tag),
        })}
      </p>
      {children}
    </main>
  );
}

// The community's number comes through the data layer, which loads once the page has painted: the
// first page most visitors open does not wait for the query cache (the lighthouse budget counts it).
const LiveHome = lazy(() => import('./HomeLive').then((module) => ({ default: module.HomeLive })));

/** `/`: the product, its tagline and the community's one number. (The API's health is the ops' business: /api/health, /api/ready.) */
export function HomePage() {
  const app = useUiMessages('app', appMessages);
  useDocumentHead(format(app.homeTitle, { product: config.productName }), '/');
  return (
    <Suspense fallback={<HomeView productName={config.productName} />}>
      <LiveHome />
    </Suspense>
  );
}
