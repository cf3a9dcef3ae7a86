import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ComingSoonScreen } from "./ComingSoonScreen";

const meta = {
  title: "Screens/ComingSoonScreen",
  component: ComingSoonScreen,
  args: { title: "Explore AI Models" },
} satisfies Meta<typeof ComingSoonScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Explore AI Models" })).toBeVisible();
    await expect(canvas.getByText("Coming soon...")).toBeVisible();
  },
};

export const Community: Story = { args: { title: "AI Developer Community" } };

export const Dark: Story = { globals: { theme: "dark" } };
