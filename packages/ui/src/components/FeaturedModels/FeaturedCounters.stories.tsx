import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { bertBaseUncased, llama31Instruct, models } from "../../fixtures/models";
import { narrowViewport } from "../../lib/story-support";
import { FeaturedCounters } from "./FeaturedCounters";

/**
 * The Featured AI Models summary: models loaded, total downloads, total likes (compact, the full figure
 * as tooltip and for screen readers); placeholders while loading, "n/a" when the list failed.
 */
const meta = {
  title: "Components/FeaturedModels/FeaturedCounters",
  component: FeaturedCounters,
  parameters: { layout: "padded" },
  args: { status: "success", models, locale: "en-US" },
  argTypes: { status: { control: "inline-radio", options: ["loading", "error", "success"] } },
} satisfies Meta<typeof FeaturedCounters>;

export default meta;
type Story = StoryObj<typeof meta>;

const counter = (root: HTMLElement, slot: string) =>
  root.querySelector(`[data-slot="featured-models-count-${slot}"]`) as HTMLElement;

const totalDownloads = models.reduce((sum, model) => sum + model.downloads, 0);

/** The three totals of the fixture models. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Models loaded")).toBeVisible();
    await expect(counter(canvasElement, "models")).toHaveTextContent("13");
    const downloads = within(counter(canvasElement, "downloads"));
    await expect(downloads.getByText(totalDownloads.toLocaleString("en-US"))).toHaveClass("sr-only");
    await expect(downloads.getByTitle(totalDownloads.toLocaleString("en-US"))).toBeVisible();
  },
};

export const Playground: Story = {};

/** Loading: a placeholder per figure, the labels already there. */
export const Loading: Story = {
  args: { status: "loading", models: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Total likes")).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(3);
  },
};

/** The list failed: every figure is "n/a", never a made-up zero. */
export const ErrorState: Story = {
  args: { status: "error", models: [] },
  play: async ({ canvasElement }) => {
    for (const slot of ["models", "downloads", "likes"]) {
      await expect(counter(canvasElement, slot).querySelector("dd")).toHaveTextContent("n/a");
    }
  },
};

/** An empty list (a filter that matches nothing): real zeros. */
export const Empty: Story = {
  args: { models: [] },
  play: async ({ canvasElement }) => {
    for (const slot of ["models", "downloads", "likes"]) {
      await expect(counter(canvasElement, slot).querySelector("dd")).toHaveTextContent("0");
    }
  },
};

/** Small and large figures: hundreds in full, thousands as K, millions as M. */
export const Compact: Story = {
  args: { models: [bertBaseUncased, llama31Instruct] },
  play: async ({ canvasElement }) => {
    await expect(counter(canvasElement, "models").querySelector("dd")).toHaveTextContent("2");
    const likes = bertBaseUncased.likes + llama31Instruct.likes;
    await expect(counter(canvasElement, "likes")).toHaveTextContent(likes.toLocaleString("en-US"));
  },
};

/** On a phone the three stay side by side; the labels wrap. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const tops = ["models", "downloads", "likes"].map((slot) => counter(canvasElement, slot).offsetTop);
    await expect(new Set(tops).size).toBe(1);
  },
};
