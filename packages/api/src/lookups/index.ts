export {
  type AddressProvider,
  createSmartyProvider,
  offlineAddressProvider,
  type SmartyCredentials,
  type SmartyOptions,
  smartyCredentialsFromEnv,
  zipInfo,
} from './address';
export { checkEmailOffline, type EmailProvider, type EmailVerdict } from './email';
export type { LookupKind } from './kinds';
export { lookupPhone } from './phone';
export { createLookupRoutes, type LookupDeps } from './routes';
