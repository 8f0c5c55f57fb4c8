// Scale case of `npm run bench`: the community list and one siyum's board at 10k and then 1M
// siyumim (BENCH_SCALE_SIZES), one request at a time, p50 / p99 per case and the ratio between the
// largest and smallest size, which must stay ≤ BENCH_SCALE_MAX_RATIO (1.5).
import { performance } from 'node:perf_hooks';

const sizes = (process.env.BENCH_SCALE_SIZES ?? '10000,1000000').split(',').map(Number);
const samples = Number(process.env.BENCH_SCALE_SAMPLES ?? 300);
const maxRatio = Number(process.env.BENCH_SCALE_MAX_RATIO ?? 1.5);
const PAGE_SIZE = 12; // the /community page's

const query = (procedure, value) =>
  `/api/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: value }))}`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Sequential GETs: latency from sending to the last body byte, after a warm-up. */
async function measure(url) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 20; i++) await once();
  const times = [];
  for (let i = 0; i < samples; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

export async function runScaleCase(server) {
  const results = new Map();
  let shasId;
  for (const size of sizes) {
    const grown = await server.send(`grow ${size}`);
    console.log(`bench scale: ${grown.siyumim.toLocaleString('en-US')} siyumim (grown in ${grown.ms} ms)`);
    shasId ??= (await server.send('shas')).siyumId;
    const { cursor } = await server.send('middle');
    const cases = {
      'community: first page': query('siyum.list', { pageSize: PAGE_SIZE }),
      'community: deep page (cursor)': query('siyum.list', { pageSize: PAGE_SIZE, cursor }),
      'community: newest first': query('siyum.list', {
        sort: 'createdAt',
        direction: 'desc',
        pageSize: PAGE_SIZE,
      }),
      'community: completed': query('siyum.list', { status: 'completed', pageSize: PAGE_SIZE }),
      // A name, as someone looks for one memorial (one siyum carries it, at either size).
      'community: search a name': query('siyum.list', { search: 'Horowitz', pageSize: PAGE_SIZE }),
      'board: 2,711 dafim claimed': query('siyum.portions', { id: shasId }),
    };
    for (const [name, path] of Object.entries(cases)) {
      const latency = await measure(server.url + path);
      results.set(name, [...(results.get(name) ?? []), { size, ...latency }]);
    }
  }
  const fixed = (n) => n.toFixed(2);
  const rows = [];
  let ok = true;
  for (const [name, bySize] of results) {
    const small = bySize[0];
    const large = bySize.at(-1);
    const row = { case: name };
    for (const r of bySize) {
      row[`p50 ms @${r.size}`] = fixed(r.p50);
      row[`p99 ms @${r.size}`] = fixed(r.p99);
    }
    const p50Ratio = large.p50 / small.p50;
    const p99Ratio = large.p99 / small.p99;
    row['ratio p50'] = fixed(p50Ratio);
    row['ratio p99'] = fixed(p99Ratio);
    const within = p50Ratio <= maxRatio && p99Ratio <= maxRatio;
    row[`≤ ${maxRatio}`] = within ? 'yes' : 'NO';
    ok &&= within;
    rows.push(row);
  }
  console.log(
    `\nbench scale: ${server.database} database, ${samples} sequential requests per case, 127.0.0.1\n`,
  );
  console.table(rows);
  return ok;
}
