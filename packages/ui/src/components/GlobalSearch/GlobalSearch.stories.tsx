import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { longNameResults, manyResults, noResults, squadResults } from "../../fixtures/search";
import { narrowViewport, screenOf as screen } from "../../lib/story-support";
import { GlobalSearch, type GlobalSearchProps } from "./GlobalSearch";
import { GlobalSearchButton } from "./GlobalSearchButton";
import { useSearchShortcut } from "./useSearchShortcut";

/** The text in the box kept here, as the app keeps it (each change still reaches the story's spy). */
function WithQuery(args: GlobalSearchProps) {
  const [query, setQuery] = useState(args.query);
  return (
    <GlobalSearch
      {...args}
      query={query}
      onQueryChange={(next) => {
        args.onQueryChange(next);
        setQuery(next);
      }}
    />
  );
}

const meta = {
  title: "Components/GlobalSearch",
  component: GlobalSearch,
  args: {
    open: true,
    onOpenChange: fn(),
    query: "squad",
    onQueryChange: fn(),
    status: "success",
    results: squadResults,
    onSelect: fn(),
    onRetry: fn(),
    onClearRecent: fn(),
  },
  render: (args) => <WithQuery {...args} />,
} satisfies Meta<typeof GlobalSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  screen(canvasElement).findByRole("dialog", { name: "Search models, datasets and collections" });

const selectedOption = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole("option")
    .find((option) => option.getAttribute("aria-selected") === "true");

/** Models, datasets and collections in their groups; arrows move through all of them, Enter opens one. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    for (const name of ["Models", "Datasets", "Collections"]) {
      await expect(within(dialog).getByRole("group", { name })).toBeVisible();
    }
    const models = within(within(dialog).getByRole("group", { name: "Models" })).getAllByRole("option");
    await expect(models).toHaveLength(5);
    await expect(models[0]).toHaveTextContent("deepset/roberta-base-squad2Question Answering1M downloads");
    await expect(within(dialog).getByRole("combobox")).toHaveFocus();
    await expect(selectedOption(dialog)).toBe(models[0]);

    // Down past the five models into the datasets, Enter opens the selected dataset.
    for (let i = 0; i < 5; i += 1) await userEvent.keyboard("{ArrowDown}");
    await expect(selectedOption(dialog)).toHaveTextContent("rajpurkar/squad");
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith(squadResults.datasets[0]);

    // Up from the first row wraps to the last (the collection); a click opens a row too.
    await userEvent.keyboard("{Home}{ArrowUp}");
    await expect(selectedOption(dialog)).toHaveTextContent("Extractive QA models");
    await userEvent.click(within(dialog).getByRole("option", { name: /rajpurkar\/squad_v2/ }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(squadResults.datasets[1]);
  },
};

export const Playground: Story = {};

/** The first answer for a query is on its way. */
export const Loading: Story = {
  args: { status: "loading", results: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Searching…");
    await expect(within(dialog).queryAllByRole("option")).toEqual([]);
  },
};

/** A new query loads: the previous hits stay, dimmed, with a spinner, until its own arrive. */
export const Updating: Story = {
  args: { query: "squad2", status: "loading", stale: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole("listbox")).toHaveAttribute("aria-busy", "true");
    await expect(within(dialog).getByText("Updating results")).toBeInTheDocument();
    await expect(within(dialog).getAllByRole("option")).toHaveLength(8);
  },
};

/** Nothing matches. */
export const Empty: Story = {
  args: { query: "zzzz", results: noResults },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole("status")).toHaveTextContent("No results for “zzzz”.");
  },
};

/** The hub failed: the message and Retry. */
export const ErrorState: Story = {
  name: "Error",
  args: { status: "error", results: undefined, error: "Failed to fetch models (503)." },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Search failed. Failed to fetch models (503).Retry",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The box is empty: the recent searches; choosing one searches it again. */
export const RecentSearches: Story = {
  args: { query: "", status: "idle", results: undefined, recent: ["squad", "whisper", "llama"] },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const group = within(dialog).getByRole("group", { name: "Recent searches" });
    await expect(
      within(group)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["squad", "whisper", "llama"]);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onQueryChange).toHaveBeenCalledWith("whisper");
    await expect(within(dialog).getByRole("combobox")).toHaveValue("whisper");
  },
};

/** "Clear recent searches" under them. */
export const ClearRecent: Story = {
  args: { ...RecentSearches.args },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "Clear recent searches" }));
    await expect(args.onClearRecent).toHaveBeenCalledOnce();
  },
};

/** Nothing typed and no recent searches: a hint. */
export const Idle: Story = {
  args: { query: "", status: "idle", results: undefined },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole("status")).toHaveTextContent(
      "Type to search models, datasets and collections.",
    );
    await userEvent.type(within(dialog).getByRole("combobox"), "bert");
    await expect(args.onQueryChange).toHaveBeenLastCalledWith("bert");
  },
};

/** Five of each kind: the list scrolls, and the selected row is kept in view. */
export const ManyResults: Story = {
  args: { query: "speech", results: manyResults },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getAllByRole("option")).toHaveLength(15);
    await userEvent.keyboard("{End}");
    const last = selectedOption(dialog) as HTMLElement;
    await expect(last).toHaveTextContent("Text to speech");
    const list = within(dialog).getByRole("listbox");
    await waitFor(() =>
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        list.getBoundingClientRect().bottom + 1,
      ),
    );
  },
};

/** Names longer than the row end in an ellipsis; the whole name is the row's tooltip. */
export const LongNames: Story = {
  args: { query: "long", results: longNameResults },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const title = within(dialog).getByTitle(longNameResults.collections[0]?.title ?? "");
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** On a phone: the dialog spans the width below the top edge; Esc is a button. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await userEvent.click(within(dialog).getByRole("button", { name: "Esc (close)" }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const NarrowRecent: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { ...RecentSearches.args },
};

export const Dark: Story = { globals: { theme: "dark" } };

/**
 * The shell's button and shortcut with the dialog: Ctrl+K opens it from anywhere on the page, Escape closes
 * it and focus goes back where it was; the button opens it too.
 */
export const ShortcutAndButton: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    const change = (next: boolean) => {
      args.onOpenChange(next);
      setOpen(next);
    };
    useSearchShortcut(() => change(true));
    return (
      <div className="flex gap-3 p-6">
        <input aria-label="Some field" className="rounded border px-2" />
        <GlobalSearchButton onClick={() => change(true)} />
        <WithQuery {...args} open={open} onOpenChange={change} />
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("textbox", { name: "Some field" });
    await userEvent.click(field);
    await userEvent.keyboard("{Control>}k{/Control}");
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole("combobox")).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(field).toHaveFocus();

    await userEvent.keyboard("{Meta>}k{/Meta}");
    await dialogOf(canvasElement);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen(canvasElement).queryByRole("dialog")).toBeNull());

    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await dialogOf(canvasElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};
