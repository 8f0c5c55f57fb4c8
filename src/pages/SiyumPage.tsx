import { format, pageMessages, type Siyum, siyumPageMessages } from '@siyum/domain';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { PageSpinner } from '../app/PageSpinner';
import { useDocumentHead } from '../app/useDocumentHead';
import { UserFacingError } from '../app/userFacingError';
import { config } from '../config';
import { NotFoundPage } from './NotFoundPage';
import '../app/page.css';

type Loaded = { id: string; siyum: Siyum | null } | { id: string; error: unknown };

/**
 * /s/{id}, the short link (§2): resolves the id to its siyum (public and unlisted alike — the link is
 * the invitation). Its full page — board, sign-up, share — is the siyum pages' work; an unknown or
 * malformed id is 'Page Not Found: {path}'.
 */
export function SiyumPage() {
  const { pathname } = useLocation();
  const id = useParams().id ?? '';
  const valid = /^\d{1,15}$/.test(id);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!valid) return;
    let current = true;
    const settle = (answer: Loaded) => current && setLoaded(answer);
    import('../api/client')
      .then(async ({ api, rpcCode, describeApiError }) => {
        try {
          settle({ id, siyum: await api.siyum.byId.query({ id: Number(id) }) });
        } catch (error) {
          if (rpcCode(error) === 'NOT_FOUND') settle({ id, siyum: null });
          else settle({ id, error: new UserFacingError(describeApiError(error).message) });
        }
      })
      .catch((error: unknown) => settle({ id, error }));
    return () => {
      current = false;
    };
  }, [id, valid]);

  const answer = loaded?.id === id ? loaded : undefined;
  // Thrown during render, so the route's error page offers its Reload button.
  if (answer && 'error' in answer) throw answer.error;
  if (!valid || answer?.siyum === null) return <NotFoundPage reason="invalid" />;
  if (!answer) return <PageSpinner />;
  return <SiyumSummary siyum={answer.siyum} path={pathname} />;
}

function SiyumSummary({ siyum, path }: { siyum: Siyum; path: string }) {
  useDocumentHead(format(pageMessages.title, { page: siyum.title, product: config.productName }), path);
  return (
    <main className="page">
      <h1 className="page__title">{siyum.title}</h1>
      <p>{format(siyumPageMessages.by, { name: siyum.user.name })}</p>
      <p>{format(siyumPageMessages.date, { date: siyum.targetDate })}</p>
      {siyum.description && <p>{siyum.description}</p>}
      <p>{format(siyumPageMessages.progress, siyum.progress)}</p>
    </main>
  );
}
