// Types of processes.mjs for its TypeScript callers (tests).
import type { ChildProcess } from 'node:child_process';

export type OutputStream = 'stdout' | 'stderr';

export interface ProcessEntry {
  name: string;
  child: ChildProcess;
  /** The last output lines (for error messages). */
  tail: string[];
  /** Exit code or signal, once it ended. */
  exit: number | string | undefined;
  exited: Promise<number | string>;
}

export interface SpawnOptions {
  env?: NodeJS.ProcessEnv;
  /** Sees every non-empty output line first; returning false hides it. */
  onLine?: (line: string) => boolean | undefined;
  oneShot?: boolean;
}

export function prefixedOutput(name: string, line: string, stream: OutputStream): void;

export class ProcessGroup {
  constructor(options?: {
    output?: (name: string, line: string, stream: OutputStream) => void;
    onUnexpectedExit?: (name: string, code: number | string) => void;
  });
  readonly stopping: boolean;
  spawn(name: string, command: string, args: string[], options?: SpawnOptions): ProcessEntry;
  run(name: string, command: string, args: string[], options?: Omit<SpawnOptions, 'oneShot'>): Promise<void>;
  waitForLine<T>(entry: ProcessEntry, match: (line: string) => T | undefined, timeoutMs: number): Promise<T>;
  waitForHttp(entry: ProcessEntry, url: string, timeoutMs: number): Promise<void>;
  stop(graceMs?: number): Promise<void>;
}
