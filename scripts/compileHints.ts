import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has all its
 * functions compiled while it streams in, on a background thread, instead of one at a time on the
 * main thread the first time each is called. Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Files smaller than this are left unhinted: the hint adds ~25 bytes (gzip) to every download of a
 * file, and compiling a few kilobytes lazily costs well under a millisecond. The home route's own
 * small chunks took 0.3 kB of its initial-JS budget before this.
 */
export const SMALLEST_HINTED_BYTES = 4 * 1024;

/** What the hint needs to know of an output chunk (Rollup's and Rolldown's `OutputChunk`). */
export interface ChunkNode {
  fileName: string;
  isEntry: boolean;
  /** The module the chunk is named after, as an absolute path (none for a shared chunk). */
  facadeModuleId: string | null;
  /** The files it imports statically. */
  imports: readonly string[];
}

/**
 * The files of the code that runs as a page opens: every entry chunk, the chunks of `modules`
 * (project-relative paths: the route pages, what they and the layout import once painted, the
 * data layer), and everything those import statically. Code loaded on demand (the sign-in
 * dialog, the PDF writer, a second language) keeps V8's lazy compiling.
 */
export function pageOpenFiles(chunks: readonly ChunkNode[], modules: readonly string[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isChunkOf = (chunk: ChunkNode, module: string) =>
    chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`) === true;
  const starts = chunks.filter(
    (chunk) => chunk.isEntry || modules.some((module) => isChunkOf(chunk, module)),
  );
  const missing = modules.filter((module) => !chunks.some((chunk) => isChunkOf(chunk, module)));
  if (missing.length > 0) throw new Error(`compileHints: no chunk for ${missing.join(', ')}`);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  for (const chunk of starts) visit(chunk.fileName);
  return files;
}

/** Moves a JSON source map's mappings down one generated line (the hint's). */
function shiftedMap(source: string | Uint8Array): string {
  const map = JSON.parse(typeof source === 'string' ? source : new TextDecoder().decode(source)) as {
    mappings: string;
  };
  // `mappings` holds one `;`-separated group per generated line.
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/**
 * Puts the hint on the first line of the code that runs as a page opens (`pageOpenFiles`), in
 * files of at least SMALLEST_HINTED_BYTES. Without it, compiling react-router's and React's
 * functions as they were first called made the entry's evaluation the home page's longest task
 * (decision 0036). Runs after Vite's last edit to a chunk (the preload map it puts at the top),
 * since the hint only counts on the first line.
 */
export function compileHints(modules: readonly string[]): Plugin {
  return {
    name: 'siyum-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        // Storybook's build reads this config too; it has none of the app's pages: nothing to hint.
        if (!chunks.some((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'))) return;
        for (const file of pageOpenFiles(chunks, modules)) {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || chunk.code.length < SMALLEST_HINTED_BYTES) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapAsset = bundle[`${file}.map`];
          if (mapAsset?.type === 'asset') mapAsset.source = shiftedMap(mapAsset.source);
        }
      },
    },
  };
}
