import { invitationMessages, inviteTokenSchema, siyumPath } from '@siyum/domain';
import { InvitationCard } from '@siyum/features';
import { useUiMessages } from '@siyum/ui/messages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { api } from '../api/client';
import { rpcFailure, useDescribeApiError } from '../api/errors';
import { PageSpinner } from '../app/PageSpinner';
import { usePageHead } from '../app/useDocumentHead';
import { useSession } from '../auth/session';
import { queryClient } from '../data/queryClient';
import { trpc } from '../data/trpc';
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
  const m = useUiMessages('invitation', invitationMessages);
  const describeError = useDescribeApiError();
  usePageHead(m.title);
  const invitation = useQuery({ ...trpc.siyum.invitation.queryOptions({ token }), enabled: valid });
  const accept = useMutation({
    mutationFn: () => api.siyum.acceptInvitation.mutate({ token }),
    onSuccess: (joined) => {
      void queryClient.invalidateQueries({ queryKey: trpc.portion.mine.pathKey(), refetchType: 'none' });
      navigate(siyumPath({ id: joined.siyumId }));
    },
  });
  if (!valid) return <NotFoundPage reason="invalid" />;
  const notFound = (error: unknown) => rpcFailure(error).code === 'NOT_FOUND';
  // Unknown, spent — or spent meanwhile, by the accept: the page shows the invitation as gone.
  const gone =
    (invitation.isError && notFound(invitation.error)) || (accept.isError && notFound(accept.error));
  if (invitation.isError && !gone && invitation.data === undefined) throw invitation.error;
  if ((invitation.isPending && !gone) || session.status === 'loading') return <PageSpinner />;
  const acceptError = accept.isError && !gone ? describeError(accept.error).message : undefined;

  return (
    <main className="page">
      <h1 className="page__title">{m.title}</h1>
      <InvitationCard
        invitation={gone ? null : (invitation.data ?? null)}
        signedIn={session.status === 'signedIn'}
        pending={accept.isPending || accept.isSuccess}
        error={acceptError}
        onAccept={() => accept.mutate()}
        onLogIn={() => session.openAuth({ redirectUrl: pathname })}
      />
    </main>
  );
}
