import { defineConfig } from 'tsdown';

// One entry per widget so a consumer importing only the phone field never loads the select. The
// siyum pages' widgets (src/siyum) are not published yet: their zod-inferred prop types get zod's own
// declarations inlined into ours, which a consumer's type check rejects. The app uses their source,
// and tsconfig.json leaves them out of the declaration build. That build (the declarations of
// @siyum/domain resolved into ours) peaks near 4.2 GB of memory: `npm run build` allows it 6 GB.
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
