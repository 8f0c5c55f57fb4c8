// The load case of `npm run bench` (issue 11): BENCH_LOAD_CONNECTIONS (200) connections for
// BENCH_LOAD_SECONDS (60) against the bench server on 127.0.0.1, each connection looping over a mix
// of public and signed-in calls (autocannon's `requests` array): community-list first pages with
// different filters, siyum.byId, siyum.portions of the smallest listed siyum, siyum.counters,
// auth.me with the demo token, and a small share of prefs updates that set and reset one value.
// Prints total requests, req/s, p50/p99, errors and the answers by status, per call and in all;
// returns false (exit code 1) on any error (a call unanswered after BENCH_LOAD_TIMEOUT_SECONDS, 10,
// counts as one) or any non-2xx other than a deliberate 429.
import autocannon from 'autocannon';

const input = (value) => encodeURIComponent(JSON.stringify({ 0: value }));
const query = (procedure, value) => `/api/trpc/${procedure}?batch=1&input=${input(value)}`;

/** The first answer of a one-call tRPC batch, or a thrown error. */
async function call(url, procedure, value) {
  const response = await fetch(url + query(procedure, value));
  const [answer] = await response.json();
  if (!response.ok || !answer?.result) throw new Error(`${procedure} answered ${response.status}`);
  return answer.result.data;
}

/** The mix, in the order every connection loops over it (weights by repetition). */
async function loadMix(url, token) {
  const { items } = await call(url, 'siyum.list', { pageSize: 50 });
  if (items.length === 0) throw new Error('load: the community list is empty');
  const ids = items.slice(0, 3).map((siyum) => siyum.id);
  const small = items.reduce((a, b) => (b.progress.total < a.progress.total ? b : a));
  const signedIn = { authorization: `Bearer ${token}` };
  const get = (name, procedure, value, headers = {}) => ({
    name,
    method: 'GET',
    path: query(procedure, value),
    headers,
  });
  const prefs = (playbackSpeed) => ({
    name: 'userPref.addUserPref (mutation)',
    method: 'POST',
    path: '/api/trpc/userPref.addUserPref?batch=1',
    headers: { ...signedIn, 'content-type': 'application/json' },
    body: JSON.stringify({ 0: { platform: 'siyum', playbackSpeed } }),
  });
  const list = (value) => get('siyum.list (first pages)', 'siyum.list', value);
  return {
    small,
    mix: [
      list({}),
      get('auth.me', 'auth.me', { platform: 'siyum' }, signedIn),
      list({ status: 'needsLearners' }),
      ...ids.map((id) => get('siyum.byId', 'siyum.byId', { id })),
      list({ sort: 'createdAt', direction: 'desc' }),
      get('auth.me', 'auth.me', { platform: 'siyum' }, signedIn),
      get('siyum.portions (small)', 'siyum.portions', { id: small.id }),
      list({ corpus: 'mishnah' }),
      get('siyum.counters', 'siyum.counters', {}),
      prefs(1.25),
      list({ status: 'completed' }),
      get('auth.me', 'auth.me', { platform: 'siyum' }, signedIn),
      get('siyum.portions (small)', 'siyum.portions', { id: small.id }),
      list({ search: 'a' }),
      get('siyum.counters', 'siyum.counters', { id: small.id }),
      get('auth.me', 'auth.me', { platform: 'siyum' }, signedIn),
      prefs(1),
    ],
  };
}

export async function runLoadCase({ url, token, database }) {
  const seconds = Math.min(Number(process.env.BENCH_LOAD_SECONDS ?? 60), 300);
  const connections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
  const timeout = Number(process.env.BENCH_LOAD_TIMEOUT_SECONDS ?? 10);
  if (!new URL(url).hostname.startsWith('127.0.0.1')) throw new Error(`refusing to load ${url}`);
  const { small, mix } = await loadMix(url, token);

  // Answers by call and status, counted as they come.
  const byCall = new Map();
  const requests = mix.map(({ name, ...request }) => ({
    ...request,
    onResponse: (status) => {
      const counts = byCall.get(name) ?? new Map();
      byCall.set(name, counts);
      counts.set(status, (counts.get(status) ?? 0) + 1);
    },
  }));
  // A short warm-up over the same mix, then the measured run.
  const warmUp = mix.map(({ name: _name, ...request }) => ({ ...request }));
  await autocannon({ url, connections: 20, duration: 2, timeout, requests: warmUp });
  const result = await autocannon({ url, connections, duration: seconds, timeout, requests });

  const statuses = (counts) =>
    [...counts]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
  const rows = [...byCall].map(([name, counts]) => ({
    call: name,
    answers: [...counts.values()].reduce((a, b) => a + b, 0),
    'by status': statuses(counts),
  }));
  const statusCodes = new Map(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [Number(status), count]),
  );
  const bad = [...statusCodes].filter(([status]) => (status < 200 || status > 299) && status !== 429);
  // autocannon counts a timeout as an error too.
  const errors = result.errors;
  console.log(
    `\nload: ${database} database, ${connections} connections, ${seconds} s, ${mix.length} calls a loop ` +
      `(portions of siyum ${small.id}, ${small.progress.total} portions), 127.0.0.1\n`,
  );
  console.table(rows);
  console.table([
    {
      requests: result.requests.total,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      'errors (all)': result.errors,
      'of which timeouts': result.timeouts,
      'non-2xx': result.non2xx,
      'by status': statuses(statusCodes),
    },
  ]);
  const ok = errors === 0 && bad.length === 0;
  console.log(
    ok
      ? 'load: ok (0 errors, no non-2xx other than 429)'
      : `load: FAILED (${errors} errors, ${result.timeouts} of them timeouts after ${timeout} s; non-2xx other than 429: ${statuses(new Map(bad)) || 'none'})`,
  );
  return ok;
}
