import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LogoMark } from "./Logo";

/** The Hiber mark alone (the favicon's, the narrow navbar's): decorative unless labelled. */
const meta = {
  title: "Components/Logo/LogoMark",
  component: LogoMark,
  parameters: { layout: "centered" },
} satisfies Meta<typeof LogoMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: hidden from screen readers, not focusable. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('[data-slot="logo-mark"]') as SVGElement;
    await expect(mark).toHaveAttribute("aria-hidden", "true");
    await expect(mark).toHaveAttribute("focusable", "false");
    await expect(mark.getBoundingClientRect().width).toBe(32);
  },
};

/** Labelled, it is an image with a name (a link's only content, say). */
export const Labelled: Story = {
  args: { "aria-hidden": false, role: "img", "aria-label": "Hiber", className: "size-16" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "Hiber" })).toBeVisible();
  },
};

/** In the dark theme the tile is a lighter indigo. */
export const Dark: Story = { globals: { theme: "dark" }, args: { className: "size-16" } };
