import * as Dialog from '@radix-ui/react-dialog';
import { dateTimeFormat, format, IMAGE_BREAKPOINTS, type PhotoCrop, photoMessages } from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { useUiLocale, useUiMessages } from '@siyum/ui/messages';
import { useEffect, useRef, useState } from 'react';
import type { PhotoService } from './photoService';
import { usePhotoLibrary } from './usePhotoLibrary';

/** The whole photo, uncropped: what a thumbnail and the crop step show. */
export const WHOLE_PHOTO: PhotoCrop = { x: 0, y: 0, width: 1, height: 1 };

export interface PhotoLibraryDialogProps {
  photos: PhotoService;
  /** An earlier upload was chosen: the field crops it next. */
  onChoose: (key: string) => void;
  disabled?: boolean;
}

/** An upload's date ("Mar 14, 2027"), in the reader's locale (`tag`). */
const uploadDate = (tag: string) => dateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * "My photos": a modal list of earlier uploads, a page at a time. Built on the centred dialog
 * surface the confirm dialog uses (styles/surfaces.css), with the library's own layout.
 */
export function PhotoLibraryDialog({ photos, onChoose, disabled }: PhotoLibraryDialogProps) {
  const m = useUiMessages('photos', photoMessages);
  const { tag } = useUiLocale();
  const [open, setOpen] = useState(false);
  const library = usePhotoLibrary(photos);
  const list = useRef<HTMLUListElement>(null);
  const chosen = useRef(false);
  const { reload, status, pageStart, items } = library;

  useEffect(() => {
    if (open) reload();
  }, [open, reload]);

  // After "Show more", focus moves to the first photo of the new page (the button is gone or moved).
  const showingMore = useRef(false);
  useEffect(() => {
    if (status !== 'ready' || !showingMore.current) return;
    showingMore.current = false;
    list.current?.querySelectorAll('button')[pageStart]?.focus();
  }, [status, pageStart]);

  const choose = (key: string) => {
    chosen.current = true;
    setOpen(false);
    onChoose(key);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" disabled={disabled}>
          {m.myPhotos}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="siyum-confirm__overlay" />
        <Dialog.Content
          className="siyum-confirm siyum-photo-library"
          onCloseAutoFocus={(event) => {
            // A chosen photo goes on to the crop step, which takes focus itself.
            if (chosen.current) event.preventDefault();
            chosen.current = false;
          }}
        >
          <Dialog.Title className="siyum-confirm__title">{m.libraryTitle}</Dialog.Title>
          <Dialog.Description className="siyum-confirm__description">
            {m.libraryDescription}
          </Dialog.Description>
          {items.length > 0 && (
            <ul ref={list} className="siyum-photo-library__list">
              {items.map((item) => (
                <li key={item.key}>
                  <button
                    type="button"
                    className="siyum-photo-library__item"
                    onClick={() => choose(item.key)}
                  >
                    <img
                      className="siyum-photo-library__thumb"
                      src={photos.previewUrl({ key: item.key, crop: WHOLE_PHOTO }, IMAGE_BREAKPOINTS.xs)}
                      alt=""
                      width={96}
                      height={96}
                    />
                    <span>{format(m.libraryItem, { date: uploadDate(tag).format(item.lastModified) })}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="siyum-photo-library__status" role="status">
            {status === 'loading'
              ? m.libraryLoading
              : status === 'ready' && items.length === 0
                ? m.libraryEmpty
                : ''}
          </p>
          {status === 'failed' && (
            <p className="siyum-photo-field__error" role="alert">
              {m.listFailed}
            </p>
          )}
          <div className="siyum-photo-field__actions">
            {status === 'failed' && <Button onClick={library.retry}>{m.retry}</Button>}
            {status === 'ready' && library.hasMore && (
              <Button
                variant="secondary"
                onClick={() => {
                  showingMore.current = true;
                  library.showMore();
                }}
              >
                {m.showMore}
              </Button>
            )}
            <Dialog.Close asChild>
              <Button variant="secondary">{m.close}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
