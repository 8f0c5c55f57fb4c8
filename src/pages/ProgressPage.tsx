import { pageMessages, siyumPageMessages } from '@siyum/domain';
import { isoDateIn, ProgressDetail } from '@siyum/features';
import { PageSpinner } from '../app/PageSpinner';
import { usePageHead } from '../app/useDocumentHead';
import { UserFacingError } from '../app/userFacingError';
import { NotFoundPage } from './NotFoundPage';
import { useSiyumPage } from './useSiyumPage';
import '../app/page.css';

/** /progress/{id}: who learns what — gaps first — and the pace needed to finish on time. */
export function ProgressPage() {
  const data = useSiyumPage({ board: true });
  const title =
    data.kind === 'ready' ? `${pageMessages.progress}: ${data.siyum.title}` : pageMessages.progress;
  usePageHead(title);
  if (data.kind === 'notFound') return <NotFoundPage reason="invalid" />;
  if (data.kind === 'ready' && data.boardFailed) throw new UserFacingError(siyumPageMessages.loadFailed);
  if (data.kind === 'loading' || !data.portions) return <PageSpinner />;
  return (
    <main className="page">
      <h1 className="page__title">{title}</h1>
      <ProgressDetail siyum={data.siyum} portions={data.portions} today={isoDateIn(data.siyum.timeZone)} />
    </main>
  );
}
