import type { StorybookConfig } from '@storybook/react-vite';
import { PREBUNDLED_DEPENDENCIES } from './prebundled.ts';

const config: StorybookConfig = {
  stories: ['../design-system/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // No network here: telemetry would only add seconds to every build.
  core: { disableTelemetry: true },
  async viteFinal(config) {
    const { default: tailwindcss } = await import('@tailwindcss/vite');
    config.plugins = [...(config.plugins ?? []), tailwindcss()];
    config.optimizeDeps = {
      ...config.optimizeDeps,
      include: [...(config.optimizeDeps?.include ?? []), ...PREBUNDLED_DEPENDENCIES],
    };
    return config;
  },
};
export default config;
