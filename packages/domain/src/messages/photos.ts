/**
 * Texts of the organizer's photo field (issue 21): taking a photo (pick, drop, paste), cropping it to
 * the square the product shows, the upload with its progress, "my photos", and one sentence per
 * reason a photo is refused or an upload ends without one. `{limit}` is filled from the domain's
 * limits (PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS), so the sentence and the rule cannot disagree.
 */
export const photoMessages = {
  label: 'Photo',
  choose: 'Choose a photo',
  dropHint: 'Or drop a photo here, or paste one.',
  dropTarget: 'Drop the photo here',
  myPhotos: 'My photos',

  cropInstructions:
    'Drag the frame, or focus it and use the arrow keys to move it (Shift moves further) and + or − to zoom.',
  cropImage: 'The photo to crop',
  cropFrame: 'Crop frame',
  cropPosition: 'Zoom {zoom}%, {left}% from the left, {top}% from the top.',
  zoom: 'Zoom',
  zoomValue: '{zoom}%',
  useCrop: 'Use this photo',
  cancelCrop: 'Cancel',

  uploading: 'Uploading the photo',
  uploadProgress: 'Uploading the photo… {percent}%',
  cancelUpload: 'Cancel upload',
  retry: 'Try again',

  preview: 'The siyum’s photo',
  replace: 'Replace photo',
  remove: 'Remove photo',
  saved: 'Photo saved.',
  removed: 'Photo removed.',

  notImage: 'That file is not a photo we can use. Choose a JPEG, PNG, WebP, GIF or AVIF image.',
  tooLarge: 'That photo is larger than {limit}. Choose a smaller one.',
  tooManyPixels: 'That image is too large to process (over {limit} megapixels). Choose a smaller one.',
  uploadFailed: 'The photo could not be uploaded. Check your connection and try again.',
  uploadCancelled: 'Upload cancelled. The photo was not changed.',
  credentialsExpired: 'Your session has expired. Sign in again, then try once more.',
  listFailed: 'Your photos could not be loaded. Try again.',

  libraryTitle: 'My photos',
  libraryDescription: 'Photos you uploaded before. Choose one to crop and use it here.',
  libraryLoading: 'Loading your photos…',
  libraryEmpty: 'You have not uploaded any photos yet.',
  libraryItem: 'Photo uploaded {date}',
  showMore: 'Show more',
  close: 'Close',
} as const;
