import { api } from '../api/client';
import { patchMyLearnings } from './lists';
import { queryClient } from './queryClient';
import { applyChange } from './siyum';
import { trpc } from './trpc';
import { useActions } from './useActions';

/**
 * "Learned" (and back) on my own learnings, from the dashboard or My Learnings: the answer updates
 * the list in place and any cached board; the siyumim I run are read again (their progress moved).
 */
export function useCompleteMine(userId: number | undefined) {
  const actions = useActions<number>('my-learnings');
  const run = async (portionId: number, completed: boolean) => {
    const change = await actions.run(portionId, () => api.portion.complete.mutate({ portionId, completed }));
    if (!change || userId === undefined) {
      // Refused (released meanwhile, removed by an organizer…): the list as it now is.
      await queryClient.invalidateQueries({ queryKey: trpc.portion.mine.pathKey() });
      return;
    }
    await applyChange(change);
    patchMyLearnings(userId, change, false);
    void queryClient.invalidateQueries({ queryKey: trpc.siyum.mine.pathKey() });
  };
  return {
    busy: actions.busy,
    run: (portionId: number, completed: boolean) => void run(portionId, completed),
  };
}
