// `node scripts/lighthouse-tasks.mjs [folder] [min ms]`: for each trace `npm run lighthouse -- --traces`
// saved (reports/lighthouse-traces/ by default), the measured page's main-thread tasks of at least
// min ms (default 12.5: 50 ms at Lighthouse's 4× CPU slowdown) and what filled them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeLongTasks, pageTasks } from './lib/traceTasks.mjs';

const [folder = join(import.meta.dirname, '..', 'reports', 'lighthouse-traces'), minMs = '12.5'] =
  process.argv.slice(2);
for (const file of readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .sort()) {
  const { traceEvents } = JSON.parse(readFileSync(join(folder, file), 'utf8'));
  console.log(`== ${file}`);
  for (const line of describeLongTasks(pageTasks(traceEvents, /^https?:\/\/127\.0\.0\.1[:/]/), Number(minMs)))
    console.log(`  ${line}`);
}
