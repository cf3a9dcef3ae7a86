import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  INSIGHTS_NOW,
  insightsCollection,
  insightsComments,
  insightsModel,
  insightsSparseModel,
} from "../../fixtures/insights";
import { frame, narrowViewport } from "../../lib/story-support";
import { InsightsSidebar } from "./InsightsSidebar";

/** An insights page's side column: Stats, the model's Lineage and Recent Comments from its hub discussions. */
const meta = {
  title: "Screens/InsightsScreen/InsightsSidebar",
  component: InsightsSidebar,
  parameters: { layout: "padded" },
  decorators: [frame("max-w-sm")],
  args: {
    entity: insightsModel,
    comments: insightsComments,
    commentsStatus: "success",
    commentsSample: true,
    now: INSIGHTS_NOW,
    locale: "en-US",
  },
  argTypes: { commentsStatus: { control: "inline-radio", options: ["loading", "error", "success"] } },
} satisfies Meta<typeof InsightsSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const stat = (root: HTMLElement, label: string) =>
  root.querySelector(`[data-stat="${label}"] dd`) as HTMLElement;

/** A model: its stats, what is built on it, and three sample comments of 14. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stat(canvasElement, "Downloads")).toHaveTextContent("61,234,567");
    await expect(stat(canvasElement, "Comments")).toHaveTextContent("14");
    await expect(canvas.getByRole("link", { name: "dslim/bert-base-NER" })).toHaveAttribute(
      "href",
      "/model/dslim/bert-base-NER",
    );
    await expect(canvas.getByRole("heading", { name: /Recent Comments/ })).toHaveTextContent(/sample/i);
    await expect(canvasElement.querySelectorAll('[data-slot="insights-comment"]')).toHaveLength(3);
    await expect(canvas.getByText("1 hour ago")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "View all 14 comments" })).toHaveAttribute(
      "href",
      insightsComments.href,
    );
  },
};

export const Playground: Story = {};

/** Comments loading: "…" in the stats and placeholders, announced. */
export const CommentsLoading: Story = {
  args: { comments: undefined, commentsStatus: "loading" },
  play: async ({ canvasElement }) => {
    await expect(stat(canvasElement, "Comments")).toHaveTextContent("…");
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading comments");
  },
};

/** The comments failed: "n/a", and no comments panel. */
export const CommentsError: Story = {
  args: { comments: undefined, commentsStatus: "error" },
  play: async ({ canvasElement }) => {
    await expect(stat(canvasElement, "Comments")).toHaveTextContent("n/a");
    await expect(canvasElement.querySelector('[data-slot="insights-comments"]')).toBeNull();
  },
};

/** No comment yet: 0, and no comments panel. */
export const NoComments: Story = {
  args: { comments: { total: 0, recent: [] } },
  play: async ({ canvasElement }) => {
    await expect(stat(canvasElement, "Comments")).toHaveTextContent("0");
    await expect(canvasElement.querySelector('[data-slot="insights-comments"]')).toBeNull();
  },
};

/** What the hub does not say is "n/a"; the parent model is a link. */
export const Sparse: Story = {
  args: { entity: insightsSparseModel, comments: undefined, commentsStatus: "error" },
  play: async ({ canvasElement }) => {
    for (const label of ["Downloads", "Likes", "Last Update", "Author"]) {
      await expect(stat(canvasElement, label)).toHaveTextContent("n/a");
    }
    await expect(within(canvasElement).getByRole("link", { name: insightsModel.id })).toBeVisible();
  },
};

/** A collection: "Items" instead of downloads, no lineage. */
export const Collection: Story = {
  args: { entity: insightsCollection, commentsSample: false },
  play: async ({ canvasElement }) => {
    await expect(stat(canvasElement, "Items")).toHaveTextContent("6");
    await expect(canvasElement.querySelector('[data-slot="insights-lineage"]')).toBeNull();
  },
};

/** Long author names and comments: cut or clamped, never wider than the column. */
export const LongContent: Story = {
  args: {
    entity: { ...insightsModel, author: "an-organisation-with-a-remarkably-long-name-on-the-hub" },
    comments: {
      ...insightsComments,
      recent: [
        {
          id: "long",
          author: "sample_someone_with_a_very_long_username_indeed",
          title: "A discussion title that goes on and on about tokenizers and casing and accents",
          text: "Longwordwithoutanyspacesatallthatwouldpushthecolumnwiderifitwerenotallowedtobreakanywhere. ".repeat(
            3,
          ),
          createdAt: new Date(INSIGHTS_NOW.getTime() - 3 * 60_000),
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const aside = canvasElement.querySelector('[data-slot="insights-sidebar"]') as HTMLElement;
    await expect(aside.scrollWidth).toBeLessThanOrEqual(aside.clientWidth);
    await expect(within(canvasElement).getByText("3 minutes ago")).toBeVisible();
  },
};

export const Narrow: Story = { tags: ["narrow"], globals: narrowViewport, play: Default.play };
