import { defineConfig } from 'tsdown';
import { libraryBuild } from '../../scripts/libraryBuild.ts';

// The product's page widgets as one entry. @siyum/ui is a peer: its modules stay imports, so the app
// and a sister app share one copy of the shell, the messages provider and the form widgets.
export default defineConfig(
  libraryBuild({ entry: { index: 'src/index.ts' }, external: [/^@siyum\/ui($|\/)/] }),
);
