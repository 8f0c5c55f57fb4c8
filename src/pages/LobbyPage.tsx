import { isShareKey, parseSiyumId, siyumPath, siyumReadInput } from '@siyum/domain';
import { LobbyScreen } from '@siyum/features';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { PageSpinner } from '../app/PageSpinner';
import { usePageHead } from '../app/useDocumentHead';
import { siyumQuery } from '../data/siyum';
import { NotFoundPage } from './NotFoundPage';
import { useSiyumPage } from './useSiyumPage';
import '../app/page.css';
import './LobbyPage.css';

/** How often the screen reads the progress again. */
const REFRESH_MS = 30_000;

/**
 * /lobby/{id} (issue 24, not in the navigation): a siyum on a shul's screen, its progress read again
 * every 30 seconds while the tab is shown (a hidden tab waits: TanStack Query's interval pauses in
 * the background) and at once when it is shown again. The QR code opens the siyum's page — an
 * unlisted siyum's with its share key, as its share link does. The site's header and footer stay off
 * the screen.
 */
export function LobbyPage() {
  const data = useSiyumPage();
  useLobbyRefresh();
  const title = data.kind === 'ready' ? data.siyum.title : '';
  usePageHead(title);
  if (data.kind === 'notFound') return <NotFoundPage reason="invalid" />;
  if (data.kind === 'loading') return <PageSpinner />;
  return (
    <main className="lobby-page">
      <LobbyScreen siyum={data.siyum} url={new URL(siyumPath(data.siyum), window.location.origin).href} />
    </main>
  );
}

/** The same read `useSiyumPage` makes, polled: one cache entry, so the screen redraws from it. */
function useLobbyRefresh(): void {
  const id = useParams().id ?? '';
  const key = useSearchParams()[0].get('key');
  const valid = parseSiyumId(id) !== null && (key === null || isShareKey(key));
  const input = siyumReadInput({ id: Number(id), shareKey: key ?? undefined });
  useQuery({
    ...siyumQuery(input),
    enabled: valid,
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  });
}
