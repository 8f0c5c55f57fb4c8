// The library's other widgets and the shell in Hebrew, right to left (hebrewStories.ts).
import { describeStoriesInHebrew } from './hebrewStories';

await describeStoriesInHebrew(
  import.meta.glob([
    '../../packages/ui/src/**/*.stories.tsx',
    '!../../packages/ui/src/form/**',
    '!../../packages/ui/src/auth/**',
    '!../../packages/ui/src/address/**',
  ]),
);
