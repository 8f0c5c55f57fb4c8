// The siyum widgets for mail, managing, the community list and creating, in Hebrew, right to left (hebrewStories.ts).
import { describeStoriesInHebrew } from './hebrewStories';

await describeStoriesInHebrew(
  import.meta.glob([
    '../../packages/features/src/mail/**/*.stories.tsx',
    '../../packages/features/src/manage/**/*.stories.tsx',
    '../../packages/features/src/community/**/*.stories.tsx',
    '../../packages/features/src/create/**/*.stories.tsx',
  ]),
);
