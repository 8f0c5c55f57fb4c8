// The library's widgets and the app's page stories in Hebrew, right to left (see hebrewStories.ts).
import { describeStoriesInHebrew } from './hebrewStories';

await describeStoriesInHebrew(
  import.meta.glob(['../../packages/ui/src/**/*.stories.tsx', '../../stories/**/*.stories.tsx']),
);
