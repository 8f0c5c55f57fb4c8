export { ProgressDetail, type ProgressDetailProps } from './ProgressDetail';
export {
  gapsFirst,
  matchesProgressFilter,
  type Pacing,
  type PortionStatus,
  PROGRESS_FILTERS,
  PROGRESS_PAGE_SIZE,
  type ProgressFilter,
  pacing,
  pacingText,
  portionStatus,
  portionStatusText,
  rateText,
  tableCountText,
} from './progress';
