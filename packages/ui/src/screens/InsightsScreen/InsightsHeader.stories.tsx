import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import {
  insightsCollection,
  insightsDataset,
  insightsLongModel,
  insightsModel,
  insightsSparseModel,
} from "../../fixtures/insights";
import { narrowViewport } from "../../lib/story-support";
import { InsightsHeader } from "./InsightsHeader";

/**
 * The top of an insights page: badge, name, task, author, date, tags, likes and downloads (items for a
 * collection), the description and the links. Static data: the screen shows the loading and error states.
 */
const meta = {
  title: "Screens/InsightsScreen/InsightsHeader",
  component: InsightsHeader,
  parameters: { layout: "padded" },
  args: { entity: insightsModel, locale: "en-US" },
} satisfies Meta<typeof InsightsHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A model: its figures, the outside links (new tab), and Example Code that opens and closes the snippet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "bert-base-uncased" })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="insights-badge"]')).toHaveTextContent("BB");
    await expect(canvasElement.querySelector('[data-slot="insights-likes"]')).toHaveTextContent(
      "2,231 likes",
    );
    await expect(
      canvas.getByRole("link", { name: "View on Hugging Face (opens in a new tab)" }),
    ).toHaveAttribute("href", insightsModel.hubUrl);
    await expect(
      canvas.getByRole("link", { name: "GitHub Repository (opens in a new tab)" }),
    ).toHaveAttribute("target", "_blank");
    const code = canvas.getByRole("button", { name: "Example Code" });
    await expect(code).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(code);
    await expect(code).toHaveAttribute("aria-expanded", "true");
    await expect(canvasElement.querySelector('[data-slot="insights-code"]')).toHaveTextContent(
      'pipeline("fill-mask"',
    );
    code.focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvasElement.querySelector('[data-slot="insights-code"]')).toBeNull();
  },
};

export const Playground: Story = {};

/** A model the hub knows little about: "General", "n/a" figures, "No description available.", no code. */
export const Sparse: Story = {
  args: { entity: insightsSparseModel },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="insights-task"]')).toHaveTextContent(
      "Task: General",
    );
    await expect(canvasElement.querySelector('[data-slot="insights-likes"]')).toHaveTextContent("n/a likes");
    await expect(canvas.getByText("No description available.")).toBeVisible();
    await expect(canvas.queryByRole("list", { name: "Tags" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Example Code" })).toBeNull();
  },
};

/** A collection: "Collection" as task, items instead of downloads, only the hub link. */
export const Collection: Story = {
  args: { entity: insightsCollection },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="insights-downloads"]')).toHaveTextContent(
      "6 items",
    );
    await expect(canvas.queryByRole("link", { name: /GitHub/ })).toBeNull();
  },
};

/** A dataset: Preview rows asks to open the row preview. */
export const Dataset: Story = {
  args: { entity: insightsDataset, onPreviewRows: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Preview rows" }));
    await expect(args.onPreviewRows).toHaveBeenCalledTimes(1);
  },
};

/** A made-up description (the hub emulator's card) is labelled sample. */
export const SampleDescription: Story = {
  args: { entity: { ...insightsModel, descriptionSample: true, detailHref: `/model/${insightsModel.id}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: /Description/ })).toHaveTextContent(/sample/i);
    await expect(canvas.getByRole("link", { name: "Ratings & Comments" })).toHaveAttribute(
      "href",
      `/model/${insightsModel.id}`,
    );
  },
};

/** Every tag and eight paragraphs of description, with a long unbroken name. */
export const LongContent: Story = {
  args: {
    entity: { ...insightsLongModel, name: "paraphrase-multilingual-mpnet-base-v2-finetuned-on-everything" },
  },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('[data-slot="insights-header"]') as HTMLElement;
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(insightsLongModel.tags.length);
  },
};

/** On a phone the long name wraps and the buttons flow onto several rows. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: LongContent.args,
  play: LongContent.play,
};
