import { canWriteToLearners, type LearnerMessageDraft, type Siyum } from '@siyum/domain';
import { LearnerMessageForm } from '@siyum/features';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useDescribeApiError } from '../api/errors';
import { useSession } from '../auth/session';
import { queryClient } from '../data/queryClient';
import { trpc } from '../data/trpc';

const DELIVERY_POLL_MS = 5_000;

/**
 * The participants page's "write to your learners" (issue 22), for the organizer and helpers with
 * updateUsers (the server decides; this only hides the form from those it would refuse).
 */
export function LearnerMessages({ siyum }: { siyum: Pick<Siyum, 'id' | 'title' | 'user'> }) {
  const session = useSession();
  const describeError = useDescribeApiError();
  const viewer = session.status === 'signedIn' ? session.user : null;
  const allowed = viewer !== null && canWriteToLearners(viewer, siyum);
  const listOptions = trpc.mail.learnerMessages.queryOptions({ siyumId: siyum.id });
  // While copies are still going out, the delivery counts are read again every few seconds.
  const list = useQuery({
    ...listOptions,
    enabled: allowed,
    refetchInterval: (query) =>
      query.state.data?.messages.some((m) => m.delivered + m.failed < m.recipients)
        ? DELIVERY_POLL_MS
        : false,
  });
  const send = useMutation({
    mutationFn: (draft: LearnerMessageDraft) =>
      api.mail.messageLearners.mutate({ siyumId: siyum.id, ...draft }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listOptions.queryKey }),
  });
  const resend = useMutation({
    mutationFn: (messageId: number) => api.mail.resendFailed.mutate({ siyumId: siyum.id, messageId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listOptions.queryKey }),
  });
  if (!allowed || !list.data) return null;
  const failure = send.error ?? resend.error;
  return (
    <LearnerMessageForm
      siyumTitle={siyum.title}
      remainingToday={list.data.remainingToday}
      history={list.data.messages}
      onSend={(draft) => send.mutate(draft)}
      sending={send.isPending}
      sentTo={send.data?.recipients ?? null}
      error={failure ? describeError(failure).message : undefined}
      onResend={(messageId) => resend.mutate(messageId)}
      resending={resend.isPending ? resend.variables : null}
    />
  );
}
