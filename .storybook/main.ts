import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/features/src/**/*.stories.@(ts|tsx)',
    '../stories/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Offline, telemetry retries for seconds on every build and test run.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  tags: { autodocs: { defaultFilterSelection: undefined } },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
