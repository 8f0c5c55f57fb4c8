import { useMutation, useMutationState } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDescribeApiError } from '../api/errors';

/** Why an action failed, in the catalogue's words (its reason's own when it has them). */
export interface ActionFailure<Key> {
  key: Key;
  message: string;
}

interface ActionVariables<Key> {
  key: Key;
  call: () => Promise<unknown>;
}

/**
 * A page's actions on its items (a portion, a learner, a helper…) as mutations of one scope:
 * `busy` holds the keys of those still in flight — several may run at once — and `failure` the
 * last one that failed, in words. `run` resolves to the call's answer, or undefined when it failed.
 */
export function useActions<Key>(scope: string) {
  const [failed, setFailed] = useState<{ key: Key; error: unknown }>();
  const describe = useDescribeApiError();
  // Worded as it is shown, so a change of language rewords it.
  const failure = useMemo<ActionFailure<Key> | undefined>(
    () => failed && { key: failed.key, message: describe(failed.error).message },
    [failed, describe],
  );
  const mutation = useMutation({
    mutationKey: [scope],
    mutationFn: ({ call }: ActionVariables<Key>) => call(),
  });
  const pending = useMutationState({
    filters: { mutationKey: [scope], status: 'pending' },
    select: (m) => (m.state.variables as ActionVariables<Key> | undefined)?.key,
  });
  // The array is new each render: the set changes only when its members do.
  const members = pending.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `members` names what `pending` holds.
  const busy = useMemo(() => new Set(pending.filter((key): key is Key => key !== undefined)), [members]);

  const run = async <T>(key: Key, call: () => Promise<T>): Promise<T | undefined> => {
    setFailed(undefined);
    try {
      return (await mutation.mutateAsync({ key, call })) as T;
    } catch (error) {
      setFailed({ key, error });
      return undefined;
    }
  };
  return { busy: busy as ReadonlySet<Key>, failure, run };
}
