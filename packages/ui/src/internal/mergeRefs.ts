import { type Ref, type RefCallback, useMemo } from 'react';

/** One ref callback that hands the element to every given ref (object or callback). */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/** The widget's own ref and the caller's as one, stable while both are (no re-attach per render). */
export function useMergedRefs<T>(own: Ref<T> | undefined, caller: Ref<T> | undefined): RefCallback<T> {
  return useMemo(() => mergeRefs(own, caller), [own, caller]);
}
