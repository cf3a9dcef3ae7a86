import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PRESET_PROMPTS } from "../../lib/presets";
import { PresetsPanel } from "./PresetsPanel";

const meta = {
  title: "Screens/PlaygroundScreen/PresetsPanel",
  component: PresetsPanel,
  parameters: { layout: "padded" },
  args: { onPresetSelect: fn(), onClear: fn(), onCategoryChange: fn(), className: "max-w-2xl" },
} satisfies Meta<typeof PresetsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every preset; a chip narrows the list (uncontrolled), a card calls back with its preset. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list");
    await expect(within(list).getAllByRole("listitem")).toHaveLength(PRESET_PROMPTS.length);
    await userEvent.click(canvas.getByRole("button", { name: "Clear" }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** A preset's prompt is in the box: its card is highlighted. */
export const Selected: Story = { args: { selectedPresetId: PRESET_PROMPTS[0]!.id } };

/** The category chosen from outside (controlled): only its presets show. */
export const CategoryChosen: Story = {
  args: { category: PRESET_PROMPTS[0]!.category },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole("list")).getAllByRole("listitem");
    await expect(items.length).toBeLessThan(PRESET_PROMPTS.length);
  },
};
