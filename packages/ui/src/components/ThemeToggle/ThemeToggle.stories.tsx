import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ThemeToggle } from "./ThemeToggle";

const meta = {
  title: "Components/ThemeToggle",
  component: ThemeToggle,
  parameters: { layout: "centered" },
  args: { theme: "light", onThemeChange: fn() },
  argTypes: { theme: { control: "inline-radio", options: ["light", "dark"] } },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Switch to dark theme" });
    await userEvent.click(button);
    await expect(args.onThemeChange).toHaveBeenCalledWith("dark");
  },
};

export const Dark: Story = {
  args: { theme: "dark" },
  globals: { theme: "dark" },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Switch to light theme" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onThemeChange).toHaveBeenCalledWith("light");
  },
};
