export { PhotoField, type PhotoFieldProps, PhotoFieldView, type PhotoFieldViewProps } from './PhotoField';
export type { PhotoFieldState, PhotoNotice, PhotoProblem } from './photoFieldState';
export {
  CREDENTIALS_EXPIRED,
  type PhotoListPage,
  type PhotoService,
  type PhotoUploadOptions,
  type StoredPhoto,
} from './photoService';
export { type PhotoFieldController, usePhotoField } from './usePhotoField';
