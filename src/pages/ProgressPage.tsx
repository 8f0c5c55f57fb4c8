import { format, pageMessages, siyumPageMessages } from '@siyum/domain';
import { isoDateIn, ProgressDetail } from '@siyum/features';
import { useLocation } from 'react-router';
import { PageSpinner } from '../app/PageSpinner';
import { useDocumentHead } from '../app/useDocumentHead';
import { UserFacingError } from '../app/userFacingError';
import { config } from '../config';
import { NotFoundPage } from './NotFoundPage';
import { useSiyumPage } from './useSiyumPage';
import '../app/page.css';

/** /progress/{id}: who learns what — gaps first — and the pace needed to finish on time. */
export function ProgressPage() {
  const { pathname } = useLocation();
  const data = useSiyumPage({ board: true });
  const title =
    data.kind === 'ready' ? `${pageMessages.progress}: ${data.siyum.title}` : pageMessages.progress;
  useDocumentHead(format(pageMessages.title, { page: title, product: config.productName }), pathname);
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
