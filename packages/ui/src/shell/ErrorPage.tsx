import { errorPageMessages } from '@siyum/domain';
import { Button } from '../form';
import { useUiMessages } from '../messages/UiMessagesProvider';
import { AppLink } from './navLink';
import './ErrorPage.css';

export interface ErrorPageProps {
  /** HTTP-like status of the failure, when known. */
  status?: number | undefined;
  /** What went wrong, when there is something a person can read; else 'Sorry about that.'. */
  message?: string | undefined;
  /** Reloads the page (defaults to a full reload). */
  onReload?: () => void;
  /** Client-side navigation home; without it the link loads the page. */
  onNavigate?: (path: string) => void;
}

/** §2 error page: 'Oh uh...', 'It looks like something broke.', status and message, reload, home. */
export function ErrorPage({
  status,
  message,
  onReload = () => window.location.reload(),
  onNavigate,
}: ErrorPageProps) {
  const m = useUiMessages('errorPage', errorPageMessages);
  const detail = [status, message].filter((part) => part !== undefined && part !== '').join(' ');
  return (
    <main className="siyum-error-page">
      <h1 className="siyum-error-page__title">{m.headline}</h1>
      <p className="siyum-error-page__text">{m.body}</p>
      <p className="siyum-error-page__detail">{detail || m.fallback}</p>
      <div className="siyum-error-page__actions">
        <Button onClick={onReload}>{m.reload}</Button>
        <AppLink className="siyum-error-page__home" href="/" onNavigate={onNavigate}>
          {m.home}
        </AppLink>
      </div>
    </main>
  );
}
