// A siyum's photo as the pages show it (issue 21): the image, the image service it asks, its alt text.
export { ImageServiceProvider, useImageUrl } from './imageService';
export { PhotoImage, type PhotoImageProps, type PhotoImageState } from './PhotoImage';
export { siyumPhotoAlt } from './photoSources';
