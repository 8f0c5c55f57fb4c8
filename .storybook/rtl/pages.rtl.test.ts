// The app's page stories and the other siyum widgets (the board among them) in Hebrew, right to left (hebrewStories.ts).
import { describeStoriesInHebrew } from './hebrewStories';

await describeStoriesInHebrew(
  import.meta.glob([
    '../../stories/**/*.stories.tsx',
    '../../packages/features/src/**/*.stories.tsx',
    '!../../packages/features/src/mail/**',
    '!../../packages/features/src/manage/**',
    '!../../packages/features/src/community/**',
    '!../../packages/features/src/create/**',
  ]),
);
