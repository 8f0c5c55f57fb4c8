import { describe, expect, it } from 'vitest';
import {
  initialPhotoFieldState,
  type PendingUpload,
  type PhotoFieldEvent,
  type PhotoFieldState,
  photoFieldReducer,
} from './photoFieldState';

const file = new Blob(['photo']);
const upload: PendingUpload = { file, crop: { x: 0.25, y: 0, width: 0.5, height: 1 } };
const idle = initialPhotoFieldState;
const cropping: PhotoFieldState = {
  step: { name: 'cropping', source: { kind: 'file', file } },
  notice: null,
  retry: null,
};
const uploading: PhotoFieldState = {
  step: { name: 'uploading', upload, fraction: 0.4 },
  notice: null,
  retry: null,
};
const failed: PhotoFieldState = { step: { name: 'idle' }, notice: 'uploadFailed', retry: upload };

describe('photoFieldReducer', () => {
  it.each<[string, PhotoFieldState, PhotoFieldEvent, PhotoFieldState]>([
    [
      'a refused photo only sets the sentence',
      idle,
      { type: 'refused', reason: 'tooLarge' },
      { ...idle, notice: 'tooLarge' },
    ],
    [
      'a refused photo keeps the crop step',
      cropping,
      { type: 'refused', reason: 'notImage' },
      { ...cropping, notice: 'notImage' },
    ],
    [
      'a refused photo does not interrupt an upload',
      uploading,
      { type: 'refused', reason: 'notImage' },
      uploading,
    ],
    [
      'a taken photo goes to the crop step',
      failed,
      { type: 'crop', source: { kind: 'stored', key: 'k' } },
      {
        step: { name: 'cropping', source: { kind: 'stored', key: 'k' } },
        notice: null,
        retry: null,
      },
    ],
    ['no new crop during an upload', uploading, { type: 'crop', source: { kind: 'file', file } }, uploading],
    ['cancelling the crop goes back', cropping, { type: 'cancelCrop' }, idle],
    [
      'a photo the crop step cannot show is not an image',
      cropping,
      { type: 'unreadable' },
      {
        ...idle,
        notice: 'notImage',
      },
    ],
    [
      'a confirmed crop starts the upload at 0',
      cropping,
      { type: 'upload', upload },
      {
        step: { name: 'uploading', upload, fraction: 0 },
        notice: null,
        retry: null,
      },
    ],
    [
      'progress moves the bar',
      uploading,
      { type: 'progress', fraction: 0.75 },
      {
        ...uploading,
        step: { name: 'uploading', upload, fraction: 0.75 },
      },
    ],
    [
      'progress is held to 0…1',
      uploading,
      { type: 'progress', fraction: 1.5 },
      {
        ...uploading,
        step: { name: 'uploading', upload, fraction: 1 },
      },
    ],
    ['progress after the upload is ignored', idle, { type: 'progress', fraction: 0.5 }, idle],
    [
      'a finished upload says so',
      uploading,
      { type: 'uploaded' },
      { step: { name: 'idle' }, notice: 'saved', retry: null },
    ],
    ['a failed upload keeps what to retry', uploading, { type: 'failed', reason: 'uploadFailed' }, failed],
    [
      'expired credentials keep what to retry',
      uploading,
      { type: 'failed', reason: 'credentialsExpired' },
      {
        ...failed,
        notice: 'credentialsExpired',
      },
    ],
    [
      'a cancelled upload has nothing to retry',
      uploading,
      { type: 'failed', reason: 'uploadCancelled' },
      {
        step: { name: 'idle' },
        notice: 'uploadCancelled',
        retry: null,
      },
    ],
    [
      'a late failure after a cancel changes nothing',
      failed,
      { type: 'failed', reason: 'uploadFailed' },
      failed,
    ],
    [
      'removing says so and forgets the retry',
      failed,
      { type: 'removed' },
      {
        step: { name: 'idle' },
        notice: 'removed',
        retry: null,
      },
    ],
  ])('%s', (_, state, event, expected) => {
    expect(photoFieldReducer(state, event)).toEqual(expected);
  });
});
