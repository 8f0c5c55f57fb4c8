export {
  SegmentedFilter,
  type SegmentedFilterProps,
  type SegmentedFilterVariant,
} from '@siyum/ui/kit';
export { DashboardTotals, type DashboardTotalsProps } from './DashboardTotals';
export { EmptyMessage, type EmptyMessageProps } from './EmptyMessage';
export {
  type DueState,
  dashboardTotals,
  dueState,
  dueText,
  groupLearnings,
  helpingOnly,
  isOpenLearning,
  LEARNING_FILTERS,
  type LearningFilter,
  type LearningGroup,
  learningsCountText,
  type MyLearning,
  type MySiyumimData,
  type MyTotals,
  visibleLearnings,
} from './learnings';
export { MyLearnings, type MyLearningsProps } from './MyLearnings';
export { MySiyumim, type MySiyumimHrefs, type MySiyumimProps } from './MySiyumim';
