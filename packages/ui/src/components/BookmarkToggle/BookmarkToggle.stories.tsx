import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { bertBaseUncased } from "../../fixtures/model-entries";
import { multilingualMpnet } from "../../fixtures/models";
import { frame, narrowViewport } from "../../lib/story-support";
import { modelName } from "../ModelCard/ModelCard";
import { BookmarkToggle } from "./BookmarkToggle";

/**
 * The bookmark sits over a card's cover (absolutely placed at its top left), so each story gives it a
 * cover-sized box. It has no loading, empty or error state: saving is the caller's, and the toggle only
 * shows whether the repo is saved.
 */
const meta = {
  title: "Components/BookmarkToggle",
  component: BookmarkToggle,
  parameters: { layout: "centered" },
  decorators: [frame("relative h-40 w-72 max-w-full rounded-xl bg-zinc-200 dark:bg-zinc-800")],
  args: { name: modelName(bertBaseUncased.id), saved: false, onSavedChange: fn() },
} satisfies Meta<typeof BookmarkToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not saved: not pressed; a press asks to save. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole("button", { name: "Bookmark bert-base-uncased" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(toggle).toHaveAttribute("title", "Save to your profile");
    await userEvent.click(toggle);
    await expect(args.onSavedChange).toHaveBeenCalledOnce();
    await expect(args.onSavedChange).toHaveBeenCalledWith(true);
  },
};

export const Playground: Story = {};

/** Saved: pressed; a press asks to remove it. */
export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole("button", { name: "Bookmark bert-base-uncased" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(toggle).toHaveAttribute("title", "Saved to your profile");
    await userEvent.click(toggle);
    await expect(args.onSavedChange).toHaveBeenCalledOnce();
    await expect(args.onSavedChange).toHaveBeenCalledWith(false);
  },
};

/** Disabled (e.g. while a save is on its way): a press does nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole("button", { name: "Bookmark bert-base-uncased" });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onSavedChange).not.toHaveBeenCalled();
  },
};

/** Keyboard: Tab reaches it, Enter and Space flip it. */
export const Keyboard: Story = {
  render: function Render(args) {
    const [saved, setSaved] = useState(false);
    return (
      <BookmarkToggle
        {...args}
        saved={saved}
        onSavedChange={(next) => {
          args.onSavedChange(next);
          setSaved(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole("button", { name: "Bookmark bert-base-uncased" });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard(" ");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(args.onSavedChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onSavedChange).toHaveBeenNthCalledWith(2, false);
  },
};

/** A long repo name goes into the accessible name only; the button keeps its size. */
export const LongName: Story = {
  args: { name: modelName(multilingualMpnet.id) },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("button", {
      name: "Bookmark paraphrase-multilingual-mpnet-base-v2",
    });
    const box = toggle.getBoundingClientRect();
    await expect(box.width).toBe(36);
    await expect(box.height).toBe(36);
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button")).toHaveAttribute("aria-pressed", "false");
  },
};

export const SavedDark: Story = {
  args: { saved: true },
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button")).toHaveAttribute("aria-pressed", "true");
  },
};

/** At 375 px the cover box narrows and the bookmark stays at its top left corner. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { saved: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("button");
    const cover = toggle.parentElement as HTMLElement;
    const offsetLeft = toggle.getBoundingClientRect().left - cover.getBoundingClientRect().left;
    const offsetTop = toggle.getBoundingClientRect().top - cover.getBoundingClientRect().top;
    await expect(offsetLeft).toBe(12);
    await expect(offsetTop).toBe(12);
  },
};
