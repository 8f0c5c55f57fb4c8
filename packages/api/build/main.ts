import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { buildApiBundle } from './bundle';
import { buildShareEdgeBundle } from './shareEdge';

// `npm run build:api`: packages/api/dist/server.js (+ .map, + the metafile for inspection), and the
// link-preview edge function of the CDN path, packages/api/dist/share-edge.js (+ .map).
try {
  const result = await buildApiBundle();
  writeFileSync(`${result.outFile}.meta.json`, JSON.stringify(result.metafile));
  const kB = (result.bytes / 1024).toFixed(1);
  const files = Object.keys(result.metafile.inputs).length;
  console.log(`build:api: ${result.outFile} ${kB} kB from ${files} files in ${result.milliseconds} ms`);
  const edge = await buildShareEdgeBundle();
  const gzipped = gzipSync(readFileSync(edge.outFile)).byteLength;
  console.log(
    `build:api: ${edge.outFile} ${(edge.bytes / 1024).toFixed(1)} kB (${(gzipped / 1024).toFixed(1)} kB gzip), ` +
      `no Node, no zod, in ${edge.milliseconds} ms`,
  );
} catch (error) {
  console.error(`build:api: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
