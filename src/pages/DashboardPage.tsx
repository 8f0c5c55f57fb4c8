import { navMessages } from '@siyum/domain';
import { useDocumentHead } from '../app/useDocumentHead';
import { useSession } from '../auth/session';
import { config } from '../config';
import '../app/page.css';

/** /dashboard 'My Dashboard' (login required); its content arrives with the siyum pages. */
export function DashboardPage() {
  const { user } = useSession();
  useDocumentHead(`${navMessages.myDashboard} - ${config.productName}`, '/dashboard');
  return (
    <main className="page">
      <h1 className="page__title">{navMessages.myDashboard}</h1>
      {user && <p>{[user.firstName, user.lastName].filter(Boolean).join(' ') || user.email}</p>}
    </main>
  );
}
