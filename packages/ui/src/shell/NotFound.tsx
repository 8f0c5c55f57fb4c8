import { errorPageMessages, format, notFoundMessages } from '@siyum/domain';
import { useUiMessages } from '../messages/UiMessagesProvider';
import { AppLink } from './navLink';
import './ErrorPage.css';

export interface NotFoundProps {
  /** The path that was asked for; the message quotes it. */
  path: string;
  /**
   * Why there is no page (§2): `unmatched` — no route matches ('Page not found: {path}');
   * `invalid` — a route matched but its validity check failed ('Page Not Found: {path}').
   */
  reason?: 'unmatched' | 'invalid';
  /** Client-side navigation home; without it the link loads the page. */
  onNavigate?: ((path: string) => void) | undefined;
}

/** §2 404 page: the not-found message for the path and a link home. Laid out like the error page. */
export function NotFound({ path, reason = 'unmatched', onNavigate }: NotFoundProps) {
  const notFound = useUiMessages('notFound', notFoundMessages);
  const errorPage = useUiMessages('errorPage', errorPageMessages);
  return (
    <main className="siyum-error-page" data-reason={reason}>
      <h1 className="siyum-error-page__title">{format(notFound[reason], { path })}</h1>
      <div className="siyum-error-page__actions">
        <AppLink className="siyum-error-page__home" href="/" onNavigate={onNavigate}>
          {errorPage.home}
        </AppLink>
      </div>
    </main>
  );
}
