import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { SWARM_LLAMA } from "../../fixtures/swarm";
import { frame } from "../../lib/story-support";
import { SwarmAgentChip } from "./SwarmAgentChip";

/** One of the swarm's agent chips: a toggle button, pressed when the model is one of the run's agents. */
const meta = {
  title: "Components/SwarmPanel/SwarmAgentChip",
  component: SwarmAgentChip,
  parameters: { layout: "centered" },
  args: { model: SWARM_LLAMA, selected: false, onToggle: fn() },
} satisfies Meta<typeof SwarmAgentChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not selected: the short name (the id as tooltip); Enter asks to toggle it, with the model id. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const chip = within(canvasElement).getByRole("button", { name: "Llama-3.1-8B-Instruct" });
    await expect(chip).toHaveAttribute("aria-pressed", "false");
    await expect(chip).toHaveAttribute("title", SWARM_LLAMA);
    chip.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onToggle).toHaveBeenCalledWith(SWARM_LLAMA);
  },
};

export const Playground: Story = {};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button")).toHaveAttribute("aria-pressed", "true");
  },
};

/** Disabled (the run is going): pressing it does nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const chip = within(canvasElement).getByRole("button");
    await expect(chip).toBeDisabled();
    await userEvent.click(chip);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** A long model name is cut inside a narrow row; the full id stays the tooltip. */
export const LongName: Story = {
  args: { model: "sentence-transformers/paraphrase-multilingual-mpnet-base-v2-with-a-very-long-suffix" },
  decorators: [frame("w-48")],
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole("button");
    await expect(chip.getBoundingClientRect().width).toBeLessThanOrEqual(192);
  },
};

/** Wired to state: Space toggles it on and off. */
export const Toggling: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState(false);
    return <SwarmAgentChip {...args} selected={selected} onToggle={() => setSelected(!selected)} />;
  },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole("button");
    chip.focus();
    await userEvent.keyboard(" ");
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard(" ");
    await expect(chip).toHaveAttribute("aria-pressed", "false");
  },
};
