import { pageMessages } from '@siyum/domain';
import { AdminsManager } from '@siyum/features';
import { useUiMessages } from '@siyum/ui/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { describeApiError, ENGLISH_USER_FACING_SECTIONS } from '../api/errors';
import { PageSpinner } from '../app/PageSpinner';
import { usePageHead } from '../app/useDocumentHead';
import { UserFacingError } from '../app/userFacingError';
import { queryClient } from '../data/queryClient';
import { trpc } from '../data/trpc';
import { useActions } from '../data/useActions';
import { NotFoundPage } from './NotFoundPage';
import { useSiyumPage } from './useSiyumPage';
import '../app/page.css';

/** /admins/{id} (owner only — the route's access gate asked the server): helpers and their permissions. */
export function AdminsPage() {
  const data = useSiyumPage();
  const siyumId = data.kind === 'ready' ? data.siyum.id : 0;
  const helpersQuery = trpc.siyum.permissions.list.queryOptions({ siyumId });
  const helpers = useQuery({ ...helpersQuery, enabled: siyumId > 0 });
  const actions = useActions<string>('helpers');
  const run = async (email: string, call: () => Promise<unknown>) => {
    const answer = await actions.run(email, call);
    await queryClient.invalidateQueries({ queryKey: helpersQuery.queryKey });
    return answer !== undefined;
  };
  const page = useUiMessages('page', pageMessages);
  const title = data.kind === 'ready' ? `${page.admins}: ${data.siyum.title}` : page.admins;
  usePageHead(title);
  if (data.kind === 'notFound') return <NotFoundPage reason="invalid" />;
  if (helpers.isError && !helpers.data) {
    const { error } = helpers;
    throw new UserFacingError(
      (sections) => describeApiError(error, sections).message,
      ENGLISH_USER_FACING_SECTIONS,
    );
  }
  if (data.kind === 'loading' || !helpers.data) return <PageSpinner />;
  return (
    <main className="page">
      <h1 className="page__title">{title}</h1>
      <AdminsManager
        helpers={helpers.data}
        busyEmails={actions.busy}
        onGrant={(grant) => run(grant.email, () => api.siyum.permissions.grant.mutate({ siyumId, ...grant }))}
        onRevoke={(email) => void run(email, () => api.siyum.permissions.revoke.mutate({ siyumId, email }))}
        {...(actions.failure ? { error: actions.failure.message } : {})}
      />
    </main>
  );
}
