import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { modelDetail, modelDetailLong, modelDetailUnrated } from "../../fixtures/model-detail";
import { narrowViewport } from "../../lib/story-support";
import { ModelDetailHeader, type ModelShareOutcome } from "./ModelDetailHeader";

/**
 * The top of a model's page: category, Active, name, description, rating, users and trend (real figures
 * or "n/a" / "No ratings yet"), Download Model and Share. The page shows the loading and error states.
 */
const meta = {
  title: "Screens/ModelDetailScreen/ModelDetailHeader",
  component: ModelDetailHeader,
  parameters: { layout: "padded" },
  args: {
    model: modelDetail,
    locale: "en-US",
    onShare: fn(async (): Promise<ModelShareOutcome> => "copied"),
  },
} satisfies Meta<typeof ModelDetailHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const slot = (root: HTMLElement, name: string) =>
  root.querySelector(`[data-slot="model-detail-${name}"]`) as HTMLElement;

/** A rated, active model; Share copies the link and says so. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Llama-3.1-8B-Instruct" })).toBeVisible();
    await expect(slot(canvasElement, "category")).toHaveTextContent("Category: Text Generation");
    await expect(slot(canvasElement, "active")).toHaveTextContent("Active");
    await expect(slot(canvasElement, "rating")).toHaveTextContent("4.3 (12 ratings)");
    await expect(slot(canvasElement, "users")).toHaveTextContent("9 users");
    await expect(slot(canvasElement, "trend")).toHaveTextContent("+25% this week");
    await expect(
      canvas.getByRole("link", { name: "Download Model (opens the files on Hugging Face in a new tab)" }),
    ).toHaveAttribute("href", modelDetail.filesUrl);
    await userEvent.click(canvas.getByRole("button", { name: "Share" }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    await expect(slot(canvasElement, "share-status")).toHaveTextContent("Link copied");
  },
};

export const Playground: Story = {};

/** Nobody rated it, no activity: "No ratings yet", "n/a" for users and trend, no Active marker. */
export const Unrated: Story = {
  args: { model: modelDetailUnrated },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, "active")).toBeNull();
    await expect(slot(canvasElement, "rating")).toHaveTextContent("No ratings yet");
    await expect(slot(canvasElement, "users")).toHaveTextContent("n/a users");
    await expect(slot(canvasElement, "trend")).toHaveTextContent("n/a this week");
  },
};

/** Share failed (no share sheet, clipboard refused): said in the status. */
export const ShareFailed: Story = {
  args: { onShare: fn(async (): Promise<ModelShareOutcome> => "failed") },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Share" }));
    await expect(slot(canvasElement, "share-status")).toHaveTextContent("Could not share or copy the link");
  },
};

/** Without sharing: no Share button. A made-up description is labelled sample; one rating is singular. */
export const SampleDescription: Story = {
  args: {
    onShare: undefined,
    model: { ...modelDetail, descriptionSample: true, rating: { mean: 5, count: 1 }, trending: -40 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: "Share" })).toBeNull();
    await expect(slot(canvasElement, "description")).toHaveTextContent(/sample/i);
    await expect(slot(canvasElement, "rating")).toHaveTextContent("5.0 (1 rating)");
    await expect(slot(canvasElement, "trend")).toHaveTextContent("-40% this week");
  },
};

/** No description: a plain note. */
export const NoDescription: Story = {
  args: { model: { ...modelDetail, description: "  " } },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, "description")).toHaveTextContent("No description available.");
  },
};

/** A very long name and description wrap; nothing is wider than the page. */
export const LongContent: Story = {
  args: { model: modelDetailLong },
  play: async ({ canvasElement }) => {
    const header = slot(canvasElement, "header");
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

/** With a visualisation beside the title (a stand-in box here; the 3D view has its own stories). */
export const WithVisualization: Story = {
  args: {
    visualization: (
      <div className="aspect-square h-full rounded-xl bg-indigo-100 dark:bg-indigo-950" aria-hidden="true" />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, "visualization")).toBeVisible();
  },
};

export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { model: modelDetailLong },
  play: LongContent.play,
};
