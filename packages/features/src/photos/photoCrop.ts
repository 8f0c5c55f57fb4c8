/**
 * The crop frame's arithmetic, pure: a square (PHOTO_ASPECT_RATIO 1) in the pixels of the
 * orientation-applied image, moved and zoomed inside it, and turned into the `PhotoCrop` fractions
 * the image service applies. The view converts pointer movement to image pixels; everything else is
 * here so it can be tested as tables.
 */
import type { PhotoCrop } from '@siyum/domain';

export interface ImageSize {
  width: number;
  height: number;
}

/** The square frame, in image pixels: its top-left corner and its side. */
export interface CropBox {
  x: number;
  y: number;
  size: number;
}

/** Zoom 1 is the largest square that fits; at the most the frame is a quarter of the short side. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** An arrow key moves the frame by this fraction of the image's short side; with Shift, the larger. */
export const MOVE_STEP = 0.02;
export const MOVE_STEP_LARGE = 0.1;
/** `+` and `-` change the zoom by this much. */
export const ZOOM_STEP = 0.25;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const shortSide = (image: ImageSize) => Math.min(image.width, image.height);

/** Keeps the frame inside the image and its side between the zoom limits. */
export function clampCrop(box: CropBox, image: ImageSize): CropBox {
  const side = shortSide(image);
  const size = clamp(box.size, side / MAX_ZOOM, side);
  return {
    x: clamp(box.x, 0, image.width - size),
    y: clamp(box.y, 0, image.height - size),
    size,
  };
}

/** The largest square, centred: where a new photo's frame starts. */
export function centredCrop(image: ImageSize): CropBox {
  const size = shortSide(image);
  return { x: (image.width - size) / 2, y: (image.height - size) / 2, size };
}

/** Moves the frame by (dx, dy) image pixels; it stops at the image's edges. */
export function moveCrop(box: CropBox, dx: number, dy: number, image: ImageSize): CropBox {
  return clampCrop({ ...box, x: box.x + dx, y: box.y + dy }, image);
}

/** The frame's zoom: how many times smaller than the largest square it is. */
export function cropZoom(box: CropBox, image: ImageSize): number {
  return shortSide(image) / box.size;
}

/** Sets the zoom, keeping the frame's centre where it was (as far as the edges allow). */
export function zoomCrop(box: CropBox, zoom: number, image: ImageSize): CropBox {
  const size = shortSide(image) / clamp(zoom, MIN_ZOOM, MAX_ZOOM);
  const centreX = box.x + box.size / 2;
  const centreY = box.y + box.size / 2;
  return clampCrop({ x: centreX - size / 2, y: centreY - size / 2, size }, image);
}

const fraction = (value: number) => Number(value.toFixed(4));

/** The crop as fractions of the image, to four places (the image URL's precision). */
export function cropToFractions(box: CropBox, image: ImageSize): PhotoCrop {
  return {
    x: fraction(box.x / image.width),
    y: fraction(box.y / image.height),
    width: fraction(box.size / image.width),
    height: fraction(box.size / image.height),
  };
}

/**
 * What a key does to the frame: arrows move it (Shift further), `+`/`=` zoom in, `-`/`_` zoom out.
 * Null when the key is not the frame's, so the browser keeps it (Tab, Enter…).
 */
export function cropAfterKey(box: CropBox, key: string, shift: boolean, image: ImageSize): CropBox | null {
  const step = shortSide(image) * (shift ? MOVE_STEP_LARGE : MOVE_STEP);
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  if (move) return moveCrop(box, move[0], move[1], image);
  const zoom = cropZoom(box, image);
  if (key === '+' || key === '=') return zoomCrop(box, zoom + ZOOM_STEP, image);
  if (key === '-' || key === '_') return zoomCrop(box, zoom - ZOOM_STEP, image);
  return null;
}
