/** The siyum services, by what they are about; the router reads them as one module. */
export { listPortions } from './board';
export { counters } from './counters';
export { listParticipants } from './participants';
export { grantPermission, listPermissions, revokePermission } from './permissions';
export { getOwnership, getSiyum, getVisibility, listSiyums, mySiyums, takesPart } from './read';
export { matchesShareKey, sharedSiyumOf, visitorSiyum } from './share';
export { createSiyum, currentPhotoKey, deleteSiyum, updateSiyum } from './write';
