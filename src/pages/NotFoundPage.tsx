import { errorPageMessages, format, notFoundMessages } from '@siyum/domain';
import { Link, useLocation } from 'react-router';
import '../app/page.css';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <main className="page page--centered">
      <h1 className="page__title">{format(notFoundMessages.unmatched, { path: pathname })}</h1>
      <Link to="/">{errorPageMessages.home}</Link>
    </main>
  );
}
