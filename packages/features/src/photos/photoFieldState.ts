/**
 * What the photo field knows, as a pure reducer: which step it is on (idle, cropping, uploading) and
 * the last thing to tell the user. The effects (reading bytes, the upload, focus) live in
 * `usePhotoField`; this file only says how each event changes the state, so it is tested as a table.
 */
import type { PhotoCrop, PhotoRefusal } from '@siyum/domain';

/** Why a photo was not taken or an upload ended without one: each has a catalogue sentence. */
export type PhotoProblem = PhotoRefusal | 'uploadFailed' | 'uploadCancelled' | 'credentialsExpired';
/** What the field announces: a problem, or that the photo was saved or removed. */
export type PhotoNotice = PhotoProblem | 'saved' | 'removed';

/** A photo in the crop step: a picked file (uploaded once cropped) or an earlier upload (used as is). */
export type CropSource = { kind: 'file'; file: Blob } | { kind: 'stored'; key: string };

/** A file and its crop, waiting for (or retrying) its upload. */
export interface PendingUpload {
  file: Blob;
  crop: PhotoCrop;
}

export type PhotoStep =
  | { name: 'idle' }
  | { name: 'cropping'; source: CropSource }
  | { name: 'uploading'; upload: PendingUpload; fraction: number };

export interface PhotoFieldState {
  step: PhotoStep;
  notice: PhotoNotice | null;
  /** The upload a "Try again" repeats, after a failure. */
  retry: PendingUpload | null;
}

export type PhotoFieldEvent =
  | { type: 'refused'; reason: PhotoRefusal }
  | { type: 'crop'; source: CropSource }
  | { type: 'cancelCrop' }
  | { type: 'unreadable' }
  | { type: 'upload'; upload: PendingUpload }
  | { type: 'progress'; fraction: number }
  | { type: 'uploaded' }
  | { type: 'failed'; reason: 'uploadFailed' | 'uploadCancelled' | 'credentialsExpired' }
  | { type: 'removed' };

export const initialPhotoFieldState: PhotoFieldState = { step: { name: 'idle' }, notice: null, retry: null };

const IDLE: PhotoStep = { name: 'idle' };

export function photoFieldReducer(state: PhotoFieldState, event: PhotoFieldEvent): PhotoFieldState {
  switch (event.type) {
    // A refused photo changes nothing but the sentence; an upload under way is not interrupted.
    case 'refused':
      return state.step.name === 'uploading' ? state : { ...state, notice: event.reason };
    case 'crop':
      return state.step.name === 'uploading'
        ? state
        : { step: { name: 'cropping', source: event.source }, notice: null, retry: null };
    case 'cancelCrop':
      return state.step.name === 'cropping' ? { ...state, step: IDLE, notice: null } : state;
    // The crop step could not show the photo: the bytes only looked like an image.
    case 'unreadable':
      return state.step.name === 'cropping' ? { step: IDLE, notice: 'notImage', retry: null } : state;
    case 'upload':
      return { step: { name: 'uploading', upload: event.upload, fraction: 0 }, notice: null, retry: null };
    case 'progress':
      return state.step.name === 'uploading'
        ? { ...state, step: { ...state.step, fraction: Math.min(1, Math.max(0, event.fraction)) } }
        : state;
    case 'uploaded':
      return state.step.name === 'uploading' ? { step: IDLE, notice: 'saved', retry: null } : state;
    case 'failed': {
      if (state.step.name !== 'uploading') return state;
      // A cancel was the user's choice: nothing to try again.
      const retry = event.reason === 'uploadCancelled' ? null : state.step.upload;
      return { step: IDLE, notice: event.reason, retry };
    }
    case 'removed':
      return { step: IDLE, notice: 'removed', retry: null };
  }
}
