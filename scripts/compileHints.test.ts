import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  type ChunkNode,
  COMPILE_HINT,
  compileHints,
  pageOpenFiles,
  SMALLEST_HINTED_BYTES,
} from './compileHints';

// A build's chunks: the entry and its shared chunk, a page with its own chunk, a page that imports
// the data layer, and code loaded on demand (the sign-in dialog and what only it imports).
const CHUNKS: ChunkNode[] = [
  {
    fileName: 'assets/index-a.js',
    isEntry: true,
    facadeModuleId: '/app/index.html',
    imports: ['assets/react-b.js'],
  },
  { fileName: 'assets/react-b.js', isEntry: false, facadeModuleId: null, imports: [] },
  {
    fileName: 'assets/HomePage-c.js',
    isEntry: false,
    facadeModuleId: '/app/src/pages/HomePage.tsx',
    imports: ['assets/index-a.js', 'assets/format-d.js'],
  },
  { fileName: 'assets/format-d.js', isEntry: false, facadeModuleId: null, imports: [] },
  {
    fileName: 'assets/withQueryClient-e.js',
    isEntry: false,
    facadeModuleId: '/app/src/data/withQueryClient.tsx',
    imports: ['assets/trpc-f.js'],
  },
  { fileName: 'assets/trpc-f.js', isEntry: false, facadeModuleId: null, imports: [] },
  {
    fileName: 'assets/AuthDialog-g.js',
    isEntry: false,
    facadeModuleId: '/app/src/auth/AuthDialog.tsx',
    imports: ['assets/amplify-h.js', 'assets/react-b.js'],
  },
  { fileName: 'assets/amplify-h.js', isEntry: false, facadeModuleId: null, imports: [] },
];

describe('the code a page runs as it opens', () => {
  it('is the entry, the named modules and all they import statically', () => {
    const files = pageOpenFiles(CHUNKS, ['src/pages/HomePage.tsx', 'src/data/withQueryClient.tsx']);
    expect([...files].sort()).toEqual([
      'assets/HomePage-c.js',
      'assets/format-d.js',
      'assets/index-a.js',
      'assets/react-b.js',
      'assets/trpc-f.js',
      'assets/withQueryClient-e.js',
    ]);
  });

  it('leaves out code loaded on demand', () => {
    const files = pageOpenFiles(CHUNKS, ['src/pages/HomePage.tsx']);
    expect(files.has('assets/AuthDialog-g.js')).toBe(false);
    expect(files.has('assets/amplify-h.js')).toBe(false);
  });

  it('stops the build when a named module has no chunk (renamed or moved)', () => {
    expect(() => pageOpenFiles(CHUNKS, ['src/pages/Gone.tsx'])).toThrow(
      'compileHints: no chunk for src/pages/Gone.tsx',
    );
  });
});

describe('the compile hint', () => {
  const chunk = (fileName: string, facadeModuleId: string | null, size = SMALLEST_HINTED_BYTES) =>
    ({
      type: 'chunk',
      fileName,
      isEntry: facadeModuleId?.endsWith('index.html') ?? false,
      facadeModuleId,
      imports: [],
      code: `const __vite__mapDeps=1;\nimport"./x.js";${' '.repeat(size)}`,
      map: { mappings: ';AAAA' },
    }) as unknown as Rolldown.OutputChunk;
  const run = (bundle: Rolldown.OutputBundle) => {
    const plugin = compileHints(['src/pages/HomePage.tsx']);
    const hook = plugin.generateBundle as {
      handler: (this: Rolldown.PluginContext, ...args: unknown[]) => void;
    };
    hook.handler.call({} as Rolldown.PluginContext, {}, bundle, false);
  };

  it('leads the first line of the page-open code (not the smallest files) and moves its source map down one line', () => {
    const bundle = {
      'assets/index-a.js': chunk('assets/index-a.js', '/app/index.html'),
      'assets/index-a.js.map': {
        type: 'asset',
        fileName: 'assets/index-a.js.map',
        source: '{"mappings":";AAAA"}',
      },
      'assets/HomePage-c.js': chunk('assets/HomePage-c.js', '/app/src/pages/HomePage.tsx'),
      'assets/AuthDialog-g.js': chunk('assets/AuthDialog-g.js', '/app/src/auth/AuthDialog.tsx'),
      'assets/index-small.js': chunk('assets/index-small.js', '/app/embed/index.html', 100),
    } as unknown as Rolldown.OutputBundle;
    run(bundle);
    const entry = bundle['assets/index-a.js'] as Rolldown.OutputChunk;
    expect(entry.code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(entry.code.split('\n')[1]).toBe('const __vite__mapDeps=1;');
    expect(entry.map?.mappings).toBe(';;AAAA');
    const mapAsset = bundle['assets/index-a.js.map'] as { source: string };
    expect(JSON.parse(mapAsset.source)).toEqual({ mappings: ';;AAAA' });
    expect((bundle['assets/HomePage-c.js'] as Rolldown.OutputChunk).code.startsWith(COMPILE_HINT)).toBe(true);
    expect((bundle['assets/AuthDialog-g.js'] as Rolldown.OutputChunk).code.includes(COMPILE_HINT)).toBe(
      false,
    );
  });

  it('leaves a build without the app’s page (Storybook’s) alone', () => {
    const bundle = {
      'assets/iframe-a.js': chunk('assets/iframe-a.js', '/app/iframe.html'),
    } as unknown as Rolldown.OutputBundle;
    run(bundle);
    expect((bundle['assets/iframe-a.js'] as Rolldown.OutputChunk).code.includes(COMPILE_HINT)).toBe(false);
  });
});
