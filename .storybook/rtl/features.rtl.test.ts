// The siyum widgets (packages/features) in Hebrew, right to left (see hebrewStories.ts).
import { describeStoriesInHebrew } from './hebrewStories';

await describeStoriesInHebrew(import.meta.glob('../../packages/features/src/**/*.stories.tsx'));
