import type { Logger } from '../../src/infra/log';

export interface LoggedEvent {
  level: 'error' | 'warn' | 'info';
  event: string;
  context: Record<string, unknown>;
}

/** A logger that keeps what it was told, for assertions. */
export function recordingLogger(): Logger & { events: LoggedEvent[] } {
  const events: LoggedEvent[] = [];
  return {
    events,
    error: (event, context) => events.push({ level: 'error', event, context }),
    warn: (event, context) => events.push({ level: 'warn', event, context }),
    info: (event, context) => events.push({ level: 'info', event, context }),
  };
}
