import type { Portion } from '@siyum/domain';
import { useControllableState } from '@siyum/ui/kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { gapsFirst, matchesProgressFilter, type ProgressFilter } from './progress';

export interface ProgressDetailStateOptions {
  portions: readonly Portion[];
  filter: ProgressFilter | undefined;
  defaultFilter: ProgressFilter;
  onFilterChange: ((filter: ProgressFilter) => void) | undefined;
  pageSize: number;
}

/**
 * What the progress table keeps of its own: the filter (unless the app owns it) and how many rows
 * it draws, a page more with each "Show more".
 */
export function useProgressDetailState({
  portions,
  filter: filterProp,
  defaultFilter,
  onFilterChange,
  pageSize,
}: ProgressDetailStateOptions) {
  const [filter, setFilter] = useControllableState<ProgressFilter>({
    value: filterProp,
    defaultValue: defaultFilter,
    onChange: onFilterChange,
  });
  const [shownCount, setShownCount] = useState(pageSize);
  const ordered = useMemo(() => gapsFirst(portions), [portions]);
  const rows = useMemo(
    () => (filter === 'all' ? ordered : ordered.filter((p) => matchesProgressFilter(p, filter))),
    [ordered, filter],
  );

  // "Show more" goes away with the last page; focus then moves to the count line, not the page top.
  const countLine = useRef<HTMLParagraphElement>(null);
  const [focusCount, setFocusCount] = useState(false);
  useEffect(() => {
    if (!focusCount) return;
    setFocusCount(false);
    countLine.current?.focus();
  }, [focusCount]);

  const chooseFilter = (next: ProgressFilter) => {
    setShownCount(pageSize);
    setFilter(next);
  };

  const showMore = () => {
    const next = shownCount + pageSize;
    setShownCount(next);
    if (next >= rows.length) setFocusCount(true);
  };

  return {
    filter,
    chooseFilter,
    /** Every row the filter keeps, gaps first. */
    rows,
    /** The rows drawn so far. */
    shown: rows.slice(0, shownCount),
    showMore,
    /** The count line, where focus goes when the last "Show more" leaves. */
    countLine,
  };
}
