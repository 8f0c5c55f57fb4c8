import { siyumPath, supportInboxMessages } from '@siyum/domain';
import { SupportInbox, type SupportInboxShow } from '@siyum/features';
import { FormError } from '@siyum/ui/form';
import { useUiMessages } from '@siyum/ui/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { api } from '../api/client';
import { rpcFailure } from '../api/errors';
import { PageSpinner } from '../app/PageSpinner';
import { usePageHead } from '../app/useDocumentHead';
import { inboxQuery } from '../data/lists';
import { queryClient } from '../data/queryClient';
import { trpc } from '../data/trpc';
import { useActions } from '../data/useActions';
import '../app/page.css';

/**
 * /support/inbox: the support staff read what people sent from /contact-us and /support, reply
 * from their own mail program, and mark each answered. Anyone else is told it is not for them
 * (the server refuses them: `isSupportStaff`).
 */
export function SupportInboxPage() {
  const m = useUiMessages('supportInbox', supportInboxMessages);
  usePageHead(m.title, '/support/inbox');
  const [show, setShow] = useState<SupportInboxShow>('waiting');
  const inbox = useInfiniteQuery(inboxQuery(show));
  const actions = useActions<number>('support-inbox');
  const markAnswered = async (id: number, answered: boolean) => {
    await actions.run(id, () => api.support.markAnswered.mutate({ id, answered }));
    await queryClient.invalidateQueries({ queryKey: trpc.support.inbox.pathKey() });
  };
  const pages = inbox.data?.pages ?? [];
  const last = pages.at(-1);

  let body: ReactNode;
  if (inbox.isError && !last) {
    // Anything but "not for you" is the route's error page.
    if (rpcFailure(inbox.error).code !== 'FORBIDDEN') throw inbox.error;
    body = <p>{m.forbidden}</p>;
  } else if (!last) {
    body = <PageSpinner />;
  } else {
    body = (
      <>
        {actions.failure && <FormError>{actions.failure.message}</FormError>}
        <SupportInbox
          requests={pages.flatMap((page) => page.requests)}
          waiting={last.waiting}
          show={show}
          onShowChange={setShow}
          onMarkAnswered={(id, answered) => void markAnswered(id, answered)}
          busyIds={actions.busy}
          {...(inbox.hasNextPage ? { onLoadMore: () => void inbox.fetchNextPage() } : {})}
          siyumHref={(id) => siyumPath({ id })}
        />
      </>
    );
  }
  return (
    <main className="page">
      <h1 className="page__title">{m.title}</h1>
      <p>{m.intro}</p>
      {body}
    </main>
  );
}
