import type { StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Skeleton } from "../Skeleton/Skeleton";
import meta from "./PagedGrid.stories";

export default { ...meta, title: "Components/PagedGrid/Features" } satisfies typeof meta;
type Story = StoryObj<typeof meta>;

/** Loading without a placeholder card: a large spinner, announced. */
export const Loading: Story = {
  args: { status: "loading", items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading things");
    await expect(within(canvasElement).queryByRole("navigation")).toBeNull();
  },
};

/** Loading with a placeholder card: a grid of `skeletonCount` of them, hidden from screen readers. */
export const LoadingSkeletons: Story = {
  args: {
    status: "loading",
    items: [],
    skeleton: <Skeleton className="h-28 rounded-xl" />,
    skeletonCount: 3,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading things");
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(3);
    await expect(within(canvasElement).queryByRole("listitem")).toBeNull();
  },
};

/** A page with no items: the empty state, and no pagination on page 1. */
export const Empty: Story = {
  args: { items: [], page: 1, pageCount: 1, hasNextPage: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "No things found" })).toBeVisible();
    await expect(within(canvasElement).queryByRole("navigation")).toBeNull();
  },
};

/** An empty page after the first keeps Previous, to go back. */
export const EmptyLaterPage: Story = {
  args: { items: [], page: 3, hasNextPage: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("navigation", { name: "Thing pages" })).toBeVisible();
  },
};

/** The error state; items passed with it (the page last shown) stay under it. */
// biome-ignore lint/suspicious/noShadowRestrictedNames: "Error" is the state's story name (STYLE.md)
export const Error: Story = {
  args: { status: "error", items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("The hub answered 503.");
    await expect(within(canvasElement).queryByRole("heading", { name: "No things found" })).toBeNull();
    await expect(within(canvasElement).queryByRole("navigation")).toBeNull();
  },
};

/** The next page is loading: the shown grid dims, is inert and busy, and paging ignores presses. */
export const Fetching: Story = {
  args: { isFetching: true },
  play: async ({ canvasElement, args }) => {
    const list = canvasElement.querySelector('[data-slot="paged-grid-list"]') as HTMLElement;
    await expect(list).toHaveAttribute("aria-busy", "true");
    await expect(list).toHaveAttribute("inert");
    const next = within(canvasElement).getByRole("button", { name: /Next/ });
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(next, { pointerEventsCheck: 0 });
    await expect(args.onNextPage).not.toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };
