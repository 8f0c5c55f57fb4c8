import {
  type MailTopic,
  type UnsubscribeResult,
  unsubscribeInputSchema,
  unsubscribeMessages,
} from '@siyum/domain';
import { UnsubscribePanel, type UnsubscribeState } from '@siyum/features';
import { useUiMessages } from '@siyum/ui/messages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api } from '../api/client';
import { rpcFailure } from '../api/errors';
import { usePageHead } from '../app/useDocumentHead';
import { trpc } from '../data/trpc';
import '../app/page.css';

type Change = 'unsubscribe' | 'resubscribe';

/** What the panel shows: the link's subscription, then what the last button did. */
function panelState(
  link: { isPending: boolean; isError: boolean; data: UnsubscribeResult | undefined },
  change: {
    variables: Change | undefined;
    isPending: boolean;
    isError: boolean;
    data: UnsubscribeResult | undefined;
  },
): UnsubscribeState {
  if (link.isError) return { status: 'invalid' };
  const known = change.data ?? link.data;
  if (link.isPending || !known) return { status: 'loading' };
  const shown = { topic: known.topic as MailTopic, email: known.email };
  const busy = change.isPending;
  const failed = change.isError;
  if (change.data)
    return { ...shown, status: change.data.subscribed ? 'resubscribed' : 'unsubscribed', busy, failed };
  // Opened after the topic was already turned off (a second click on the link): say so.
  return { ...shown, status: known.subscribed ? 'confirm' : 'unsubscribed', busy, failed };
}

/**
 * /unsubscribe?token=…&topic=…: the page an email's "Stop these emails" link opens (issue 22).
 * Opening it changes nothing (mail scanners open links); one button turns the topic off, and the
 * next one turns it on again. No sign-in: the token, which only that person's emails carry, is the key.
 */
export function UnsubscribePage() {
  const m = useUiMessages('unsubscribe', unsubscribeMessages);
  usePageHead(m.title);
  const [params] = useSearchParams();
  const parsed = unsubscribeInputSchema.safeParse({ token: params.get('token'), topic: params.get('topic') });
  const input = parsed.success ? parsed.data : null;
  const link = useQuery({
    ...trpc.mail.subscription.queryOptions(input ?? { token: '', topic: 'reminders' }),
    enabled: input !== null,
    retry: (count, error) => count < 2 && rpcFailure(error).code !== 'NOT_FOUND',
  });
  const change = useMutation({
    mutationFn: (kind: Change) =>
      input ? api.mail[kind].mutate(input) : Promise.reject(new Error('no link')),
  });
  const state = input === null ? { status: 'invalid' as const } : panelState(link, change);
  return (
    <main className="page">
      <h1 className="page__title">{m.title}</h1>
      <UnsubscribePanel
        state={state}
        onUnsubscribe={() => change.mutate('unsubscribe')}
        onResubscribe={() => change.mutate('resubscribe')}
        settingsHref="/preferences"
      />
    </main>
  );
}
