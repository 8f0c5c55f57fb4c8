import {
  format,
  IMAGE_BREAKPOINTS,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  photoMessages,
  type SiyumPhoto,
} from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { useUiMessages } from '@siyum/ui/messages';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { PhotoCropper } from './PhotoCropper';
import { PhotoLibraryDialog, WHOLE_PHOTO } from './PhotoLibraryDialog';
import type { PhotoNotice, PhotoStep } from './photoFieldState';
import type { PhotoService } from './photoService';
import { type PhotoFieldController, type PhotoFocusTarget, usePhotoField } from './usePhotoField';
import './PhotoField.css';

export interface PhotoFieldProps {
  /** The siyum's photo (a stored key and its crop), or null for none. */
  value: SiyumPhoto | null;
  /** Called with the new photo once it is uploaded (or chosen and cropped), and with null on Remove. */
  onChange: (value: SiyumPhoto | null) => void;
  /** Upload, list and preview URLs: the app's storage, or a fake in stories and tests. */
  photos: PhotoService;
  /** Defaults to "Photo". */
  label?: string;
  description?: string;
}

/**
 * The organizer's photo: pick, drop or paste one; its bytes are checked before anything is sent;
 * it is cropped to the square the product shows, then uploaded with progress and a cancel.
 */
export function PhotoField(props: PhotoFieldProps) {
  const controller = usePhotoField({ onChange: props.onChange, photos: props.photos });
  return <PhotoFieldView {...props} controller={controller} />;
}

export interface PhotoFieldViewProps extends PhotoFieldProps {
  controller: PhotoFieldController;
}

const MEGABYTE = 1024 * 1024;
/** Problems the user did not choose are alerts; a cancel and the good news are polite. */
const ALERTS: ReadonlySet<PhotoNotice> = new Set([
  'notImage',
  'tooLarge',
  'tooManyPixels',
  'uploadFailed',
  'credentialsExpired',
]);

/** Where focus goes when the control named is not on screen (the field has or lacks a photo). */
const FOCUS_FALLBACKS: readonly PhotoFocusTarget[] = ['replace', 'choose'];

/** A local object URL for a picked file while the crop step shows it, revoked afterwards. */
function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

function cropSourceUrl(step: PhotoStep, objectUrl: string | null, photos: PhotoService): string | null {
  if (step.name !== 'cropping') return null;
  if (step.source.kind === 'file') return objectUrl;
  return photos.previewUrl({ key: step.source.key, crop: WHOLE_PHOTO }, IMAGE_BREAKPOINTS.md);
}

/** The photo field drawn from its controller: stories draw any state with a controller of their own. */
export function PhotoFieldView({ value, photos, label, description, controller }: PhotoFieldViewProps) {
  const m = useUiMessages('photos', photoMessages);
  const descriptionId = useId();
  const root = useRef<HTMLFieldSetElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { state, dragging } = controller;
  const { step, notice } = state;
  const pickedFile = step.name === 'cropping' && step.source.kind === 'file' ? step.source.file : null;
  const cropUrl = cropSourceUrl(step, useObjectUrl(pickedFile), photos);

  // After a step change took away the focused control, focus its successor.
  useLayoutEffect(() => {
    const target = controller.focusAfterRender.current;
    if (!target) return;
    controller.focusAfterRender.current = null;
    for (const name of [target, ...FOCUS_FALLBACKS]) {
      const control = root.current?.querySelector<HTMLElement>(`[data-focus-target="${name}"]`);
      if (control) {
        control.focus();
        return;
      }
    }
  });

  const sentences: Record<PhotoNotice, string> = {
    notImage: m.notImage,
    tooLarge: format(m.tooLarge, { limit: `${PHOTO_MAX_BYTES / MEGABYTE} MB` }),
    tooManyPixels: format(m.tooManyPixels, { limit: PHOTO_MAX_PIXELS / 1_000_000 }),
    uploadFailed: m.uploadFailed,
    uploadCancelled: m.uploadCancelled,
    credentialsExpired: m.credentialsExpired,
    saved: m.saved,
    removed: m.removed,
  };
  const percent = step.name === 'uploading' ? Math.round(step.fraction * 100) : 0;
  const alert = notice && ALERTS.has(notice) ? sentences[notice] : '';
  const status =
    step.name === 'uploading'
      ? format(m.uploadProgress, { percent })
      : notice && !ALERTS.has(notice)
        ? sentences[notice]
        : '';
  const pick = () => fileInput.current?.click();
  const library = <PhotoLibraryDialog photos={photos} onChoose={controller.chooseStored} />;

  return (
    <fieldset
      ref={root}
      className="siyum-photo-field"
      aria-describedby={description ? descriptionId : undefined}
      data-step={step.name}
      data-dragging={dragging ? '' : undefined}
      {...controller.dropEvents}
      onPaste={controller.onPaste}
    >
      <legend className="siyum-photo-field__label">{label ?? m.label}</legend>
      {description && (
        <p id={descriptionId} className="siyum-photo-field__description">
          {description}
        </p>
      )}

      {step.name === 'idle' && value && (
        <div className="siyum-photo-field__done">
          <img
            className="siyum-photo-field__preview"
            src={photos.previewUrl(value, IMAGE_BREAKPOINTS.xs)}
            alt={m.preview}
            width={160}
            height={160}
          />
          <div className="siyum-photo-field__actions">
            <Button variant="secondary" data-focus-target="replace" onClick={pick}>
              {m.replace}
            </Button>
            {library}
            <Button variant="destructive" onClick={controller.remove}>
              {m.remove}
            </Button>
          </div>
        </div>
      )}

      {step.name === 'idle' && !value && (
        <div className="siyum-photo-field__drop">
          <div className="siyum-photo-field__actions">
            <Button data-focus-target="choose" onClick={pick}>
              {m.choose}
            </Button>
            {library}
          </div>
          <p className="siyum-photo-field__hint">{m.dropHint}</p>
        </div>
      )}

      {step.name === 'cropping' && cropUrl && (
        <PhotoCropper
          key={cropUrl}
          src={cropUrl}
          onConfirm={controller.confirmCrop}
          onCancel={controller.cancelCrop}
          onUnreadable={controller.unreadable}
        />
      )}

      {step.name === 'uploading' && (
        <div className="siyum-photo-field__upload">
          <progress
            className="siyum-photo-field__progress"
            aria-label={m.uploading}
            max={100}
            value={percent}
          />
          <Button variant="secondary" data-focus-target="cancelUpload" onClick={controller.cancelUpload}>
            {m.cancelUpload}
          </Button>
        </div>
      )}

      {dragging && (
        <div className="siyum-photo-field__drop-target">
          <span>{m.dropTarget}</span>
        </div>
      )}

      <p className="siyum-photo-field__status" role="status">
        {status}
      </p>
      <div className="siyum-photo-field__problem">
        <p className="siyum-photo-field__error" role="alert">
          {alert}
        </p>
        {step.name === 'idle' && state.retry && (
          <Button variant="secondary" size="sm" data-focus-target="retry" onClick={controller.retry}>
            {m.retry}
          </Button>
        )}
      </div>

      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared, so picking the same file again still reports a change.
          event.currentTarget.value = '';
          if (file) controller.take(file);
        }}
      />
    </fieldset>
  );
}
