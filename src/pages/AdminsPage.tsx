import { format, pageMessages, siyumManageMessages } from '@siyum/domain';
import { AdminsManager } from '@siyum/ui/siyum';
import { useLocation } from 'react-router';
import { callApi } from '../api/lazy';
import { PageSpinner } from '../app/PageSpinner';
import { useBusyActions } from '../app/useBusyActions';
import { useDocumentHead } from '../app/useDocumentHead';
import { useRemote } from '../app/useRemote';
import { config } from '../config';
import { NotFoundPage } from './NotFoundPage';
import { useSiyumPage } from './useSiyumPage';
import '../app/page.css';

/** The server's refusals that have words of their own on this page. */
function helperError(failure: { message: string; reason?: string }): string {
  if (failure.reason === 'ownerHasEveryPermission') return siyumManageMessages.helperIsOwner;
  return failure.message;
}

/** /admins/{id} (owner only — the route's access gate asked the server): helpers and their permissions. */
export function AdminsPage() {
  const { pathname } = useLocation();
  const data = useSiyumPage();
  const siyumId = data.kind === 'ready' ? data.siyum.id : 0;
  const helpers = useRemote(`helpers:${siyumId}`, () =>
    siyumId ? callApi((api) => api.siyum.permissions.list.query({ siyumId })) : Promise.resolve([]),
  );
  const actions = useBusyActions<string>(() => helpers.reload());
  const title = data.kind === 'ready' ? `${pageMessages.admins}: ${data.siyum.title}` : pageMessages.admins;
  useDocumentHead(format(pageMessages.title, { page: title, product: config.productName }), pathname);
  if (data.kind === 'notFound') return <NotFoundPage reason="invalid" />;
  if (data.kind === 'loading' || helpers.status !== 'ready') return <PageSpinner />;
  return (
    <main className="page">
      <h1 className="page__title">{title}</h1>
      <AdminsManager
        helpers={helpers.data}
        busyEmails={actions.busy}
        onGrant={(grant) =>
          actions.run(grant.email, (api) => api.siyum.permissions.grant.mutate({ siyumId, ...grant }))
        }
        onRevoke={(email) =>
          void actions.run(email, (api) => api.siyum.permissions.revoke.mutate({ siyumId, email }))
        }
        {...(actions.failure ? { error: helperError(actions.failure) } : {})}
      />
    </main>
  );
}
