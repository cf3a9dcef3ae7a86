import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { frame } from "../../lib/story-support";
import { NeuralVisualizationIcon } from "./ModelVisualization";

/** The static stand-in of the 3D view (no WebGL, or it failed): an image named "Neural visualization". */
const meta = {
  title: "Components/ModelVisualization/NeuralVisualizationIcon",
  component: NeuralVisualizationIcon,
  parameters: { layout: "centered" },
  decorators: [frame("size-48")],
} satisfies Meta<typeof NeuralVisualizationIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills its box; one image for screen readers, the icon itself decorative. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole("img", { name: "Neural visualization" });
    await expect(image.getBoundingClientRect().width).toBe(192);
    await expect(image.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  },
};

/** In a small box (a card's thumbnail) the icon shrinks with it. */
export const Small: Story = {
  decorators: [frame("size-16")],
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole("img").querySelector("svg") as SVGElement;
    await expect(icon.getBoundingClientRect().width).toBeLessThan(24);
  },
};
