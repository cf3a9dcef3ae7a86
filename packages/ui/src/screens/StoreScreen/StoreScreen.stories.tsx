import { MODEL_FACETS } from "@hiber/hub-sdk/tasks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { ComparedModel } from "../../components/ComparisonModal/comparison";
import {
  bertBaseUncased,
  commentsById,
  comparedBertBaseUncased,
  comparedFixture,
  comparedLlama31Instruct,
  comparedUnknownA,
  comparedUnknownB,
  distilbertSst2,
  firstPage,
  llama31Instruct,
  models,
  multilingualMpnet,
  secondPage,
} from "../../fixtures/models";
import { toggleCompareSelection } from "../../lib/compare";
import { narrowViewport, screenOf } from "../../lib/story-support";
import { StoreScreen, type StoreScreenProps } from "./StoreScreen";

const meta = {
  title: "Screens/StoreScreen",
  component: StoreScreen,
  args: {
    status: "success",
    models: firstPage,
    page: 1,
    pageCount: 167,
    total: 1000,
    sort: "lastModified",
    onSortChange: fn(),
    hasNextPage: true,
    isFetching: false,
    locale: "en-US",
    onRetry: fn(),
    onPreviousPage: fn(),
    onNextPage: fn(),
    search: "",
    onSearch: fn(),
    onClearSearch: fn(),
    onCategoryChange: fn(),
    compareMode: false,
    onCompareModeChange: fn(),
    selectedIds: [],
    onToggleSelect: fn(),
    onRemoveSelected: fn(),
    onClearSelection: fn(),
    onCompare: fn(),
    commentsById,
  },
  argTypes: { status: { control: "inline-radio", options: ["loading", "error", "success"] } },
} satisfies Meta<typeof StoreScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: "loading", models: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "AI Store." })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading models");
    await expect(canvas.queryByRole("navigation", { name: "Model pages" })).toBeNull();
  },
};

export const Empty: Story = {
  args: { models: [], pageCount: 0, hasNextPage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "No models found" })).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Model pages" })).toBeNull();
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the story id "screens-storescreen--error" is API
export const Error: Story = {
  args: { status: "error", models: [], error: "Failed to fetch models" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(within(alert).getByText("Error fetching models:")).toBeVisible();
    await expect(within(alert).getByText("Failed to fetch models")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try Again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Spec §5: a models response that is not a list. */
export const InvalidResponse: Story = {
  args: { status: "error", models: [], error: "Invalid response format" },
};

export const WithData: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvasElement.querySelector('[data-slot="paged-grid-list"]') as HTMLElement;
    await expect(grid.querySelectorAll(":scope > li")).toHaveLength(6);
    await expect(grid).not.toHaveAttribute("aria-busy");
    await expect(canvas.getByRole("link", { name: "bert-base-uncased" })).toHaveAttribute(
      "href",
      "/model/google-bert/bert-base-uncased",
    );
    await expect(canvas.getByText("Page 1 of 167")).toBeVisible();
    // The first row's covers (3 columns at their widest) are fetched at once, at high priority.
    const covers = [...grid.querySelectorAll('[data-slot="model-card-cover"] img')];
    await expect(covers.map((cover) => cover.getAttribute("fetchpriority"))).toEqual([
      "high",
      "high",
      "high",
      null,
      null,
      null,
    ]);
    await expect(covers.map((cover) => cover.getAttribute("loading"))).toEqual([
      "eager",
      "eager",
      "eager",
      null,
      null,
      null,
    ]);
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(args.onNextPage).toHaveBeenCalledOnce();
    await expect(args.onPreviousPage).not.toHaveBeenCalled();
  },
};

export const WithDataDark: Story = { globals: { theme: "dark" } };

/** The result count and the sort the hub offers; picking one calls `onSortChange` with the hub's key. */
export const Sorted: Story = {
  args: { sort: "likes", total: 1234 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("1,234 models")).toBeVisible();
    const select = canvas.getByRole("combobox", { name: "Sort by" });
    await expect(select).toHaveDisplayValue("Most likes");
    await expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Trending", "Most downloads", "Most likes", "Recently created", "Recently updated"]);
    await userEvent.selectOptions(select, "Trending");
    await expect(args.onSortChange).toHaveBeenCalledWith("trendingScore");
  },
};

