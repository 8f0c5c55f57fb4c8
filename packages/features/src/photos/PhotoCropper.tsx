import { format, type PhotoCrop, photoMessages } from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { useUiMessages } from '@siyum/ui/messages';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import {
  type CropBox,
  centredCrop,
  cropAfterKey,
  cropToFractions,
  cropZoom,
  type ImageSize,
  MAX_ZOOM,
  MIN_ZOOM,
  moveCrop,
  zoomCrop,
} from './photoCrop';

export interface PhotoCropperProps {
  /** The whole photo: a local object URL, or the image service's uncropped variant. */
  src: string;
  onConfirm: (crop: PhotoCrop) => void;
  onCancel: () => void;
  /** The photo cannot be shown (a file that only looks like an image). */
  onUnreadable: () => void;
}

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  start: CropBox;
}

const percent = (value: number) => Math.round(value * 100);

/** At most 24rem wide and 16rem tall, in the photo's own ratio. */
const stageSize = (image: ImageSize) => ({
  width: `min(100%, 24rem, ${((16 * image.width) / image.height).toFixed(3)}rem)`,
  aspectRatio: `${image.width} / ${image.height}`,
});

/**
 * The square crop frame over the photo (keyed by `src` where used: another photo starts over). The image's natural size is its oriented size (browsers
 * apply EXIF orientation to <img>), so the fractions match what the image service crops.
 */
export function PhotoCropper({ src, onConfirm, onCancel, onUnreadable }: PhotoCropperProps) {
  const m = useUiMessages('photos', photoMessages);
  const instructionsId = useId();
  const zoomId = useId();
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [image, setImage] = useState<ImageSize | null>(null);
  const [box, setBox] = useState<CropBox | null>(null);
  // Announced after a keyboard change only: a pointer user sees the frame move.
  const [announcement, setAnnouncement] = useState('');

  // The frame takes focus as soon as it is there, so the keyboard can crop at once.
  const framed = box !== null;
  useEffect(() => {
    if (framed) frame.current?.focus();
  }, [framed]);

  const loaded = (event: { currentTarget: HTMLImageElement }) => {
    const size = { width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight };
    setImage(size);
    setBox(centredCrop(size));
  };

  const describe = (next: CropBox, size: ImageSize) => {
    const crop = cropToFractions(next, size);
    return format(m.cropPosition, {
      zoom: percent(cropZoom(next, size)),
      left: percent(crop.x),
      top: percent(crop.y),
    });
  };

  const pressKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!image || !box) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
      return;
    }
    const next = cropAfterKey(box, event.key, event.shiftKey, image);
    if (!next) return;
    event.preventDefault();
    setBox(next);
    setAnnouncement(describe(next, image));
  };

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (!box || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, start: box };
  };

  const moveDrag = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    const shown = stage.current?.clientWidth;
    if (!current || current.pointerId !== event.pointerId || !image || !shown) return;
    // Screen pixels to image pixels.
    const scale = image.width / shown;
    const dx = (event.clientX - current.startX) * scale;
    const dy = (event.clientY - current.startY) * scale;
    setBox(moveCrop(current.start, dx, dy, image));
  };

  const endDrag = () => {
    drag.current = null;
  };

  const zoom = image && box ? cropZoom(box, image) : MIN_ZOOM;
  const crop = image && box ? cropToFractions(box, image) : null;

  return (
    <div className="siyum-photo-crop">
      <p id={instructionsId} className="siyum-photo-crop__instructions">
        {m.cropInstructions}
      </p>
      <div ref={stage} className="siyum-photo-crop__stage" style={image ? stageSize(image) : undefined}>
        <img
          className="siyum-photo-crop__image"
          src={src}
          alt={m.cropImage}
          draggable={false}
          onLoad={loaded}
          onError={onUnreadable}
        />
        {crop && (
          <div
            ref={frame}
            className="siyum-photo-crop__frame"
            // The frame takes arrow keys itself: "application" has screen readers pass them through
            // instead of reading the page with them.
            role="application"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a 2-D control with no native element
            tabIndex={0}
            aria-label={m.cropFrame}
            aria-describedby={instructionsId}
            data-crop={`${crop.x},${crop.y},${crop.width},${crop.height}`}
            style={{
              left: `${crop.x * 100}%`,
              top: `${crop.y * 100}%`,
              width: `${crop.width * 100}%`,
              height: `${crop.height * 100}%`,
            }}
            onKeyDown={pressKey}
            onPointerDown={startDrag}
            onPointerMove={moveDrag}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
          />
        )}
      </div>
      <div className="siyum-photo-crop__zoom">
        <label htmlFor={zoomId}>{m.zoom}</label>
        <input
          id={zoomId}
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={zoom}
          disabled={!box}
          aria-valuetext={format(m.zoomValue, { zoom: percent(zoom) })}
          onChange={(event) => image && box && setBox(zoomCrop(box, Number(event.target.value), image))}
        />
      </div>
      <p className="siyum-visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div className="siyum-photo-field__actions">
        <Button disabled={!crop} onClick={() => crop && onConfirm(crop)}>
          {m.useCrop}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {m.cancelCrop}
        </Button>
      </div>
    </div>
  );
}
