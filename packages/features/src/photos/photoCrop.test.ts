import { describe, expect, it } from 'vitest';
import {
  type CropBox,
  centredCrop,
  clampCrop,
  cropAfterKey,
  cropToFractions,
  cropZoom,
  type ImageSize,
  moveCrop,
  zoomCrop,
} from './photoCrop';

const landscape: ImageSize = { width: 400, height: 200 };
const portrait: ImageSize = { width: 300, height: 600 };

describe('centredCrop', () => {
  it.each<[string, ImageSize, CropBox]>([
    ['landscape', landscape, { x: 100, y: 0, size: 200 }],
    ['portrait', portrait, { x: 0, y: 150, size: 300 }],
    ['square', { width: 50, height: 50 }, { x: 0, y: 0, size: 50 }],
  ])('takes the largest centred square of a %s image', (_, image, expected) => {
    expect(centredCrop(image)).toEqual(expected);
  });
});

describe('clampCrop', () => {
  it.each<[string, CropBox, CropBox]>([
    ['inside stays put', { x: 10, y: 20, size: 100 }, { x: 10, y: 20, size: 100 }],
    ['past the left and top edges', { x: -30, y: -5, size: 100 }, { x: 0, y: 0, size: 100 }],
    ['past the right and bottom edges', { x: 350, y: 150, size: 100 }, { x: 300, y: 100, size: 100 }],
    ['larger than the short side', { x: 0, y: 0, size: 500 }, { x: 0, y: 0, size: 200 }],
    ['smaller than the zoom limit', { x: 0, y: 0, size: 10 }, { x: 0, y: 0, size: 50 }],
  ])('%s', (_, box, expected) => {
    expect(clampCrop(box, landscape)).toEqual(expected);
  });
});

describe('moveCrop', () => {
  const start: CropBox = { x: 100, y: 0, size: 200 };
  it.each<[string, number, number, CropBox]>([
    ['right', 40, 0, { x: 140, y: 0, size: 200 }],
    ['left', -40, 0, { x: 60, y: 0, size: 200 }],
    ['right, stopping at the edge', 500, 0, { x: 200, y: 0, size: 200 }],
    ['down, where a full-height frame cannot go', 0, 30, { x: 100, y: 0, size: 200 }],
  ])('moves %s', (_, dx, dy, expected) => {
    expect(moveCrop(start, dx, dy, landscape)).toEqual(expected);
  });
});

describe('zoomCrop and cropZoom', () => {
  it.each<[number, CropBox]>([
    [1, { x: 100, y: 0, size: 200 }],
    [2, { x: 150, y: 50, size: 100 }],
    [4, { x: 175, y: 75, size: 50 }],
    // Out of range: held at the limits.
    [8, { x: 175, y: 75, size: 50 }],
    [0.5, { x: 100, y: 0, size: 200 }],
  ])('zoom %d keeps the centre', (zoom, expected) => {
    const zoomed = zoomCrop(centredCrop(landscape), zoom, landscape);
    expect(zoomed).toEqual(expected);
    expect(cropZoom(zoomed, landscape)).toBe(Math.min(4, Math.max(1, zoom)));
  });

  it('zooming out near an edge pulls the frame back inside', () => {
    const cornered: CropBox = { x: 300, y: 100, size: 100 };
    expect(zoomCrop(cornered, 1, landscape)).toEqual({ x: 200, y: 0, size: 200 });
  });
});

describe('cropToFractions', () => {
  it.each<[string, CropBox, ImageSize, { x: number; y: number; width: number; height: number }]>([
    [
      'whole square',
      { x: 0, y: 0, size: 50 },
      { width: 50, height: 50 },
      { x: 0, y: 0, width: 1, height: 1 },
    ],
    [
      'centre of a landscape',
      { x: 100, y: 0, size: 200 },
      landscape,
      { x: 0.25, y: 0, width: 0.5, height: 1 },
    ],
    ['portrait', { x: 0, y: 150, size: 300 }, portrait, { x: 0, y: 0.25, width: 1, height: 0.5 }],
    [
      'rounded to four places',
      { x: 1, y: 1, size: 100 },
      { width: 300, height: 300 },
      {
        x: 0.0033,
        y: 0.0033,
        width: 0.3333,
        height: 0.3333,
      },
    ],
  ])('%s', (_, box, image, expected) => {
    expect(cropToFractions(box, image)).toEqual(expected);
  });
});

describe('cropAfterKey', () => {
  // Zoomed in twice on the landscape image, so the frame can move every way.
  const start: CropBox = { x: 150, y: 50, size: 100 };
  it.each<[string, boolean, CropBox | null]>([
    ['ArrowRight', false, { x: 154, y: 50, size: 100 }],
    ['ArrowLeft', false, { x: 146, y: 50, size: 100 }],
    ['ArrowUp', false, { x: 150, y: 46, size: 100 }],
    ['ArrowDown', false, { x: 150, y: 54, size: 100 }],
    ['ArrowRight', true, { x: 170, y: 50, size: 100 }],
    ['ArrowDown', true, { x: 150, y: 70, size: 100 }],
    // Zoom 2 → 2.25 or 1.75 around the frame's centre (200, 100).
    ['+', false, { x: 200 - 100 / 2.25, y: 100 - 100 / 2.25, size: 200 / 2.25 }],
    ['=', false, { x: 200 - 100 / 2.25, y: 100 - 100 / 2.25, size: 200 / 2.25 }],
    ['-', false, { x: 200 - 100 / 1.75, y: 100 - 100 / 1.75, size: 200 / 1.75 }],
    ['Tab', false, null],
    ['Enter', false, null],
  ])('%s (Shift: %s)', (key, shift, expected) => {
    const next = cropAfterKey(start, key, shift, landscape);
    if (expected === null) expect(next).toBeNull();
    else {
      expect(next?.x).toBeCloseTo(expected.x, 6);
      expect(next?.y).toBeCloseTo(expected.y, 6);
      expect(next?.size).toBeCloseTo(expected.size, 6);
    }
  });

  it('zoom keys stop at the limits', () => {
    const widest = centredCrop(landscape);
    expect(cropAfterKey(widest, '-', false, landscape)).toEqual(widest);
    const tightest = zoomCrop(widest, 4, landscape);
    expect(cropAfterKey(tightest, '+', false, landscape)).toEqual(tightest);
  });
});
