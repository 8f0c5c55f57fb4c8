import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** Production settings without a real pool: no token is verified in these tests. */
export const PRODUCTION_TEST_ENV = {
  NODE_ENV: 'production',
  COGNITO_REGION: 'us-east-1',
  COGNITO_USER_POOL_ID: 'us-east-1_Test1',
  COGNITO_CLIENT_ID: 'production-test-client',
};

/** A production server run as a child process, with what it printed and how it ended. */
export interface ServerProcess {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

/** `node <args>` (this Node) from the repository root, with only PATH and `env`. */
export function startServerProcess(args: readonly string[], env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output, exited };
}

/** The URL the server printed once listening (PORT=0 picks a free port); throws if it exits first. */
export async function listeningUrl(started: ServerProcess, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const url = /listening on (https?:\/\/127\.0\.0\.1:\d+)/.exec(started.output.join(''))?.[1];
    if (url) return url;
    if (started.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not start:\n${started.output.join('')}`);
}
