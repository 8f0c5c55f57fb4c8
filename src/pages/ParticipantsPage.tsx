import { pageMessages, type SplitAssignment } from '@siyum/domain';
import {
  isOpenPortion,
  isoDateIn,
  learningKey,
  OrganizerGaps,
  ParticipantsManager,
  participantKey,
  type SplitOutcome,
} from '@siyum/features';
import { useUiMessages } from '@siyum/ui/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import {
  describeApiError,
  ENGLISH_USER_FACING_SECTIONS,
  rpcFailure,
  useDescribeApiError,
} from '../api/errors';
import { PageSpinner } from '../app/PageSpinner';
import { usePageHead } from '../app/useDocumentHead';
import { UserFacingError } from '../app/userFacingError';
import { participantsQuery } from '../data/lists';
import { queryClient } from '../data/queryClient';
import { refreshSiyum } from '../data/siyum';
import { useActions } from '../data/useActions';
import { LearnerMessages } from './LearnerMessages';
import { NotFoundPage } from './NotFoundPage';
import { useSiyumPage } from './useSiyumPage';
import '../app/page.css';

/**
 * /participants/{id} (owner, updateUsers, editSignup — the route's access gate asked the server):
 * learners with their portions; add by email, assign, release, mark learned, remove, CSV, mailto;
 * and the organizer's message to the learners.
 */
export function ParticipantsPage() {
  const data = useSiyumPage({ board: true });
  const siyumId = data.kind === 'ready' ? data.siyum.id : 0;
  const participants = useQuery(participantsQuery(siyumId));
  const actions = useActions<string>('participants');
  // After each action the learners, the board and the progress are read back: an addition or a
  // removal changes more than one portion, and the list is this page's subject.
  const run = async (key: string, call: () => Promise<unknown>) => {
    const answer = await actions.run(key, call);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: participantsQuery(siyumId).queryKey }),
      refreshSiyum(siyumId),
    ]);
    return answer !== undefined;
  };
  const failure = actions.failure;
  const describe = useDescribeApiError();
  // Issue 24: the split is all or nothing; a portion someone took first refuses it ('raced'), and
  // the board read again gives the new proposal.
  const split = (assignments: SplitAssignment[]) =>
    api.gaps.splitOpen
      .mutate({ siyumId, assignments })
      .then(
        (filled): SplitOutcome => ({ kind: 'assigned', count: filled.portionIds.length }),
        (error): SplitOutcome =>
          rpcFailure(error).reason === 'portionTaken'
            ? { kind: 'raced' }
            : { kind: 'failed', message: describe(error).message },
      )
      .finally(() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: participantsQuery(siyumId).queryKey }),
          refreshSiyum(siyumId),
        ]),
      );
  const page = useUiMessages('page', pageMessages);
  const title = data.kind === 'ready' ? `${page.participants}: ${data.siyum.title}` : page.participants;
  usePageHead(title);
  if (data.kind === 'notFound') return <NotFoundPage reason="invalid" />;
  if (participants.isError && !participants.data) {
    const { error } = participants;
    throw new UserFacingError(
      (sections) => describeApiError(error, sections).message,
      ENGLISH_USER_FACING_SECTIONS,
    );
  }
  if (data.kind === 'ready' && data.boardFailed)
    throw new UserFacingError((sections) => sections.siyumPage.loadFailed, ENGLISH_USER_FACING_SECTIONS);
  if (data.kind === 'loading' || !data.portions || !participants.data) return <PageSpinner />;
  const { portions } = data;
  return (
    <main className="page">
      <h1 className="page__title">{title}</h1>
      {failure && failure.key !== 'add' && <p role="alert">{failure.message}</p>}
      <ParticipantsManager
        participants={participants.data}
        openPortions={data.siyum.claimPolicy === 'multiple' ? portions : portions.filter(isOpenPortion)}
        busyKeys={actions.busy}
        onComplete={(portionId, userId, completed) =>
          void run(learningKey(userId, portionId), () =>
            api.portion.complete.mutate({ portionId, userId, completed }),
          )
        }
        onRelease={(portionId, userId) =>
          void run(learningKey(userId, portionId), () => api.portion.release.mutate({ portionId, userId }))
        }
        onAssign={(portionId, userId) =>
          void run(participantKey(userId), () => api.portion.assign.mutate({ portionId, userId }))
        }
        onRemove={(userId) =>
          void run(participantKey(userId), () => api.siyum.removeParticipant.mutate({ siyumId, userId }))
        }
        onAdd={(participant) =>
          run('add', () => api.siyum.addParticipant.mutate({ siyumId, ...participant }))
        }
        {...(failure?.key === 'add' ? { addError: failure.message } : {})}
      />
      <OrganizerGaps
        portions={portions}
        targetDate={data.siyum.targetDate}
        today={isoDateIn(data.siyum.timeZone)}
        participants={participants.data}
        onSplit={split}
      />
      {data.kind === 'ready' && <LearnerMessages siyum={data.siyum} />}
    </main>
  );
}
