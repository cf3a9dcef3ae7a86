import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PRESET_PROMPTS } from "../../lib/presets";
import { frame } from "../../lib/story-support";
import { PresetCard } from "./PresetCard";

const meta = {
  title: "Components/PresetCard",
  component: PresetCard,
  parameters: { layout: "padded" },
  args: { preset: PRESET_PROMPTS[0]!, onSelect: fn() },
  decorators: [frame("max-w-xs")],
} satisfies Meta<typeof PresetCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole("button", { name: /Debounce in TypeScript/ });
    await expect(card).toHaveAttribute("aria-pressed", "false");
    await expect(canvas.getByText("coding")).toBeVisible();
    await userEvent.click(card);
    await expect(args.onSelect).toHaveBeenCalledWith(PRESET_PROMPTS[0]);
    card.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button")).toHaveAttribute("aria-pressed", "true");
  },
};

/** One preset of each category, in both themes' colours. */
export const Categories: Story = {
  render: (args) => (
    <div className="grid gap-3">
      {PRESET_PROMPTS.filter((_, index) => index % 3 === 0).map((preset) => (
        <PresetCard key={preset.id} {...args} preset={preset} />
      ))}
    </div>
  ),
};

export const CategoriesDark: Story = { ...Categories, globals: { theme: "dark" } };
