import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { narrowViewport } from "../../lib/story-support";
import { NotBuiltYetScreen } from "./NotBuiltYetScreen";

const meta = {
  title: "Screens/NotBuiltYetScreen",
  component: NotBuiltYetScreen,
  args: { title: "Feed" },
} satisfies Meta<typeof NotBuiltYetScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Feed" })).toBeVisible();
    await expect(canvas.getByText(/This page is not built yet/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Browse the Store" })).toHaveAttribute("href", "/store");
  },
};

export const Swarms: Story = { args: { title: "Swarms" } };

export const Dark: Story = { globals: { theme: "dark" } };

export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
};