/** One match: "1 model"; no count while loading or when the hub does not say. */
export const ResultCountStates: Story = {
  args: { models: firstPage.slice(0, 1), total: 1, pageCount: 1, hasNextPage: false },
  play: async ({ canvasElement }) => {
    const count = canvasElement.querySelector('[data-slot="store-screen-count"]') as HTMLElement;
    await expect(count).toHaveTextContent(/^1 model$/);
  },
};

/** A middle page: both directions work. */
export const MiddlePage: Story = {
  args: { models: secondPage, page: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Page 2 of 167")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Previous" }));
    await expect(args.onPreviousPage).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(args.onNextPage).toHaveBeenCalledOnce();
  },
};

/** While the next page loads, the old grid stays at half opacity and paging is disabled. */
export const FetchingNextPage: Story = {
  args: { isFetching: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvasElement.querySelector('[data-slot="paged-grid-list"]') as HTMLElement;
    await expect(grid).toHaveAttribute("aria-busy", "true");
    await expect(getComputedStyle(grid).opacity).toBe("0.5");
    await expect(grid.querySelectorAll(":scope > li")).toHaveLength(6);
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled(); // page 1
    // Marked rather than natively disabled, so a keyboard user keeps focus on Next while the page loads.
    const next = canvas.getByRole("button", { name: "Next" });
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(next, { pointerEventsCheck: 0 });
    next.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onNextPage).not.toHaveBeenCalled();
    await expect(next).toHaveFocus();
  },
};

export const LastPage: Story = {
  args: { models: models.slice(12), page: 3, pageCount: 3, hasNextPage: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Page 3 of 3")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Previous" }));
    await expect(args.onPreviousPage).toHaveBeenCalledOnce();
  },
};

/** The real hub does not always report a total: the label is just "Page X". */
export const PageWithoutTotal: Story = {
  args: { models: secondPage, page: 3, pageCount: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Page 3")).toBeVisible();
    await expect(canvas.queryByText(/Page 3 of/)).toBeNull();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeEnabled();
  },
};

/** Long names and many tags keep the grid aligned. */
export const LongContent: Story = {
  args: {
    models: [
      multilingualMpnet,
      {
        ...multilingualMpnet,
        id: "sentence-transformers/paraphrase-multilingual-MiniLM-L12-v2",
        likes: 1_012,
      },
      ...firstPage.slice(2, 6),
    ],
  },
};

export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('[data-slot="paged-grid-list"]') as HTMLElement;
    const columns = getComputedStyle(grid).gridTemplateColumns.split(" ");
    await expect(columns).toHaveLength(1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const NarrowDark: Story = { tags: ["narrow"], globals: { ...narrowViewport, theme: "dark" } };

/** Extra controls in the toolbar row, after the compare switch. */
export const WithToolbar: Story = {
  args: {
    toolbar: (
      <p className="rounded-lg border border-zinc-300 border-dashed px-3 py-2 text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
        Toolbar slot
      </p>
    ),
  },
};

/** Without the callbacks of the controls (as in the first slice), only the headline and the grid show. */
export const WithoutControls: Story = {
  args: {
    onSearch: undefined,
    onCategoryChange: undefined,
    onCompareModeChange: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("switch")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Search models" })).toBeNull();
    await expect(canvas.queryByRole("group", { name: "Model categories" })).toBeNull();
  },
};

// ---------------------------------------------------------------- compare mode

/** The checkbox of a card: "Select {name}" or "Selected {name}". */
function checkbox(canvasElement: HTMLElement, name: string): HTMLElement {
  return within(canvasElement).getByRole("checkbox", { name: new RegExp(`^Select(ed)? ${name}$`) });
}

/** The compare bar, the region "Model comparison" (its code loads with compare mode). */
const bar = async (canvasElement: HTMLElement) =>
  within(
    await waitFor(() => {
      const region = canvasElement.querySelector<HTMLElement>('section[data-slot="compare-bar"]');
      if (region?.getAttribute("aria-label") !== "Model comparison")
        throw new globalThis.Error("No compare bar yet");
      return region;
    }),
  );

/** Compare mode off: a switch, no checkboxes, no compare bar. */
export const CompareOff: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("switch", { name: "Compare Models" });
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(canvas.queryAllByRole("checkbox")).toHaveLength(0);
    await expect(canvas.queryByRole("region", { name: "Model comparison" })).toBeNull();
    await userEvent.click(toggle);
    await expect(args.onCompareModeChange).toHaveBeenCalledOnce();
    await expect(args.onCompareModeChange).toHaveBeenCalledWith(true);
  },
};

