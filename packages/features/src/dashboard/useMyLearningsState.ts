import { useControllableState } from '@siyum/ui/kit';
import { useCallback, useMemo } from 'react';
import { isoDateIn } from '../community/cardText';
import { useKeptRows } from '../shared/useKeptRows';
import {
  groupLearnings,
  isOpenLearning,
  type LearningFilter,
  type MyLearning,
  visibleLearnings,
} from './learnings';

export interface MyLearningsStateOptions {
  learnings: readonly MyLearning[];
  onComplete: (portionId: number, completed: boolean) => void;
  today: string | undefined;
  busyPortionIds: ReadonlySet<number>;
  limit: number | undefined;
  filter: LearningFilter | undefined;
  defaultFilter: LearningFilter;
  onFilterChange: ((filter: LearningFilter) => void) | undefined;
}

/**
 * What my learnings list keeps of its own: the filter (unless the app owns it) and the rows acted
 * on since it was chosen, which stay in view; the groups it shows follow from those.
 */
export function useMyLearningsState({
  learnings,
  onComplete,
  today,
  busyPortionIds,
  limit,
  filter: filterProp,
  defaultFilter,
  onFilterChange,
}: MyLearningsStateOptions) {
  const [chosenFilter, setFilter] = useControllableState<LearningFilter>({
    value: filterProp,
    defaultValue: defaultFilter,
    onChange: onFilterChange,
  });
  // The dashboard's short list is always the open ones.
  const filter: LearningFilter = limit !== undefined ? 'open' : chosenFilter;
  const { kept, keep, clear } = useKeptRows();
  const day = today ?? isoDateIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

  const visible = useMemo(
    () => visibleLearnings(learnings, filter, kept, limit),
    [learnings, filter, kept, limit],
  );
  const groups = useMemo(() => groupLearnings(visible), [visible]);
  const siyumimWithOpen = useMemo(
    () => new Set(learnings.filter(isOpenLearning).map((l) => l.siyumId)),
    [learnings],
  );

  const chooseFilter = (next: LearningFilter) => {
    clear();
    setFilter(next);
  };

  const toggle = useCallback(
    (learning: MyLearning) => {
      if (busyPortionIds.has(learning.portionId)) return;
      keep(learning.portionId);
      onComplete(learning.portionId, isOpenLearning(learning));
    },
    [busyPortionIds, onComplete, keep],
  );

  return {
    filter,
    chooseFilter,
    /** Today, for how soon each siyum's portions are due. */
    day,
    /** How many learnings the list shows (a limited list may hold more). */
    shownCount: visible.length,
    groups,
    /** Whether I still have a portion to learn in a siyum: only then is it due. */
    hasOpen: (siyumId: number) => siyumimWithOpen.has(siyumId),
    toggle,
  };
}
