import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { narrowViewport } from "../../lib/story-support";
import { InsightsError } from "./InsightsError";

/**
 * The insights page's error (spec §2.7, §2.8, §8): "Unable to Load Model" or "Unable to Load Dataset" as
 * the page's heading, the Error Details, Try Again, Return Home and a note about contacting support.
 */
const meta = {
  title: "Screens/InsightsScreen/InsightsError",
  component: InsightsError,
  parameters: { layout: "padded" },
  args: {
    kind: "model",
    message: "Not found: No model or collection with ID nobody/nothing exists",
    onRetry: fn(),
  },
} satisfies Meta<typeof InsightsError>;

export default meta;
type Story = StoryObj<typeof meta>;

const alertOf = (root: HTMLElement) => within(within(root).getByRole("alert"));
const detailsOf = (root: HTMLElement) => root.querySelector('[data-slot="insights-error-details"]');

/** A model that could not load: its detail; Try Again calls back, Return Home goes to `/`. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = alertOf(canvasElement);
    await expect(alert.getByRole("heading", { level: 1, name: "Unable to Load Model" })).toBeVisible();
    await expect(alert.getByText("Error Details")).toBeVisible();
    await expect(detailsOf(canvasElement)).toHaveTextContent(
      "Not found: No model or collection with ID nobody/nothing exists",
    );
    await expect(alert.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    await expect(
      alert.getByText("If the problem continues, please contact support and include the details above."),
    ).toBeVisible();
    await userEvent.click(alert.getByRole("button", { name: "Try Again" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {};

/** A dataset: "Unable to Load Dataset"; the keyboard reaches Return Home, then Try Again (Enter presses it). */
export const Dataset: Story = {
  args: { kind: "dataset", message: "Failed to fetch dataset details: 500 Internal Server Error" },
  play: async ({ canvasElement, args }) => {
    const alert = alertOf(canvasElement);
    await expect(alert.getByRole("heading", { level: 1, name: "Unable to Load Dataset" })).toBeVisible();
    await expect(detailsOf(canvasElement)).toHaveTextContent(
      "Failed to fetch dataset details: 500 Internal Server Error",
    );
    await userEvent.tab();
    await expect(alert.getByRole("link", { name: "Return Home" })).toHaveFocus();
    await userEvent.tab();
    await expect(alert.getByRole("button", { name: "Try Again" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A collection is a model page's kind of error: "Unable to Load Model". */
export const Collection: Story = {
  args: { kind: "collection", message: "Not found: No collection with ID nobody/empty-set exists" },
  play: async ({ canvasElement }) => {
    await expect(
      alertOf(canvasElement).getByRole("heading", { level: 1, name: "Unable to Load Model" }),
    ).toBeVisible();
  },
};

/** No detail known: the spec's "An unexpected error occurred…" for a model. */
export const UnexpectedModel: Story = {
  args: { message: undefined },
  play: async ({ canvasElement }) => {
    await expect(detailsOf(canvasElement)).toHaveTextContent(
      "An unexpected error occurred while fetching model data.",
    );
  },
};

/** No detail known for a dataset: "…while fetching dataset data." */
export const UnexpectedDataset: Story = {
  args: { kind: "dataset", message: undefined },
  play: async ({ canvasElement }) => {
    await expect(detailsOf(canvasElement)).toHaveTextContent(
      "An unexpected error occurred while fetching dataset data.",
    );
  },
};

/** No retry offered and another home: no Try Again, Return Home to that address. */
export const NoRetry: Story = {
  args: { onRetry: undefined, homeHref: "/huggingface-datasets" },
  play: async ({ canvasElement }) => {
    const alert = alertOf(canvasElement);
    await expect(alert.queryByRole("button", { name: "Try Again" })).toBeNull();
    await expect(alert.getByRole("link", { name: "Return Home" })).toHaveAttribute(
      "href",
      "/huggingface-datasets",
    );
  },
};

/** A long unbroken detail (an upstream's body): it wraps inside the card. */
export const LongDetails: Story = {
  args: {
    message: `HTTP error! status: 502 - ${"upstream_connect_error_or_disconnect_before_headers_".repeat(4)}`,
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="insights-error"]') as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** On a phone (375 px): the card fits, the long detail wraps. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: LongDetails.args,
  play: LongDetails.play,
};
