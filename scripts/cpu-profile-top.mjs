#!/usr/bin/env node
// Reads a V8 CPU profile (`node --cpu-prof`, or `BENCH_CPU_PROF=dir npm run bench`) and prints where
// the time went: the top functions by self time, and self time summed by where the code lives (an
// npm package, a file of ours, or Node/V8 itself). Usage: node scripts/cpu-profile-top.mjs FILE [N]
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/cpu-profile-top.mjs FILE.cpuprofile [N]');
  process.exit(2);
}
const top = Number(topArg ?? 15);
const profile = JSON.parse(readFileSync(file, 'utf8'));

// Self time per node: each sample is one interval spent in that node.
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);

/** Where a frame's code lives: `pkg:<name>`, a path of ours, `node:…` or a V8 pseudo-frame. */
function place(url) {
  if (!url) return '(native / V8)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return `pkg:${pkg[1]}`;
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\/.*?\/(packages|src|scripts)\//, '$1/');
}

const byFunction = new Map();
const byPlace = new Map();
for (const [id, micros] of selfMicros) {
  const { callFrame } = nodes.get(id);
  const name = callFrame.functionName || '(anonymous)';
  const where = place(callFrame.url);
  const key = `${name}  ${where}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
  byPlace.set(where, (byPlace.get(where) ?? 0) + micros);
}

const table = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, micros]) => ({
      '% self': ((100 * micros) / total).toFixed(1),
      ms: Math.round(micros / 1000),
      key,
    }));
console.log(`${file}: ${Math.round(total / 1000)} ms sampled`);
console.log('\nTop functions by self time');
console.table(table(byFunction));
console.log('\nSelf time by where the code lives');
console.table(table(byPlace));
