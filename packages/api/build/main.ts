import { writeFileSync } from 'node:fs';
import { buildApiBundle } from './bundle';

// `npm run build:api`: packages/api/dist/server.js (+ .map, + the metafile for inspection).
try {
  const result = await buildApiBundle();
  writeFileSync(`${result.outFile}.meta.json`, JSON.stringify(result.metafile));
  const kB = (result.bytes / 1024).toFixed(1);
  const files = Object.keys(result.metafile.inputs).length;
  console.log(`build:api: ${result.outFile} ${kB} kB from ${files} files in ${result.milliseconds} ms`);
} catch (error) {
  console.error(`build:api: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
