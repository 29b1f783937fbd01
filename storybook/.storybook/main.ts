import type { StorybookConfig } from 'storybook-react-rsbuild';

/**
 * Stories of the design system, the shell and every remote. A pattern that matches nothing
 * (an app that has no stories yet, or does not exist yet) is skipped with a warning.
 */
const STORIES = [
  '../../libs/ui/src/**/*.stories.tsx',
  '../../shell/src/**/*.stories.tsx',
  '../../mfe-*/src/**/*.stories.tsx',
];

const config: StorybookConfig = {
  stories: STORIES,
  addons: [],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
};

export default config;
