import {
  format,
  type SupportInboxPage as InboxPage,
  supportInboxMessages as m,
  pageMessages,
  siyumPath,
} from '@siyum/domain';
import { FormError } from '@siyum/ui/form';
import { SupportInbox, type SupportInboxShow } from '@siyum/ui/siyum';
import { type ReactNode, useState } from 'react';
import { callApi, rpcFailure } from '../api/lazy';
import { PageSpinner } from '../app/PageSpinner';
import { useBusyActions } from '../app/useBusyActions';
import { useDocumentHead } from '../app/useDocumentHead';
import { useRemote } from '../app/useRemote';
import { config } from '../config';
import '../app/page.css';

/** The first `pages` pages of the inbox, as one page (its requests together, the last page's cursor). */
async function readInbox(show: SupportInboxShow, pages: number): Promise<InboxPage> {
  const requests: InboxPage['requests'] = [];
  let cursor: number | undefined;
  for (let read = 0; ; read++) {
    const page = await callApi((api) =>
      api.support.inbox.query(cursor === undefined ? { show } : { show, cursor }),
    );
    requests.push(...page.requests);
    if (page.nextCursor === null || read + 1 >= pages) return { ...page, requests };
    cursor = page.nextCursor;
  }
}

/**
 * /support/inbox: the support staff read what people sent from /contact-us and /support, reply
 * from their own mail program, and mark each answered. Anyone else is told it is not for them
 * (the server refuses them: `isSupportStaff`).
 */
export function SupportInboxPage() {
  useDocumentHead(
    format(pageMessages.title, { page: m.title, product: config.productName }),
    '/support/inbox',
  );
  const [show, setShow] = useState<SupportInboxShow>('waiting');
  const [pages, setPages] = useState(1);
  const inbox = useRemote(`inbox:${show}:${pages}`, () => readInbox(show, pages));
  const actions = useBusyActions<number>(async () => inbox.replace(await readInbox(show, pages)));

  let body: ReactNode;
  if (inbox.status === 'error') {
    // Anything but "not for you" is the route's error page.
    if (rpcFailure(inbox.error).code !== 'FORBIDDEN') throw inbox.error;
    body = <p>{m.forbidden}</p>;
  } else if (inbox.status !== 'ready') {
    body = <PageSpinner />;
  } else {
    body = (
      <>
        {actions.failure && <FormError>{actions.failure.message}</FormError>}
        <SupportInbox
          requests={inbox.data.requests}
          waiting={inbox.data.waiting}
          show={show}
          onShowChange={(next) => {
            setShow(next);
            setPages(1);
          }}
          onMarkAnswered={(id, answered) =>
            void actions.run(id, (api) => api.support.markAnswered.mutate({ id, answered }))
          }
          busyIds={actions.busy}
          {...(inbox.data.nextCursor === null ? {} : { onLoadMore: () => setPages((n) => n + 1) })}
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
