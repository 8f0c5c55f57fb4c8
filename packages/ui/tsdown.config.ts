import { defineConfig } from 'tsdown';
import { libraryBuild } from '../../scripts/libraryBuild.ts';

// One entry per widget so a consumer importing only the phone field never loads the select. The
// domain types the widgets name are plain interfaces, not `z.infer`: an inferred type would inline
// zod's own declarations into ours, which a consumer's type check rejects.
export default defineConfig(
  libraryBuild({
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
      primitives: 'src/primitives/index.ts',
      session: 'src/session/index.ts',
      kit: 'src/kit/index.ts',
    },
  }),
);
