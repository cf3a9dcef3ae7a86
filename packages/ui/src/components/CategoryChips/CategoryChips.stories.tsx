import { STORE_CATEGORIES } from "@hiber/hub-sdk/tasks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { narrowViewport } from "../../lib/story-support";
import { CategoryChips } from "./CategoryChips";

const meta = {
  title: "Components/CategoryChips",
  component: CategoryChips,
  parameters: { layout: "padded" },
  args: { value: undefined, onValueChange: fn() },
} satisfies Meta<typeof CategoryChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "All" plus the spec's eight tasks, in order; "All" is pressed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("group", { name: "Model categories" });
    const chips = within(group).getAllByRole("button");
    await expect(chips.map((chip) => chip.textContent)).toEqual(["All", ...STORE_CATEGORIES]);
    await expect(within(group).getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    await expect(chips.filter((chip) => chip.getAttribute("aria-pressed") === "true")).toHaveLength(1);
  },
};

export const Playground: Story = {};

/** Picking a chip reports it; "All" reports undefined; the pressed chip does nothing. */
export const Picking: Story = {
  args: { value: "translation" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "translation" })).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(canvas.getByRole("button", { name: "translation" }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "object-detection" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith("object-detection");
    await userEvent.click(canvas.getByRole("button", { name: "All" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(undefined);
  },
};

/** Keyboard: Tab reaches the chips, Enter and Space pick; the pressed state follows. */
export const Keyboard: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string | undefined>(undefined);
    return (
      <CategoryChips
        {...args}
        value={value}
        onValueChange={(category) => {
          args.onValueChange(category);
          setValue(category);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "All" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("text-classification");
    await expect(canvas.getByRole("button", { name: "text-classification" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("button", { name: "token-classification" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(canvas.getByRole("button", { name: "text-classification" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  },
};

export const Dark: Story = { args: { value: "summarization" }, globals: { theme: "dark" } };

/** At 375 px the row scrolls sideways instead of overflowing the page. */
export const Narrow: Story = {
  args: { value: "image-classification" },
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("group", { name: "Model categories" });
    await expect(group.scrollWidth).toBeGreaterThan(group.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    // The pressed chip is scrolled into view (once the row has its laid-out width: the stylesheet can arrive
    // after the first render, and the row's ResizeObserver reveals the chip then).
    const chip = within(group).getByRole("button", { name: "image-classification" });
    await waitFor(() => {
      const pressed = chip.getBoundingClientRect();
      const row = group.getBoundingClientRect();
      expect(pressed.left).toBeGreaterThanOrEqual(row.left);
      expect(pressed.right).toBeLessThanOrEqual(row.right);
    });
  },
};
