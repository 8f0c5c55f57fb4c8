export {
  isOpenPortion,
  PORTION_FILTERS,
  type PortionFilter,
  percentLearned,
  type ViewerState,
  viewerStateOf,
} from './board';
export { PortionBoard, type PortionBoardProps, type PortionNotice } from './PortionBoard';
export { ProgressSummary, type ProgressSummaryProps } from './ProgressSummary';
