import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import remarkGfm from "remark-gfm";
import { mergeConfig } from "vite";

const config: StorybookConfig = {
  // The docs pages (docs/*.mdx, titles "Docs/…") first, then the stories of the two packages with React exports.
  stories: [
    "../docs/**/*.mdx",
    "../packages/ui/src/**/*.stories.tsx",
    "../packages/wallet-kit/src/**/*.stories.tsx",
  ],
  addons: [
    // GitHub-flavoured Markdown in the guides: their tables.
    {
      name: "@storybook/addon-docs",
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    "@storybook/addon-a11y",
    "@storybook/addon-vitest",
  ],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  viteFinal: (config) => mergeConfig(config, { plugins: [tailwindcss()] }),
};

export default config;
