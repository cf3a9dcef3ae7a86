import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { firstPage, models, multilingualMpnet, secondPage } from "../../fixtures/models";
import { StoreScreen } from "./StoreScreen";

const narrow = { tags: ["narrow"], globals: { viewport: { value: "narrow", isRotated: false } } };

const meta = {
  title: "Screens/StoreScreen",
  component: StoreScreen,
  args: {
    status: "success",
    models: firstPage,
    page: 1,
    pageCount: 167,
    hasNextPage: true,
    isFetching: false,
    locale: "en-US",
    onRetry: fn(),
    onPreviousPage: fn(),
    onNextPage: fn(),
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
    const grid = canvasElement.querySelector('[data-slot="store-screen-grid"]') as HTMLElement;
    await expect(grid.querySelectorAll(":scope > li")).toHaveLength(6);
    await expect(grid).not.toHaveAttribute("aria-busy");
    await expect(canvas.getByRole("link", { name: "bert-base-uncased" })).toHaveAttribute(
      "href",
      "/model/google-bert/bert-base-uncased",
    );
    await expect(canvas.getByText("Page 1 of 167")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(args.onNextPage).toHaveBeenCalledOnce();
    await expect(args.onPreviousPage).not.toHaveBeenCalled();
  },
};

export const WithDataDark: Story = { globals: { theme: "dark" } };

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
    const grid = canvasElement.querySelector('[data-slot="store-screen-grid"]') as HTMLElement;
    await expect(grid).toHaveAttribute("aria-busy", "true");
    await expect(getComputedStyle(grid).opacity).toBe("0.5");
    await expect(grid.querySelectorAll(":scope > li")).toHaveLength(6);
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Next" }), { pointerEventsCheck: 0 });
    await expect(args.onNextPage).not.toHaveBeenCalled();
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
  ...narrow,
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('[data-slot="store-screen-grid"]') as HTMLElement;
    const columns = getComputedStyle(grid).gridTemplateColumns.split(" ");
    await expect(columns).toHaveLength(1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const NarrowDark: Story = { ...narrow, globals: { ...narrow.globals, theme: "dark" } };

/** Room for later controls (search, category chips, compare) between the headline and the grid. */
export const WithToolbar: Story = {
  args: {
    toolbar: (
      <p className="rounded-lg border border-zinc-300 border-dashed px-3 py-2 text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
        Toolbar slot (search, category chips, compare toggle)
      </p>
    ),
  },
};
