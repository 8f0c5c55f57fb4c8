// The library's form widgets, the auth dialog and the address form in Hebrew, right to left (hebrewStories.ts).
import { describeStoriesInHebrew } from './hebrewStories';

await describeStoriesInHebrew(
  import.meta.glob([
    '../../packages/ui/src/form/**/*.stories.tsx',
    '../../packages/ui/src/auth/**/*.stories.tsx',
    '../../packages/ui/src/address/**/*.stories.tsx',
  ]),
);
