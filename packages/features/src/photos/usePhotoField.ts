import {
  IMAGE_SNIFF_BYTES,
  PHOTO_MAX_BYTES,
  type PhotoCrop,
  photoRefusal,
  type SiyumPhoto,
} from '@siyum/domain';
import {
  type ClipboardEvent,
  type DragEvent,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import {
  initialPhotoFieldState,
  type PendingUpload,
  type PhotoFieldState,
  photoFieldReducer,
} from './photoFieldState';
import { type PhotoService, uploadFailure } from './photoService';

export interface UsePhotoFieldOptions {
  onChange: (value: SiyumPhoto | null) => void;
  photos: PhotoService;
}

/** Which control takes focus after a step change removed the focused one. */
export type PhotoFocusTarget = 'choose' | 'replace' | 'retry' | 'cancelUpload';

export interface PhotoFieldController {
  state: PhotoFieldState;
  /** A file is being dragged over the field. */
  dragging: boolean;
  /** Checks a file's bytes, then opens the crop step (or says why not). */
  take: (file: Blob) => void;
  chooseStored: (key: string) => void;
  confirmCrop: (crop: PhotoCrop) => void;
  cancelCrop: () => void;
  /** The crop step could not decode the photo. */
  unreadable: () => void;
  cancelUpload: () => void;
  retry: () => void;
  remove: () => void;
  dropEvents: {
    onDragEnter: (event: DragEvent<HTMLElement>) => void;
    onDragOver: (event: DragEvent<HTMLElement>) => void;
    onDragLeave: (event: DragEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
  };
  onPaste: (event: ClipboardEvent<HTMLElement>) => void;
  /** Set by a step change; the view focuses that control after the render and clears it. */
  focusAfterRender: { current: PhotoFocusTarget | null };
}

const carriesFiles = (event: DragEvent<HTMLElement>) => event.dataTransfer.types.includes('Files');

/** Why a file cannot be used, from its first bytes and its size (not its name or type). */
async function refusalOf(file: Blob) {
  // Over the limit is known from the size alone: no need to read a byte.
  if (file.size > PHOTO_MAX_BYTES) return photoRefusal(new Uint8Array(0), file.size);
  const head = new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
  return photoRefusal(head, file.size);
}

/** Behaviour of the photo field: taking a file, the crop step, the upload and its cancel. */
export function usePhotoField({ onChange, photos }: UsePhotoFieldOptions): PhotoFieldController {
  const [state, dispatch] = useReducer(photoFieldReducer, initialPhotoFieldState);
  const [dragging, setDragging] = useState(false);
  const focusAfterRender = useRef<PhotoFocusTarget | null>(null);
  const upload = useRef<AbortController | null>(null);
  // Only the newest file taken counts: an older one's bytes may be read after it.
  const newestTake = useRef(0);

  // Leaving the page mid-upload stops it.
  useEffect(() => () => upload.current?.abort(), []);

  const take = useCallback((file: Blob) => {
    const taken = ++newestTake.current;
    refusalOf(file).then(
      (reason) => {
        if (taken !== newestTake.current) return;
        dispatch(reason ? { type: 'refused', reason } : { type: 'crop', source: { kind: 'file', file } });
      },
      (error: unknown) => {
        // An unreadable file (removed from disk since it was picked) is no photo to us.
        console.error('PhotoField: could not read the file', error);
        if (taken === newestTake.current) dispatch({ type: 'refused', reason: 'notImage' });
      },
    );
  }, []);

  const chooseStored = useCallback((key: string) => {
    newestTake.current++;
    dispatch({ type: 'crop', source: { kind: 'stored', key } });
  }, []);

  const startUpload = useCallback(
    (pending: PendingUpload) => {
      upload.current?.abort();
      const controller = new AbortController();
      upload.current = controller;
      const current = () => upload.current === controller;
      focusAfterRender.current = 'cancelUpload';
      dispatch({ type: 'upload', upload: pending });
      photos
        .upload(pending.file, {
          signal: controller.signal,
          onProgress: (fraction) => current() && dispatch({ type: 'progress', fraction }),
        })
        .then(
          ({ key }) => {
            if (!current()) return;
            upload.current = null;
            focusAfterRender.current = 'replace';
            dispatch({ type: 'uploaded' });
            onChange({ key, crop: pending.crop });
          },
          (error: unknown) => {
            // After a cancel the field has already moved on.
            if (!current()) return;
            upload.current = null;
            const reason = uploadFailure(error);
            if (reason === 'uploadFailed') console.error('PhotoField: upload failed', error);
            focusAfterRender.current = 'retry';
            dispatch({ type: 'failed', reason });
          },
        );
    },
    [photos, onChange],
  );

  const confirmCrop = useCallback(
    (crop: PhotoCrop) => {
      const step = state.step;
      if (step.name !== 'cropping') return;
      if (step.source.kind === 'stored') {
        // An earlier upload is already in the bucket: only its crop is new.
        focusAfterRender.current = 'replace';
        dispatch({ type: 'cancelCrop' });
        onChange({ key: step.source.key, crop });
        return;
      }
      startUpload({ file: step.source.file, crop });
    },
    [state.step, startUpload, onChange],
  );

  const cancelCrop = useCallback(() => {
    focusAfterRender.current = 'choose';
    dispatch({ type: 'cancelCrop' });
  }, []);

  const unreadable = useCallback(() => {
    // Spec §8's wording for an image that cannot be read, logged; the user gets the catalogue's.
    console.error('Failed to get image meta');
    focusAfterRender.current = 'choose';
    dispatch({ type: 'unreadable' });
  }, []);

  const cancelUpload = useCallback(() => {
    const controller = upload.current;
    if (!controller) return;
    // The field goes back at once; whatever the service answers later is ignored.
    upload.current = null;
    controller.abort();
    focusAfterRender.current = 'choose';
    dispatch({ type: 'failed', reason: 'uploadCancelled' });
  }, []);

  const retry = useCallback(() => {
    if (state.retry) startUpload(state.retry);
  }, [state.retry, startUpload]);

  const remove = useCallback(() => {
    focusAfterRender.current = 'choose';
    dispatch({ type: 'removed' });
    onChange(null);
  }, [onChange]);

  const accepting = state.step.name !== 'uploading';
  const dropEvents = {
    onDragEnter: (event: DragEvent<HTMLElement>) => {
      if (!accepting || !carriesFiles(event)) return;
      event.preventDefault();
      setDragging(true);
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!accepting || !carriesFiles(event)) return;
      // Without this the browser opens the dropped file instead.
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      const to = event.relatedTarget;
      if (!(to instanceof Node && event.currentTarget.contains(to))) setDragging(false);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      setDragging(false);
      if (!accepting) return;
      event.preventDefault();
      const file = event.dataTransfer.files[0];
      if (file) take(file);
    },
  };

  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    if (!accepting) return;
    const file = Array.from(event.clipboardData.files)[0];
    if (!file) return;
    event.preventDefault();
    take(file);
  };

  return {
    state,
    dragging,
    take,
    chooseStored,
    confirmCrop,
    cancelCrop,
    unreadable,
    cancelUpload,
    retry,
    remove,
    dropEvents,
    onPaste,
    focusAfterRender,
  };
}
