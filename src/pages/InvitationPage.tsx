import { format, invitationMessages, inviteTokenSchema, pageMessages, siyumPath } from '@siyum/domain';
import { InvitationCard } from '@siyum/ui/siyum';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { callApi, rpcFailure } from '../api/lazy';
import { PageSpinner } from '../app/PageSpinner';
import { useDocumentHead } from '../app/useDocumentHead';
import { useRemote } from '../app/useRemote';
import { useSession } from '../auth/session';
import { config } from '../config';
import { NotFoundPage } from './NotFoundPage';
import '../app/page.css';

/**
 * /join/{token}: a guest's invitation (decision 0017). Anyone with the link sees what it holds; a
 * signed-in person accepts it — the portions become theirs and they join the siyum — and goes to
 * the siyum's page. A visitor logs in (or signs up) and comes back here.
 */
export function InvitationPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const token = useParams().token ?? '';
  const valid = inviteTokenSchema.safeParse(token).success;
  const [accepting, setAccepting] = useState(false);
  const [error, setError] = useState<string>();
  useDocumentHead(
    format(pageMessages.title, { page: invitationMessages.title, product: config.productName }),
    pathname,
  );
  const invitation = useRemote(`invitation:${token}`, async () => {
    if (!valid) return null;
    try {
      return await callApi((api) => api.siyum.invitation.query({ token }));
    } catch (failure) {
      if (rpcFailure(failure).code === 'NOT_FOUND') return null;
      throw failure;
    }
  });
  if (!valid) return <NotFoundPage reason="invalid" />;
  if (invitation.status === 'loading' || session.status === 'loading') return <PageSpinner />;
  if (invitation.status === 'error') throw invitation.error;

  const accept = async () => {
    setAccepting(true);
    setError(undefined);
    try {
      const joined = await callApi((api) => api.siyum.acceptInvitation.mutate({ token }));
      navigate(siyumPath({ id: joined.siyumId }));
    } catch (failure) {
      const { describeApiError } = await import('../api/client');
      if (rpcFailure(failure).code === 'NOT_FOUND') invitation.replace(null);
      else setError(describeApiError(failure).message);
      setAccepting(false);
    }
  };
  return (
    <main className="page">
      <h1 className="page__title">{invitationMessages.title}</h1>
      <InvitationCard
        invitation={invitation.data}
        signedIn={session.status === 'signedIn'}
        pending={accepting}
        error={error}
        onAccept={() => void accept()}
        onLogIn={() => session.openAuth({ redirectUrl: pathname })}
      />
    </main>
  );
}
