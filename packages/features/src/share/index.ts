export { siyumIcs } from './ics';
export { SiyumShare, type SiyumShareProps } from './SiyumShare';
