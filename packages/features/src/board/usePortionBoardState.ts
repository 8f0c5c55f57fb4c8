import { format, labelNames, localName, type Portion, siyumBoardMessages } from '@siyum/domain';
import { useUiLocale, useUiMessages } from '@siyum/ui/messages';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useKeptRows } from '../shared/useKeptRows';
import { defaultOpenGroup, groupPortions, type PortionFilter } from './board';
import {
  boardTotals,
  openGroupsForFilter,
  openGroupsOrDefault,
  type PortionNotice,
  visibleGroups,
  withGroupOpen,
} from './boardState';
import { countText, type PortionAction } from './boardText';

export interface PortionBoardStateOptions {
  portions: readonly Portion[];
  viewerId: number | null;
  onSignUp: (portionId: number) => void;
  onRelease: (portionId: number) => void;
  onComplete: (portionId: number, completed: boolean) => void;
  busyPortionIds: ReadonlySet<number>;
  notice: PortionNotice | undefined;
}

/**
 * What the board keeps of its own: the filter, the open groups, the rows kept in view, the button
 * last pressed on each row, and the polite announcement. The portions and the calls stay the app's.
 */
export function usePortionBoardState(options: PortionBoardStateOptions) {
  const { portions, viewerId, notice } = options;
  const m = useUiMessages('siyumBoard', siyumBoardMessages);
  const { locale, tag } = useUiLocale();
  const [chosenFilter, setChosenFilter] = useState<PortionFilter>('all');
  // A visitor has no portions: "Mine" is not offered, and a viewer who signs out falls back to All.
  const filter: PortionFilter = viewerId === null && chosenFilter === 'mine' ? 'all' : chosenFilter;

  const groups = useMemo(() => groupPortions(portions, viewerId), [portions, viewerId]);
  const totals = useMemo(() => boardTotals(portions, groups, viewerId), [groups, portions, viewerId]);

  // null until the viewer opens or closes a group (or acts): until then the board shows the first
  // group with an open portion, following the data as it arrives.
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string> | null>(null);
  const fallbackOpen = defaultOpenGroup(groups);
  const isGroupOpen = (key: string) => (openGroups ? openGroups.has(key) : key === fallbackOpen);

  const { kept, keep, clear } = useKeptRows();
  // Which button of a row was pressed, so the spinner shows on that one while the row is busy.
  const [pressed, setPressed] = useState<ReadonlyMap<number, PortionAction>>(new Map());
  const [announcement, setAnnouncement] = useState('');

  const noticeId = notice?.portionId;
  const noticeMessage = notice?.message;
  const shown = useMemo(
    () => visibleGroups(groups, filter, viewerId, kept, noticeId),
    [groups, filter, viewerId, kept, noticeId],
  );

  function chooseFilter(next: PortionFilter) {
    setChosenFilter(next);
    clear();
    setOpenGroups(openGroupsForFilter(groups, next, viewerId, openGroupsOrDefault(openGroups, fallbackOpen)));
    setAnnouncement(countText(next, totals, m, tag));
  }

  function toggleGroup(key: string, open: boolean) {
    if (open === isGroupOpen(key)) return;
    setOpenGroups(withGroupOpen(openGroupsOrDefault(openGroups, fallbackOpen), key, open));
  }

  // The rows get a stable callback (they are memoised); it reads the latest props through a ref.
  const latest = useRef({ ...options, fallbackOpen, m, locale });
  useLayoutEffect(() => {
    latest.current = { ...options, fallbackOpen, m, locale };
  });

  const act = useCallback(
    (portionId: number, action: PortionAction) => {
      const current = latest.current;
      if (current.busyPortionIds.has(portionId)) return;
      keep(portionId);
      // From now on the open groups are the viewer's: data changing under them must not fold one.
      setOpenGroups((previous) => openGroupsOrDefault(previous, current.fallbackOpen));
      setPressed((previous) => new Map(previous).set(portionId, action));
      if (action === 'signUp') current.onSignUp(portionId);
      else if (action === 'release') current.onRelease(portionId);
      else current.onComplete(portionId, action === 'complete');
    },
    [keep],
  );

  // A notice opens its row's group and is announced with the portion's name.
  useEffect(() => {
    if (noticeId === undefined || !noticeMessage) return;
    const { portions: all, fallbackOpen: fallback, m: strings, locale: language } = latest.current;
    const portion = all.find((p) => p.id === noticeId);
    if (!portion) return;
    setOpenGroups((previous) =>
      withGroupOpen(openGroupsOrDefault(previous, fallback), portion.groupEn, true),
    );
    const label = localName(labelNames(portion), language);
    setAnnouncement(format(strings.noticeFor, { label, message: noticeMessage }));
  }, [noticeId, noticeMessage]);

  return {
    /** The board's strings, from the nearest `UiMessagesProvider`. */
    messages: m,
    /** The locale its numbers are written in (the provider's). */
    tag,
    filter,
    chooseFilter,
    totals,
    /** The groups the filter shows, each with its rows. */
    shown,
    isGroupOpen,
    toggleGroup,
    pressed,
    act,
    announcement,
    noticeId,
    noticeMessage,
  };
}
