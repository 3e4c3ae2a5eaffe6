// Storybook with Vite: MSW's worker is served from public/ (`npx msw init public`).
import type { StorybookConfig } from "@storybook/html-vite";

const config: StorybookConfig = {
  framework: "@storybook/html-vite",
  stories: ["../src/**/*.stories.ts"],
  addons: ["msw-storybook-addon"],
  staticDirs: ["../public"],
};
export default config;
