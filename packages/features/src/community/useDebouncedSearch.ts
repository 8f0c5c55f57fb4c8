import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface DebouncedSearch {
  /** What the search box shows. */
  text: string;
  /** The box changed: the search is committed after the debounce delay unless typing goes on. */
  change: (text: string) => void;
  /** Commit the typed text now (Enter). */
  submit: () => void;
  /**
   * The typed text when it differs from the committed search, marked committed and its pending
   * commit dropped — for a caller that sends it along with another change (a filter); else undefined.
   */
  take: () => string | undefined;
  /** Replace the text and treat it as committed (Clear search). */
  replace: (text: string) => void;
}

/**
 * The search box's text against the committed search: typing commits after `delayMs` of quiet,
 * Enter commits at once, and a change from outside replaces the text and drops a pending commit.
 * Our own commit coming back as the new value leaves newer typing alone.
 */
export function useDebouncedSearch(
  committed: string,
  commit: (text: string) => void,
  delayMs: number,
): DebouncedSearch {
  const [text, setText] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const textRef = useRef(committed);
  const lastCommitted = useRef(committed);
  const commitRef = useRef(commit);
  useLayoutEffect(() => {
    commitRef.current = commit;
  });

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const take = useCallback((): string | undefined => {
    cancel();
    const value = textRef.current.trim();
    if (value === lastCommitted.current) return undefined;
    lastCommitted.current = value;
    return value;
  }, [cancel]);

  const submit = useCallback(() => {
    const value = take();
    if (value !== undefined) commitRef.current(value);
  }, [take]);

  const change = useCallback(
    (next: string) => {
      textRef.current = next;
      setText(next);
      cancel();
      timer.current = setTimeout(submit, delayMs);
    },
    [cancel, submit, delayMs],
  );

  const replace = useCallback(
    (next: string) => {
      cancel();
      lastCommitted.current = next;
      textRef.current = next;
      setText(next);
    },
    [cancel],
  );

  useEffect(() => {
    if (committed !== lastCommitted.current) replace(committed);
  }, [committed, replace]);

  useEffect(() => cancel, [cancel]);

  return { text, change, submit, take, replace };
}
