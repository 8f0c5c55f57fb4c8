/** One JSON line per event on stderr: what an operator greps for. Never logs tokens or inputs. */
export interface Logger {
  error(event: string, context: Record<string, unknown>): void;
  warn(event: string, context: Record<string, unknown>): void;
  info(event: string, context: Record<string, unknown>): void;
}

/**
 * A failed query's message (and so its stack) carries the statement's parameters — an email, a
 * phone, a name from the call's input. They never reach a log line: the statement does, its values
 * do not.
 */
const PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
const withoutParams = (text: string | undefined): string | undefined =>
  text?.replace(PARAMS, '\nparams: [not logged]');

function errorInfo(value: unknown): unknown {
  if (value instanceof Error) {
    return {
      name: value.name,
      message: withoutParams(value.message),
      stack: withoutParams(value.stack),
      cause: errorInfo(value.cause),
    };
  }
  return value;
}

function write(level: string, event: string, context: Record<string, unknown>): void {
  const entry: Record<string, unknown> = { level, event, time: new Date().toISOString() };
  for (const [key, value] of Object.entries(context)) entry[key] = errorInfo(value);
  console.error(JSON.stringify(entry));
}

export const consoleLogger: Logger = {
  error: (event, context) => write('error', event, context),
  warn: (event, context) => write('warn', event, context),
  info: (event, context) => write('info', event, context),
};

export const silentLogger: Logger = { error() {}, warn() {}, info() {} };
