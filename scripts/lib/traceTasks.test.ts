import { describe, expect, it } from 'vitest';
import { describeLongTasks, pageTasks } from './traceTasks.mjs';

const PAGE = 1;
const OTHER = 2; // another renderer (a preloaded browser page): not the measured page's
const MAIN = 10;

function task(pid: number, ts: number, dur: number) {
  return { name: 'ThreadControllerImpl::RunTask', ph: 'X', pid, tid: MAIN, ts, dur };
}

const trace = [
  { name: 'thread_name', ph: 'M', pid: PAGE, tid: MAIN, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: OTHER, tid: MAIN, args: { name: 'CrRendererMain' } },
  {
    name: 'navigationStart',
    ph: 'R',
    pid: OTHER,
    tid: MAIN,
    ts: 0,
    args: { data: { documentLoaderURL: 'chrome://omnibox-popup.top-chrome/' } },
  },
  {
    name: 'navigationStart',
    ph: 'R',
    pid: PAGE,
    tid: MAIN,
    ts: 1_000,
    args: { data: { documentLoaderURL: 'https://127.0.0.1:4000/community' } },
  },
  task(PAGE, 101_000, 40_000),
  {
    name: 'FunctionCall',
    ph: 'X',
    pid: PAGE,
    tid: MAIN,
    ts: 101_500,
    dur: 30_000,
    args: { data: { url: 'https://127.0.0.1:4000/assets/index.js' } },
  },
  { name: 'Layout', ph: 'X', pid: PAGE, tid: MAIN, ts: 102_000, dur: 20_000 },
  task(PAGE, 200_000, 5_000),
  task(OTHER, 101_000, 900_000),
];

describe('pageTasks', () => {
  it("lists the measured page's main-thread tasks, with their parts, from its navigation", () => {
    const tasks = pageTasks(trace, /^https?:\/\/127\.0\.0\.1[:/]/);
    expect(tasks).toEqual([
      {
        startMs: 100,
        durationMs: 40,
        inside: [
          { name: 'FunctionCall', ms: 30 },
          { name: 'Layout', ms: 20 },
        ],
        urls: ['https://127.0.0.1:4000/assets/index.js'],
      },
      { startMs: 199, durationMs: 5, inside: [], urls: [] },
    ]);
  });

  it('names a missing navigation', () => {
    expect(() => pageTasks(trace, /^https:\/\/example\.org/)).toThrow(/no navigation/);
  });
});

describe('describeLongTasks', () => {
  it('keeps the tasks of at least the given length', () => {
    const lines = describeLongTasks(pageTasks(trace, /127\.0\.0\.1/), 12.5);
    expect(lines).toEqual([
      '@100 ms 40.0 ms: FunctionCall 30.0, Layout 20.0 | https://127.0.0.1:4000/assets/index.js',
    ]);
  });
});