/** Compare mode on: every card has "Select"; the bar asks for two models. */
export const CompareOnNoneSelected: Story = {
  args: { compareMode: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("switch", { name: "Compare Models" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(canvas.getAllByRole("checkbox", { name: /^Select / })).toHaveLength(6);
    await expect((await bar(canvasElement)).getByText("0 of 2 selected")).toBeVisible();
    await expect((await bar(canvasElement)).getByRole("button", { name: "Select 2 Models" })).toBeDisabled();
    await userEvent.click(checkbox(canvasElement, "bert-base-uncased"));
    await expect(args.onToggleSelect).toHaveBeenCalledOnce();
    await expect(args.onToggleSelect).toHaveBeenCalledWith("google-bert/bert-base-uncased");
  },
};

export const CompareOnOneSelected: Story = {
  args: { compareMode: true, selectedIds: [bertBaseUncased.id] },
  play: async ({ canvasElement, args }) => {
    await expect(checkbox(canvasElement, "bert-base-uncased")).toBeChecked();
    await expect(checkbox(canvasElement, "Llama-3.1-8B-Instruct")).not.toBeChecked();
    await expect((await bar(canvasElement)).getByRole("button", { name: "Select 2 Models" })).toBeDisabled();
    await userEvent.click(
      (await bar(canvasElement)).getByRole("button", { name: "Remove bert-base-uncased" }),
    );
    await expect(args.onRemoveSelected).toHaveBeenCalledOnce();
    await expect(args.onRemoveSelected).toHaveBeenCalledWith(bertBaseUncased.id);
  },
};

export const CompareOnTwoSelected: Story = {
  args: { compareMode: true, selectedIds: [llama31Instruct.id, bertBaseUncased.id] },
  play: async ({ canvasElement, args }) => {
    const selected = canvasElement.querySelectorAll('[data-slot="model-card"][data-state="selected"]');
    await expect(selected).toHaveLength(2);
    await expect((await bar(canvasElement)).getByText("2 of 2 selected")).toBeVisible();
    await userEvent.click((await bar(canvasElement)).getByRole("button", { name: "Compare Now" }));
    await expect(args.onCompare).toHaveBeenCalledOnce();
  },
};

export const CompareOnTwoSelectedDark: Story = { ...CompareOnTwoSelected, globals: { theme: "dark" } };

const twoSelected = {
  compareMode: true,
  selectedIds: [llama31Instruct.id, bertBaseUncased.id],
} satisfies Partial<StoreScreenProps>;

/** The cells of a comparison row, left model first. */
function rowCells(dialog: HTMLElement, row: string): HTMLElement[] {
  const header = within(dialog).getByRole("rowheader", { name: row });
  return [...(header.parentElement as HTMLElement).querySelectorAll("td")];
}

/** Llama (left) has more likes, BERT (right) more downloads: one "Winner" on each side. */
export const ComparisonModalOpen: Story = {
  args: {
    ...twoSelected,
    comparison: {
      open: true,
      models: [comparedLlama31Instruct, comparedBertBaseUncased],
      onOpenChange: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    // The dialog's code loads when it first opens.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      "dialog",
      { name: "Compare Models" },
      { timeout: 10_000 },
    );
    const [likesLeft, likesRight] = rowCells(dialog, "Likes");
    await expect(within(likesLeft!).getByText("Winner")).toBeVisible();
    await expect(within(likesRight!).queryByText("Winner")).toBeNull();
    const [downloadsLeft, downloadsRight] = rowCells(dialog, "Downloads");
    await expect(within(downloadsLeft!).queryByText("Winner")).toBeNull();
    await expect(within(downloadsRight!).getByText("Winner")).toBeVisible();
    await expect(
      within(dialog).getByRole("link", { name: "meta-llama/Llama-3.1-8B-Instruct" }),
    ).toHaveAttribute("href", "/model/meta-llama/Llama-3.1-8B-Instruct");
  },
};

export const ComparisonModalOpenDark: Story = { ...ComparisonModalOpen, globals: { theme: "dark" } };

/** The same two models the other way round: the badges swap sides. */
export const ComparisonModalWinnerOtherSide: Story = {
  args: {
    compareMode: true,
    selectedIds: [bertBaseUncased.id, llama31Instruct.id],
    comparison: {
      open: true,
      models: [comparedBertBaseUncased, comparedLlama31Instruct],
      onOpenChange: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    const [likesLeft, likesRight] = rowCells(dialog, "Likes");
    await expect(within(likesLeft!).queryByText("Winner")).toBeNull();
    await expect(within(likesRight!).getByText("Winner")).toBeVisible();
    const [downloadsLeft] = rowCells(dialog, "Downloads");
    await expect(within(downloadsLeft!).getByText("Winner")).toBeVisible();
  },
};

/** Nothing known beyond the basics: every detail reads "n/a", never a made-up number. */
export const ComparisonMissingMetrics: Story = {
  args: {
    ...twoSelected,
    comparison: { open: true, models: [comparedUnknownA, comparedUnknownB], onOpenChange: fn() },
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    for (const row of ["Model Size", "Parameters", "Inference Speed", "Accuracy Score", "Speed Score"]) {
      for (const cell of rowCells(dialog, row)) await expect(cell).toHaveTextContent("n/a");
    }
    await expect(within(dialog).queryByText("Winner")).toBeNull();
  },
};

/** The details of the two models are loading. */
export const ComparisonLoading: Story = {
  args: { ...twoSelected, comparison: { open: true, status: "loading", onOpenChange: fn() } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Loading comparison");
  },
};

/** Loading the details failed: the error and "Try Again". */
export const ComparisonError: Story = {
  args: {
    ...twoSelected,
    comparison: {
      open: true,
      status: "error",
      error: "Failed to fetch model details",
      onRetry: fn(),
      onOpenChange: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    await expect(within(dialog).getByRole("alert")).toHaveTextContent("Failed to fetch model details");
    await userEvent.click(within(dialog).getByRole("button", { name: "Try Again" }));
    await expect(args.comparison?.onRetry).toHaveBeenCalledOnce();
  },
};

/**
 * The app's state, in the story: compare mode, the selection (by `toggleCompareSelection`) and the
 * dialog, whose details come from the fixtures.
 */
function StatefulStore(args: StoreScreenProps) {
  const [compareMode, setCompareMode] = useState(args.compareMode ?? false);
  const [selectedIds, setSelectedIds] = useState<string[]>(args.selectedIds ?? []);
  const [open, setOpen] = useState(false);
  const [first, second] = selectedIds;
  const pair: [ComparedModel, ComparedModel] | undefined =
    first && second ? [comparedFixture(first), comparedFixture(second)] : undefined;
  const toggle = (id: string) => {
    args.onToggleSelect?.(id);
    setSelectedIds((current) => toggleCompareSelection(current, id));
  };
  return (
    <StoreScreen
      {...args}
      compareMode={compareMode}
      onCompareModeChange={(on) => {
        args.onCompareModeChange?.(on);
        setCompareMode(on);
        // Turning compare mode off clears the selection (spec §4).
        if (!on) setSelectedIds([]);
      }}
      selectedIds={selectedIds}
      onToggleSelect={toggle}
      onRemoveSelected={toggle}
      onClearSelection={() => setSelectedIds([])}
      onCompare={() => {
        args.onCompare?.();
        setOpen(true);
      }}
      comparison={{ open: open && pair !== undefined, models: pair, onOpenChange: setOpen }}
    />
  );
}

/** Compare mode end to end: select, the oldest drops, compare, close the dialog every way, turn off. */
export const CompareInteractive: Story = {
  render: (args) => <StatefulStore {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const compareNow = async () =>
      (await bar(canvasElement)).getByRole("button", { name: /Compare Now|Select 2 Models/ });
    const selectedNames = async () =>
      (await bar(canvasElement)).queryAllByRole("listitem").map((item) => item.textContent);

    await step("turn compare mode on", async () => {
      await userEvent.click(canvas.getByRole("switch", { name: "Compare Models" }));
      await expect(await compareNow()).toHaveTextContent("Select 2 Models");
      await expect(await compareNow()).toBeDisabled();
    });

    await step("select three: the oldest is dropped", async () => {
      await userEvent.click(checkbox(canvasElement, "bert-base-uncased"));
      await expect(await compareNow()).toHaveTextContent("Select 2 Models");
      await expect(await compareNow()).toBeDisabled();
      await userEvent.click(checkbox(canvasElement, "Llama-3.1-8B-Instruct"));
      await expect(await compareNow()).toHaveTextContent("Compare Now");
      await expect(await compareNow()).toBeEnabled();
      await userEvent.click(checkbox(canvasElement, "distilbert-base-uncased-finetuned-sst-2-english"));
      await expect(await selectedNames()).toEqual([
        "Llama-3.1-8B-Instruct",
        "distilbert-base-uncased-finetuned-sst-2-english",
      ]);
      await expect(checkbox(canvasElement, "bert-base-uncased")).not.toBeChecked();
      await expect(await compareNow()).toBeEnabled();
    });

    await step("unselecting one disables Compare Now again", async () => {
      await userEvent.click(checkbox(canvasElement, "Llama-3.1-8B-Instruct"));
      await expect(await compareNow()).toHaveTextContent("Select 2 Models");
      await expect(await compareNow()).toBeDisabled();
      await userEvent.click(checkbox(canvasElement, "bert-base-uncased"));
      await expect(await compareNow()).toBeEnabled();
    });

    await step("Compare Now opens the dialog; Escape closes it", async () => {
      await userEvent.click(await compareNow());
      await expect(args.onCompare).toHaveBeenCalledOnce();
      // The comparison's code loads on the first open (a lazy chunk): on a busy machine that takes over a second.
      const dialog = await body.findByRole("dialog", { name: "Compare Models" }, { timeout: 10_000 });
      await expect(dialog).toHaveAccessibleDescription(`${distilbertSst2.id} vs ${bertBaseUncased.id}`);
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
      await expect(await compareNow()).toHaveFocus();
    });

    await step("Tab stays inside the dialog", async () => {
      await userEvent.click(await compareNow());
      const dialog = await body.findByRole("dialog");
      for (let i = 0; i < 10; i++) {
        await userEvent.tab();
        await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
      }
    });

    await step("Close, View Details and the backdrop close it", async () => {
      await userEvent.click(within(await body.findByRole("dialog")).getByRole("button", { name: "Close" }));
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
      await userEvent.click(await compareNow());
      await userEvent.click(
        within(await body.findByRole("dialog")).getByRole("button", { name: "View Details" }),
      );
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
      await userEvent.click(await compareNow());
      await body.findByRole("dialog");
      await userEvent.click(
        canvasElement.ownerDocument.querySelector('[data-slot="dialog-overlay"]') as HTMLElement,
      );
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    });

    await step("turning compare mode off clears the selection", async () => {
      await userEvent.click(canvas.getByRole("switch", { name: "Compare Models" }));
      await expect(canvas.queryByRole("region", { name: "Model comparison" })).toBeNull();
      await expect(canvas.queryAllByRole("checkbox")).toHaveLength(0);
      await userEvent.click(canvas.getByRole("switch", { name: "Compare Models" }));
      await expect((await bar(canvasElement)).getByText("0 of 2 selected")).toBeVisible();
      await expect(canvas.getAllByRole("checkbox")).toHaveLength(6);
      await expect(canvas.queryAllByRole("checkbox", { checked: true })).toHaveLength(0);
    });
  },
};

// ---------------------------------------------------------------- search and category

/** An active search: the box is open with the term, and "Clear search" is offered. */
export const WithSearch: Story = {
  args: { search: "bert", models: [bertBaseUncased, distilbertSst2], pageCount: 1, hasNextPage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("searchbox", { name: "Search models" })).toHaveValue("bert");
    await expect(canvas.getByRole("button", { name: "Clear search" })).toBeVisible();
  },
};

/** A new term is submitted trimmed; "Clear search" reports the reset. */
export const SearchSubmitAndClear: Story = {
  args: { search: "bert", models: [bertBaseUncased, distilbertSst2], pageCount: 1, hasNextPage: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("searchbox", { name: "Search models" });
    await userEvent.clear(input);
    await userEvent.type(input, "  roberta {Enter}");
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith("roberta");
    await userEvent.click(canvas.getByRole("button", { name: "Clear search" }));
    await expect(args.onClearSearch).toHaveBeenCalledOnce();
  },
};

/** A search without results: the empty state names the term and offers "Clear search". */
export const SearchNoResults: Story = {
  args: { search: "no-such-model", models: [], pageCount: 0, hasNextPage: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No models match “no-such-model”/)).toBeVisible();
    const clear = canvas.getAllByRole("button", { name: "Clear search" });
    await userEvent.click(clear[clear.length - 1]!);
    await expect(args.onClearSearch).toHaveBeenCalledOnce();
  },
};

/** A category chip is selected; picking another or "All" reports it. */
export const WithCategory: Story = {
  args: { category: "text-classification", models: [distilbertSst2], pageCount: 1, hasNextPage: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getByRole("group", { name: "Model categories" });
    await expect(within(chips).getByRole("button", { name: "text-classification" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(within(chips).getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(within(chips).getByRole("button", { name: "translation" }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith("translation");
    await userEvent.click(within(chips).getByRole("button", { name: "All" }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(undefined);
  },
};

/** Cards with long tag lists show three tags and "+N more"; the comparison shows six. */
export const LongTagLists: Story = {
  args: {
    models: [multilingualMpnet, llama31Instruct, bertBaseUncased],
    ...twoSelected,
    selectedIds: [multilingualMpnet.id, llama31Instruct.id],
  },
  play: async ({ canvasElement }) => {
    const lists = within(canvasElement).getAllByRole("list", { name: "Tags" });
    for (const list of lists) {
      const items = within(list).getAllByRole("listitem");
      await expect(items).toHaveLength(4);
      await expect(items[3]).toHaveTextContent(/^\+\d+ more$/);
    }
  },
};

export const NarrowCompare: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { ...twoSelected, search: "llama" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect((await bar(canvasElement)).getByRole("button", { name: "Compare Now" })).toBeVisible();
  },
};

export const NarrowComparisonModal: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { ...ComparisonModalOpen.args },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

/** The store's facets, loaded as the app loads them (on demand). */
const loadModelFacets = () => Promise.resolve(MODEL_FACETS);

/** The facets of the store, as the app passes them (with a spy). */
const facetArgs = (values: Record<string, string>) => ({
  values,
  loadFacets: loadModelFacets,
  onChange: fn(),
});

/**
 * Facets chosen with a category: "Filters (2)" under the chips, their chips once the facets' labels are in,
 * the count of matches; the sheet's select reports a change by its key.
 */
export const Faceted: Story = {
  args: {
    category: "text-classification",
    models: [distilbertSst2, bertBaseUncased],
    total: 2,
    pageCount: 1,
    hasNextPage: false,
    facets: facetArgs({ library: "transformers", license: "apache-2.0" }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("2 models")).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "Remove License: apache-2.0" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Filters (2)" }));
    const sheet = await screenOf(canvasElement).findByRole("dialog", { name: "Model filters" });
    await userEvent.selectOptions(within(sheet).getByRole("combobox", { name: "Parameters" }), "Under 1B");
    await expect(args.facets?.onChange).toHaveBeenLastCalledWith({ params: "lt1b" });
    await userEvent.click(within(sheet).getByRole("button", { name: "Show 2 models" }));
    await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
  },
};

/** The hub gave no total and more pages follow: a lower bound, never a made-up number. */
export const FacetedCountLowerBound: Story = {
  args: { total: 6, totalMore: true, facets: facetArgs({ language: "fr" }) },
  play: async ({ canvasElement }) => {
    const count = canvasElement.querySelector('[data-slot="store-screen-count"]') as HTMLElement;
    await expect(count).toHaveTextContent(/^6\+ models$/);
    await expect(
      await within(canvasElement).findByRole("button", { name: "Remove Language: French" }),
    ).toBeVisible();
  },
};

/** No model matches the facets: the empty state says so and offers "Clear filters". */
export const FacetedEmpty: Story = {
  args: {
    models: [],
    total: 0,
    pageCount: 0,
    hasNextPage: false,
    facets: facetArgs({ library: "timm", params: "gt128b" }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No models match with these filters\. Try other filters\./)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Clear filters" }));
    await expect(args.facets?.onChange).toHaveBeenCalledWith({ library: undefined, params: undefined });
  },
};

/** Facets while the first page loads: the button and the chips are there, no count yet. */
export const FacetedLoading: Story = {
  args: { status: "loading", models: [], facets: facetArgs({ license: "mit" }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading models");
    await expect(canvas.getByRole("button", { name: "Filters (1)" })).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "Remove License: mit" })).toBeVisible();
  },
};

/** A phone with facets chosen: "Filters (2)" and the chips on one line under the category chips. */
export const FacetedNarrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { facets: facetArgs({ library: "transformers", language: "en" }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Filters (2)" })).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "Remove Language: English" })).toBeVisible();
  },
};
