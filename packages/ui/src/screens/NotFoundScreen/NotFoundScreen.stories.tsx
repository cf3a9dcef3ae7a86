import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { narrowViewport } from "../../lib/story-support";
import { NotFoundScreen } from "./NotFoundScreen";

const meta = {
  title: "Screens/NotFoundScreen",
  component: NotFoundScreen,
  args: { path: "/models/does-not-exist" },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "404: Page not found" })).toBeVisible();
    await expect(canvas.getByText("/models/does-not-exist")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  },
};

export const WithoutPath: Story = { args: { path: undefined } };

export const Dark: Story = { globals: { theme: "dark" } };

export const LongPath: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: {
    path: "/collection/a-very-long-collection-identifier-that-keeps-going-and-going/feed?page=12&sort=latest",
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
