import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { COMPARE_MAX, toggleCompareSelection } from "../../lib/compare";
import { frame, narrowViewport } from "../../lib/story-support";
import { CompareBar } from "./CompareBar";

const bert = { id: "google-bert/bert-base-uncased", name: "bert-base-uncased" };
const llama = { id: "meta-llama/Llama-3.1-8B-Instruct", name: "Llama-3.1-8B-Instruct" };
const mpnet = {
  id: "sentence-transformers/paraphrase-multilingual-mpnet-base-v2",
  name: "paraphrase-multilingual-mpnet-base-v2",
};

const meta = {
  title: "Components/CompareBar",
  component: CompareBar,
  parameters: { layout: "fullscreen" },
  args: { selected: [], max: COMPARE_MAX, onRemove: fn(), onCompare: fn(), onClear: fn() },
  decorators: [frame("min-h-60")],
} satisfies Meta<typeof CompareBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing selected: "Select 2 Models", disabled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("region", { name: "Model comparison" });
    await expect(within(bar).getByText("0 of 2 selected")).toBeVisible();
    await expect(within(bar).getByRole("button", { name: "Select 2 Models" })).toBeDisabled();
    await expect(within(bar).queryByRole("button", { name: "Clear" })).toBeNull();
  },
};

export const Playground: Story = { args: { selected: [bert] } };

export const OneSelected: Story = {
  args: { selected: [bert] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Select 2 Models" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Remove bert-base-uncased" }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onRemove).toHaveBeenCalledWith(bert.id);
  },
};

export const TwoSelected: Story = {
  args: { selected: [bert, llama] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("2 of 2 selected")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Compare Now" }));
    await expect(args.onCompare).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Clear" }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const TwoSelectedDark: Story = { args: { selected: [bert, llama] }, globals: { theme: "dark" } };

/** Without `onClear` there is no "Clear" button. */
export const WithoutClear: Story = {
  args: { selected: [bert, llama], onClear: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: "Clear" })).toBeNull();
  },
};

/** Long names truncate; the full id is in the tooltip. */
export const LongNames: Story = { args: { selected: [mpnet, llama] } };

export const Narrow: Story = {
  args: { selected: [mpnet, llama] },
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(within(canvasElement).getByRole("button", { name: "Compare Now" })).toBeVisible();
  },
};

/** With state: adding a third model drops the oldest; the button follows the count. */
export const SelectionRules: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<string[]>([]);
    const all = [bert, llama, mpnet];
    const toggle = (id: string) => setSelected((current) => toggleCompareSelection(current, id));
    return (
      <div className="flex flex-wrap gap-2 p-6">
        {all.map((item) => (
          <button
            key={item.id}
            type="button"
            className="rounded-md border border-zinc-300 px-3 py-1 text-sm dark:border-zinc-700"
            onClick={() => toggle(item.id)}
          >
            Toggle {item.name}
          </button>
        ))}
        <CompareBar
          {...args}
          selected={selected.map((id) => all.find((item) => item.id === id)!)}
          onRemove={toggle}
          onClear={() => setSelected([])}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole("region", { name: "Model comparison" });
    const names = () =>
      within(bar)
        .queryAllByRole("listitem")
        .map((item) => item.textContent);
    await userEvent.click(canvas.getByRole("button", { name: "Toggle bert-base-uncased" }));
    await expect(within(bar).getByRole("button", { name: "Select 2 Models" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Toggle Llama-3.1-8B-Instruct" }));
    await expect(within(bar).getByRole("button", { name: "Compare Now" })).toBeEnabled();
    await userEvent.click(canvas.getByRole("button", { name: `Toggle ${mpnet.name}` }));
    await expect(names()).toEqual(["Llama-3.1-8B-Instruct", mpnet.name]);
    await userEvent.click(within(bar).getByRole("button", { name: "Remove Llama-3.1-8B-Instruct" }));
    await expect(names()).toEqual([mpnet.name]);
    await expect(within(bar).getByRole("button", { name: "Select 2 Models" })).toBeDisabled();
  },
};
