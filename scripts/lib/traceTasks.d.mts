/** A Chrome trace event, as far as the task listing reads it. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  args?: {
    name?: string;
    data?: { documentLoaderURL?: string; url?: string; stackTrace?: { url?: string }[] };
  };
}

export interface PageTask {
  /** From the page's navigationStart. */
  startMs: number;
  durationMs: number;
  /** Time by event name, largest first; nested events count in each. */
  inside: { name: string; ms: number }[];
  urls: string[];
}

export declare function pageTasks(traceEvents: readonly TraceEvent[], page: RegExp): PageTask[];
export declare function describeLongTasks(tasks: readonly PageTask[], minMs: number): string[];
