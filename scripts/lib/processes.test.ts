import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { ProcessGroup } from './processes.mjs';

const node = process.execPath;

/** Running, not a zombie (an orphan's exit is reaped only if the container's init does it). */
function isAlive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** A process that starts a grandchild, prints its pid, then waits (ignoring SIGTERM when asked). */
function parentScript(ignoreTerm: boolean): string {
  return `
    const { spawn } = require('node:child_process');
    const grandchild = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    ${ignoreTerm ? "process.on('SIGTERM', () => {});" : ''}
    console.log('READY ' + grandchild.pid);
    setInterval(() => {}, 1000);
  `;
}

describe('ProcessGroup', () => {
  it.each([
    ['exits on SIGTERM', false],
    ['ignores SIGTERM (killed after the grace period)', true],
  ])('stop() ends a process that %s, and what it started', async (_case, ignoreTerm) => {
    const lines: string[] = [];
    const group = new ProcessGroup({ output: (_name, line) => lines.push(line) });
    const entry = group.spawn('parent', node, ['-e', parentScript(ignoreTerm)]);
    const grandchild = await group.waitForLine(
      entry,
      (line) => (line.startsWith('READY ') ? Number(line.slice(6)) : undefined),
      10_000,
    );
    expect(isAlive(grandchild)).toBe(true);
    await group.stop(300);
    await vi.waitFor(() => expect(isAlive(grandchild)).toBe(false));
    expect(isAlive(entry.child.pid ?? 0)).toBe(false);
    expect(lines).toEqual([`READY ${grandchild}`]);
  });

  it('run() resolves on exit 0 and rejects with the last output otherwise', async () => {
    const group = new ProcessGroup({ output: () => undefined });
    await expect(group.run('ok', node, ['-e', 'console.log("fine")'])).resolves.toBeUndefined();
    await expect(
      group.run('bad', node, ['-e', 'console.error("broken here"); process.exit(3)']),
    ).rejects.toThrow(/bad failed \(3\)[\s\S]*broken here/);
    await group.stop();
  });

  it('reports a process that ends before stop(), and a start-up wait fails with its output', async () => {
    const onUnexpectedExit = vi.fn();
    const group = new ProcessGroup({ output: () => undefined, onUnexpectedExit });
    const entry = group.spawn('api', node, ['-e', 'console.log("EADDRINUSE 3000"); process.exit(1)']);
    await expect(group.waitForLine(entry, () => undefined, 10_000)).rejects.toThrow(
      /api exited \(1\) during start-up[\s\S]*EADDRINUSE 3000/,
    );
    expect(onUnexpectedExit).toHaveBeenCalledWith('api', 1);
    await group.stop();
  });

  it('a process stopped on purpose is not reported', async () => {
    const onUnexpectedExit = vi.fn();
    const group = new ProcessGroup({ output: () => undefined, onUnexpectedExit });
    group.spawn('web', node, ['-e', 'setInterval(() => {}, 1000)']);
    await group.stop();
    expect(onUnexpectedExit).not.toHaveBeenCalled();
  });
});
