import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ModelCardCompareCheckbox } from "./ModelCardCompareCheckbox";

/** The compare-mode checkbox over a model card's cover: "Select", or "✓ Selected". */
const meta = {
  title: "Components/ModelCard/ModelCardCompareCheckbox",
  component: ModelCardCompareCheckbox,
  parameters: { layout: "centered" },
  decorators: [
    (Story) => (
      // The card's cover it sits on.
      <div className="relative h-28 w-72 rounded-xl bg-indigo-100 dark:bg-indigo-950">
        <Story />
      </div>
    ),
  ],
  args: { name: "google-bert/bert-base-uncased", checked: false, onCheckedChange: fn() },
} satisfies Meta<typeof ModelCardCompareCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unchecked: a checkbox named after the model; Space asks to select it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole("checkbox", {
      name: "Select google-bert/bert-base-uncased",
    });
    await expect(checkbox).not.toBeChecked();
    checkbox.focus();
    await userEvent.keyboard(" ");
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {};

/** Checked: "Selected" with a check; a click asks to deselect. */
export const Checked: Story = {
  args: { checked: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole("checkbox", {
      name: "Selected google-bert/bert-base-uncased",
    });
    await expect(checkbox).toBeChecked();
    const label = canvasElement.querySelector('[data-slot="model-card-select"]') as HTMLElement;
    await expect(label).toHaveAttribute("data-state", "checked");
    await userEvent.click(label);
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(1);
  },
};

/** Wired to state as the store wires it: clicking toggles between the two. */
export const Toggling: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState(false);
    return (
      <ModelCardCompareCheckbox {...args} checked={checked} onCheckedChange={() => setChecked(!checked)} />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Select"));
    await expect(canvas.getByRole("checkbox")).toBeChecked();
    await expect(canvas.getByText("Selected")).toBeVisible();
    await userEvent.click(canvas.getByText("Selected"));
    await expect(canvas.getByRole("checkbox")).not.toBeChecked();
  },
};
