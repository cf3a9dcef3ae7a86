import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ThemeToggleButton } from "./ThemeToggleButton";

/** The theme menu's trigger alone (no menu code): an icon button named after the chosen theme. */
const meta = {
  title: "Components/ThemeToggle/ThemeToggleButton",
  component: ThemeToggleButton,
  parameters: { layout: "centered" },
  args: { theme: "dark" },
  argTypes: { theme: { control: "inline-radio", options: ["dark", "light", "system"] } },
} satisfies Meta<typeof ThemeToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const reads = (theme: string, name: string) =>
  (async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: `Theme: ${name}` });
    await expect(button).toHaveAttribute("data-state", theme);
    await expect(button).toHaveAttribute("title", `Theme: ${name}`);
    await expect(button.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  }) satisfies Story["play"];

export const Default: Story = { play: reads("dark", "Dark") };
export const Playground: Story = {};
export const Light: Story = { args: { theme: "light" }, play: reads("light", "Light") };
export const System: Story = { args: { theme: "system" }, play: reads("system", "System") };

/** Disabled (the menu can't open yet): still named. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Theme: Dark" })).toBeDisabled();
  },
};
