import { pageMessages } from '@siyum/domain';
import { isoDateIn, ProgressDetail } from '@siyum/features';
import { useUiMessages } from '@siyum/ui/messages';
import { ENGLISH_USER_FACING_SECTIONS } from '../api/errors';
import { PageSpinner } from '../app/PageSpinner';
import { usePageHead } from '../app/useDocumentHead';
import { UserFacingError } from '../app/userFacingError';
import { NotFoundPage } from './NotFoundPage';
import { useSiyumPage } from './useSiyumPage';
import '../app/page.css';

/** /progress/{id}: who learns what — gaps first — and the pace needed to finish on time. */
export function ProgressPage() {
  const data = useSiyumPage({ board: true });
  const page = useUiMessages('page', pageMessages);
  const title = data.kind === 'ready' ? `${page.progress}: ${data.siyum.title}` : page.progress;
  usePageHead(title);
  if (data.kind === 'notFound') return <NotFoundPage reason="invalid" />;
  if (data.kind === 'ready' && data.boardFailed)
    throw new UserFacingError((sections) => sections.siyumPage.loadFailed, ENGLISH_USER_FACING_SECTIONS);
  if (data.kind === 'loading' || !data.portions) return <PageSpinner />;
  return (
    <main className="page">
      <h1 className="page__title">{title}</h1>
      <ProgressDetail siyum={data.siyum} portions={data.portions} today={isoDateIn(data.siyum.timeZone)} />
    </main>
  );
}
