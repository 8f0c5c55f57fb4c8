import { format, pageMessages } from '@siyum/domain';
import { isOpenPortion, learningKey, ParticipantsManager, participantKey } from '@siyum/ui/siyum';
import { useLocation } from 'react-router';
import { everyParticipant } from '../api/pages';
import { PageSpinner } from '../app/PageSpinner';
import { useBusyActions } from '../app/useBusyActions';
import { useDocumentHead } from '../app/useDocumentHead';
import { useRemote } from '../app/useRemote';
import { config } from '../config';
import { NotFoundPage } from './NotFoundPage';
import { useSiyumPage } from './useSiyumPage';
import '../app/page.css';

/**
 * /participants/{id} (owner, updateUsers, editSignup — the route's access gate asked the server):
 * learners with their portions; add by email, assign, release, mark learned, remove, CSV, mailto.
 */
export function ParticipantsPage() {
  const { pathname } = useLocation();
  const data = useSiyumPage();
  const siyumId = data.kind === 'ready' ? data.siyum.id : 0;
  const participants = useRemote(`participants:${siyumId}`, () => everyParticipant(siyumId));
  const actions = useBusyActions<string>(async () => {
    participants.reload();
    if (data.kind === 'ready') data.reload();
  });
  const failure = actions.failure;
  const title =
    data.kind === 'ready' ? `${pageMessages.participants}: ${data.siyum.title}` : pageMessages.participants;
  useDocumentHead(format(pageMessages.title, { page: title, product: config.productName }), pathname);
  if (data.kind === 'notFound') return <NotFoundPage reason="invalid" />;
  if (data.kind === 'loading' || participants.status !== 'ready') return <PageSpinner />;
  return (
    <main className="page">
      <h1 className="page__title">{title}</h1>
      {failure && failure.key !== 'add' && <p role="alert">{failure.message}</p>}
      <ParticipantsManager
        participants={participants.data}
        openPortions={
          data.siyum.claimPolicy === 'multiple' ? data.portions : data.portions.filter(isOpenPortion)
        }
        busyKeys={actions.busy}
        onComplete={(portionId, userId, completed) =>
          void actions.run(learningKey(userId, portionId), (api) =>
            api.portion.complete.mutate({ portionId, userId, completed }),
          )
        }
        onRelease={(portionId, userId) =>
          void actions.run(learningKey(userId, portionId), (api) =>
            api.portion.release.mutate({ portionId, userId }),
          )
        }
        onAssign={(portionId, userId) =>
          void actions.run(participantKey(userId), (api) => api.portion.assign.mutate({ portionId, userId }))
        }
        onRemove={(userId) =>
          void actions.run(participantKey(userId), (api) =>
            api.siyum.removeParticipant.mutate({ siyumId, userId }),
          )
        }
        onAdd={(participant) =>
          actions.run('add', (api) => api.siyum.addParticipant.mutate({ siyumId, ...participant }))
        }
        {...(failure?.key === 'add' ? { addError: failure.message } : {})}
      />
    </main>
  );
}
