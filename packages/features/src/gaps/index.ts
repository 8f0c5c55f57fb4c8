export { OrganizerGaps, type OrganizerGapsProps, SiyumGaps, type SiyumGapsProps } from './GapsPanels';
export { GapsView, type GapsViewProps } from './GapsView';
export { GiveMeMore, type GiveMeMoreProps, type TakeMoreOutcome } from './GiveMeMore';
export {
  type SplitCandidate,
  type SplitOutcome,
  SplitProposal,
  type SplitProposalProps,
} from './SplitProposal';
