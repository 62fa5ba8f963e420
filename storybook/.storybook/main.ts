import type { StorybookConfig } from '@storybook/react-webpack5';

const config: StorybookConfig = {
  stories: ['../../shared-ui/src/catalogue/*.mdx', '../../shared-ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-webpack5-compiler-swc', '@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true },
  // Same JSX runtime as the apps' swc-loader, so stories need no React import.
  swc: () => ({ jsc: { transform: { react: { runtime: 'automatic' } } } }),
};

export default config;
