// The long tasks of a Lighthouse trace (its `artifacts.Trace`, as `npm run lighthouse -- --traces`
// saves it): each top-level task on the measured page's main thread, with the events that took its
// time. Lighthouse's simulation multiplies each task's observed time by 4, so a 13 ms task here is
// a long one there; this is where to look for what made the blocking time.

/** Top-level tasks of the page renderer's main thread: the one whose navigation's URL matches `page`. */
export function pageTasks(traceEvents, page) {
  const navigation = traceEvents.find(
    (event) => event.name === 'navigationStart' && page.test(event.args?.data?.documentLoaderURL ?? ''),
  );
  if (!navigation) throw new Error(`no navigation to ${page} in the trace`);
  const main = traceEvents.find(
    (event) =>
      event.name === 'thread_name' && event.pid === navigation.pid && event.args?.name === 'CrRendererMain',
  );
  if (!main) throw new Error('no renderer main thread in the trace');
  const events = traceEvents
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  return events
    .filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask')
    .map((task) => {
      const inside = events.filter(
        (event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + task.dur,
      );
      const byName = new Map();
      for (const event of inside)
        byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
      const urls = new Set(
        inside
          .map((event) => event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url)
          .filter(Boolean),
      );
      return {
        startMs: (task.ts - navigation.ts) / 1000,
        durationMs: task.dur / 1000,
        /** Time by event name, nested events counted in each (a Layout inside a FunctionCall counts in both). */
        inside: [...byName].sort((a, b) => b[1] - a[1]).map(([name, ms]) => ({ name, ms })),
        urls: [...urls],
      };
    });
}

/** One line per task of at least `minMs`: when, how long, and its six largest parts. */
export function describeLongTasks(tasks, minMs) {
  return tasks
    .filter((task) => task.durationMs >= minMs)
    .map((task) => {
      const parts = task.inside
        .slice(0, 6)
        .map((part) => `${part.name} ${part.ms.toFixed(1)}`)
        .join(', ');
      const urls = task.urls.slice(0, 3).join(' ');
      return `@${task.startMs.toFixed(0)} ms ${task.durationMs.toFixed(1)} ms: ${parts}${urls ? ` | ${urls}` : ''}`;
    });
}
