/** Small collection helpers the siyum lists share. Pure: unit-tested in node. */

/**
 * Groups items by `keyOf` in the order the groups first appear (the API's order, the text's
 * order): `start` makes a group from its first item, `add` puts each item (the first too) in it.
 */
export function groupInOrder<T, K, G>(
  items: Iterable<T>,
  keyOf: (item: T) => K,
  start: (item: T) => G,
  add: (group: G, item: T) => void,
): G[] {
  const groups = new Map<K, G>();
  for (const item of items) {
    const key = keyOf(item);
    let group = groups.get(key);
    if (group === undefined) {
      group = start(item);
      groups.set(key, group);
    }
    add(group, item);
  }
  return [...groups.values()];
}

/** `set` with `id` in it: the same set when it holds `id` already (no re-render), else a copy. */
export function withId<T>(set: ReadonlySet<T>, id: T): ReadonlySet<T> {
  return set.has(id) ? set : new Set(set).add(id);
}
