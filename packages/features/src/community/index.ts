export { CardProgress, type CardProgressProps } from './CardProgress';
export {
  COMMUNITY_SEARCH_DEBOUNCE_MS,
  CommunityList,
  type CommunityListProps,
  type CommunityListStatus,
  type CommunityQuery,
  type SiyumSort,
  type SiyumStatusFilter,
} from './CommunityList';
export {
  dateStateText,
  dedicationLine,
  formatSiyumDate,
  isoDateIn,
  type SiyumDateState,
  siyumDateState,
} from './cardText';
export { SiyumCard, type SiyumCardProps } from './SiyumCard';
