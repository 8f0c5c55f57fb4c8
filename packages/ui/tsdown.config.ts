import { defineConfig } from 'tsdown';

// One entry per widget so a consumer importing only the phone field never loads the select. The
// domain types the widgets name are plain interfaces, not `z.infer`: an inferred type would inline
// zod's own declarations into ours, which a consumer's type check rejects.
//
// The declarations of @siyum/domain are bundled into ours (`resolve`). TypeScript does not emit
// declarations for a file its program reached through node_modules (`@siyum/domain`), so with
// `eager` rolldown-plugin-dts makes a new program, with that file as a root, for every file that no
// program it already has lists among its roots, and keeps them all. tsconfig.json therefore lists the
// domain's sources too: one program then serves every file (~0.5 GB, a few seconds). Without them the
// build made 57 programs, one per domain module, and needed ~6 GB of heap and minutes.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    spinner: 'src/spinner/index.ts',
    form: 'src/form/index.ts',
    select: 'src/select/index.ts',
    'phone-field': 'src/phone-field/index.ts',
    address: 'src/address/index.ts',
    messages: 'src/messages/index.ts',
    auth: 'src/auth/index.ts',
    shell: 'src/shell/index.ts',
    preferences: 'src/preferences/index.ts',
    session: 'src/session/index.ts',
    kit: 'src/kit/index.ts',
  },
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  dts: { resolve: ['@siyum/domain'], eager: true },
  css: { fileName: 'styles.css' },
  // The domain package is private: its code is bundled in, not installed.
  noExternal: ['@siyum/domain'],
  external: [/^react($|\/)/, /^react-dom($|\/)/],
  inputOptions: { resolve: { conditionNames: ['@siyum/source', 'import', 'default'] } },
  tsconfig: 'tsconfig.json',
  clean: true,
  sourcemap: true,
});
