// `npm start`: installs what is missing, then runs the whole local stack until Ctrl-C.
import { spawn } from 'node:child_process';
import { ensureDependencies, root } from './lib/bootstrap.mjs';

ensureDependencies();

const webPort = Number(process.env.PORT ?? 5173);
const apiPort = Number(process.env.API_PORT ?? 3000);
const env = {
  ...process.env,
  PORT: String(webPort),
  API_PORT: String(apiPort),
  STORYBOOK_DISABLE_TELEMETRY: '1',
};

/** Each part of the stack: a name for its log lines and the command that runs it. */
const services = [
  { name: 'api', command: 'npx', args: ['tsx', 'packages/api/src/main.ts'] },
  { name: 'web', command: 'npx', args: ['vite', '--clearScreen', 'false'] },
];

const children = services.map(({ name, command, args }) => {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[${name}] exited (${signal ?? code}); stopping the stack.`);
    stop(code ?? 1);
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

console.log(`
Siyum is starting:
  web  http://127.0.0.1:${webPort}
  api  http://127.0.0.1:${apiPort}/api/health  (also proxied at http://127.0.0.1:${webPort}/api/health)
Press Ctrl-C to stop.
`);
