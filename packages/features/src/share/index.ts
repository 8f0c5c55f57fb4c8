// The calendar file is the domain's (the reminder emails attach it too); the package keeps offering it.
export { siyumIcs } from '@siyum/domain';
export { SiyumShare, type SiyumShareProps } from './SiyumShare';
