import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { narrowViewport } from "../../lib/story-support";
import { SearchToggle } from "./SearchToggle";

const meta = {
  title: "Components/SearchToggle",
  component: SearchToggle,
  parameters: { layout: "padded" },
  args: { value: "", onSearch: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <div className="flex items-center gap-4">
        <Story />
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Outside</p>
      </div>
    ),
  ],
} satisfies Meta<typeof SearchToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed: an icon button; pressing it expands the box and focuses the input. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("searchbox")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Search models" }));
    const input = canvas.getByRole("searchbox", { name: "Search models" });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute("type", "search");
  },
};

export const Playground: Story = {};

/** Submitting sends the trimmed term. */
export const Submit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Search models" }));
    await userEvent.type(canvas.getByRole("searchbox"), "   llama 3  ");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith("llama 3");
    await userEvent.type(canvas.getByRole("searchbox"), "{Enter}");
    await expect(args.onSearch).toHaveBeenLastCalledWith("llama 3");
  },
};

/** An empty (or blank) box submits nothing. */
export const SubmitEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Search models" }));
    await userEvent.type(canvas.getByRole("searchbox"), "   {Enter}");
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(args.onClear).not.toHaveBeenCalled();
  },
};

/** A press outside collapses an empty box, but not one with text in it. */
export const OutsideClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Search models" }));
    await userEvent.type(canvas.getByRole("searchbox"), "bert");
    await userEvent.click(canvas.getByText("Outside"));
    await expect(canvas.getByRole("searchbox")).toHaveValue("bert");
    await userEvent.clear(canvas.getByRole("searchbox"));
    await userEvent.click(canvas.getByText("Outside"));
    await waitFor(() => expect(canvas.queryByRole("searchbox")).toBeNull());
    await expect(canvas.getByRole("button", { name: "Search models" })).toBeVisible();
  },
};

/** Escape collapses an empty box and returns focus to the button. */
export const EscapeCollapses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Search models" }));
    await userEvent.type(canvas.getByRole("searchbox"), "x");
    await userEvent.keyboard("{Escape}");
    await expect(canvas.getByRole("searchbox")).toBeVisible();
    await userEvent.clear(canvas.getByRole("searchbox"));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("searchbox")).toBeNull());
    await expect(canvas.getByRole("button", { name: "Search models" })).toHaveFocus();
  },
};

/** With an active term it starts expanded, shows "Clear search" and stays open on an outside press. */
export const ActiveSearch: Story = {
  args: { value: "whisper" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("searchbox", { name: "Search models" });
    await expect(input).toHaveValue("whisper");
    await expect(input).not.toHaveFocus();
    await userEvent.click(canvas.getByText("Outside"));
    await expect(canvas.getByRole("searchbox")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Clear search" }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("searchbox")).toHaveValue("");
    await expect(canvas.getByRole("searchbox")).toHaveFocus();
  },
};

export const ActiveSearchDark: Story = { args: { value: "whisper" }, globals: { theme: "dark" } };

/** Wired to state as the app does: the active term follows submits and "Clear search". */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState("");
    return (
      <div className="flex flex-col gap-2">
        <SearchToggle
          {...args}
          value={value}
          onSearch={(term) => {
            args.onSearch(term);
            setValue(term);
          }}
          onClear={() => {
            args.onClear();
            setValue("");
          }}
        />
        <p data-testid="active" className="text-sm text-zinc-700 dark:text-zinc-300">
          Active: {value || "none"}
        </p>
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Search models" }));
    await userEvent.type(canvas.getByRole("searchbox"), " gpt2 {Enter}");
    await expect(canvas.getByTestId("active")).toHaveTextContent("Active: gpt2");
    await expect(canvas.getByRole("searchbox")).toHaveValue("gpt2");
    // Submitting an emptied box clears the active search.
    await userEvent.clear(canvas.getByRole("searchbox"));
    await userEvent.type(canvas.getByRole("searchbox"), "{Enter}");
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.getByTestId("active")).toHaveTextContent("Active: none");
  },
};

export const Narrow: Story = {
  args: { value: "sentence-transformers multilingual" },
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
