export { AdminsManager, type AdminsManagerProps } from './AdminsManager';
export { InvitationCard, type InvitationCardProps } from './InvitationCard';
export {
  type DownloadFile,
  learningKey,
  mailtoAll,
  type NewParticipant,
  PERMISSION_FLAGS,
  type PermissionFlag,
  type PermissionFlags,
  type PermissionGrant,
  participantKey,
  participantsCsv,
} from './manage';
export { ParticipantsManager, type ParticipantsManagerProps } from './ParticipantsManager';
export {
  type SiyumManageHrefs,
  type SiyumManageLink,
  SiyumManageLinks,
  type SiyumManageLinksProps,
} from './SiyumManageLinks';
