import { format, pageMessages } from '@siyum/domain';
import { useLocation, useParams } from 'react-router';
import { useDocumentHead } from '../app/useDocumentHead';
import { config } from '../config';
import { NotFoundPage } from './NotFoundPage';
import '../app/page.css';

export type PageKey = Exclude<keyof typeof pageMessages, 'title' | 'comingSoon'>;

/**
 * A page of §2 whose content arrives with the siyum pages: its real title inside the real chrome
 * and an honest line saying so — never a 404. `numericId` is §2's validity check for admins, edit
 * and participants: any other id is 'Page Not Found: {path}'.
 */
export function ComingSoonPage({ page, numericId = false }: { page: PageKey; numericId?: boolean }) {
  const { pathname } = useLocation();
  const { id } = useParams();
  if (numericId && !/^\d+$/.test(id ?? '')) return <NotFoundPage reason="invalid" />;
  return <ComingSoon title={pageMessages[page]} path={pathname} />;
}

function ComingSoon({ title, path }: { title: string; path: string }) {
  useDocumentHead(format(pageMessages.title, { page: title, product: config.productName }), path);
  return (
    <main className="page">
      <h1 className="page__title">{title}</h1>
      <p>{pageMessages.comingSoon}</p>
    </main>
  );
}

/** A route component for `page` (lazy-loaded routes need a component, not an element). */
export const comingSoon = (page: PageKey, numericId = false) =>
  function Page() {
    return <ComingSoonPage page={page} numericId={numericId} />;
  };
