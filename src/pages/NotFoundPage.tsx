import { en, format } from '@siyum/domain';
import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <main className="home">
      <h1>{format(en.notFound.unmatched, { path: pathname })}</h1>
      <Link to="/">{en.errorPage.home}</Link>
    </main>
  );
}
