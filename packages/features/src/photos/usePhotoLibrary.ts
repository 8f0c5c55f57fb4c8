import { useCallback, useRef, useState } from 'react';
import type { PhotoService, StoredPhoto } from './photoService';

export type PhotoLibraryStatus = 'loading' | 'ready' | 'failed';

export interface PhotoLibrary {
  items: StoredPhoto[];
  status: PhotoLibraryStatus;
  /** There is another page to show. */
  hasMore: boolean;
  /** Index of the first item of the page loaded last (where focus goes after "Show more"). */
  pageStart: number;
  /** Loads the first page afresh (the dialog opening). */
  reload: () => void;
  showMore: () => void;
  /** Repeats the request that failed. */
  retry: () => void;
}

/** The "my photos" list: pages of earlier uploads from the storage list call, appended in order. */
export function usePhotoLibrary(photos: PhotoService): PhotoLibrary {
  const [items, setItems] = useState<StoredPhoto[]>([]);
  const [status, setStatus] = useState<PhotoLibraryStatus>('loading');
  const [nextToken, setNextToken] = useState<string | undefined>(undefined);
  const [pageStart, setPageStart] = useState(0);
  // Only the newest request's answer is shown (a reopened dialog outruns a slow first page).
  const newest = useRef(0);
  const last = useRef<{ token: string | undefined; kept: StoredPhoto[] }>({ token: undefined, kept: [] });

  const load = useCallback(
    (token: string | undefined, kept: StoredPhoto[]) => {
      const request = ++newest.current;
      last.current = { token, kept };
      setStatus('loading');
      photos.list(token === undefined ? {} : { nextToken: token }).then(
        (page) => {
          if (request !== newest.current) return;
          setItems([...kept, ...page.items]);
          setPageStart(kept.length);
          setNextToken(page.nextToken);
          setStatus('ready');
        },
        (error: unknown) => {
          if (request !== newest.current) return;
          console.error('PhotoField: could not list the photos', error);
          setStatus('failed');
        },
      );
    },
    [photos],
  );

  const reload = useCallback(() => {
    setItems([]);
    setNextToken(undefined);
    load(undefined, []);
  }, [load]);

  const showMore = useCallback(() => {
    if (nextToken !== undefined) load(nextToken, items);
  }, [load, nextToken, items]);

  const retry = useCallback(() => load(last.current.token, last.current.kept), [load]);

  return { items, status, hasMore: nextToken !== undefined, pageStart, reload, showMore, retry };
}
