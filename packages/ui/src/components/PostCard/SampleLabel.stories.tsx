import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { multilingualMpnet } from "../../fixtures/models";
import { narrowViewport } from "../../lib/story-support";
import { SampleLabel } from "./SampleLabel";

/**
 * The "Sample" mark on whatever an embedded emulator made up. Static: no loading, empty, error or
 * disabled state. Its tooltip names the emulator.
 */
const meta = {
  title: "Components/PostCard/SampleLabel",
  component: SampleLabel,
  parameters: { layout: "centered" },
  args: { source: "tweets" },
  argTypes: { source: { control: "inline-radio", options: ["tweets", "hub"] } },
} satisfies Meta<typeof SampleLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

const labelOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="sample-label"]') as HTMLElement;

/** A made-up post: read as "(Sample)", the tooltip names the tweets emulator. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const label = labelOf(canvasElement);
    await expect(label).toHaveTextContent("(Sample)");
    await expect(within(label).getByText("Sample")).toBeVisible();
    await expect(label).toHaveAttribute("title", "Made up by the embedded tweets emulator: not a real post");
  },
};

export const Playground: Story = {};

/** A made-up hub discussion. */
export const Hub: Story = {
  args: { source: "hub" },
  play: async ({ canvasElement }) => {
    await expect(labelOf(canvasElement)).toHaveAttribute(
      "title",
      "Made up by the embedded hub emulator: not a real discussion",
    );
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expect(labelOf(canvasElement)).toHaveTextContent("(Sample)");
  },
};

/** Beside a long name in a narrow row it keeps its width (it never shrinks or wraps). */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  render: (args) => (
    <p className="flex w-72 items-center gap-2 text-sm">
      <span className="min-w-0 truncate">{multilingualMpnet.id}</span>
      <SampleLabel {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const label = labelOf(canvasElement);
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
    await expect(label.getBoundingClientRect().height).toBeLessThan(24);
  },
};
