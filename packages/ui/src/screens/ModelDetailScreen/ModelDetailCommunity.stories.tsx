import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { modelDetail, modelDetailUnrated } from "../../fixtures/model-detail";
import { narrowViewport } from "../../lib/story-support";
import { ModelDetailCommunity } from "./ModelDetailCommunity";

/** The model page's Community tab: the real community figures ("n/a" when unknown) and the insights link. */
const meta = {
  title: "Screens/ModelDetailScreen/ModelDetailCommunity",
  component: ModelDetailCommunity,
  parameters: { layout: "padded" },
  args: { model: modelDetail, insightsHref: `/insights/model/${modelDetail.id}`, locale: "en-US" },
} satisfies Meta<typeof ModelDetailCommunity>;

export default meta;
type Story = StoryObj<typeof meta>;

const value = (root: HTMLElement, label: string) =>
  within(root).getByText(label, { selector: "dt" }).nextElementSibling as HTMLElement;

/** Rated and active: each figure, and the link to the model's insights. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Community Features" })).toBeVisible();
    await expect(value(canvasElement, "Rating")).toHaveTextContent("4.3 from 12 signed ratings");
    await expect(value(canvasElement, "Discussions")).toHaveTextContent("17");
    await expect(value(canvasElement, "Wallets taking part")).toHaveTextContent("9");
    await expect(value(canvasElement, "Signed activity this week")).toHaveTextContent("+25%");
    await expect(
      canvas.getByRole("link", { name: "Social posts and lineage of this model" }),
    ).toHaveAttribute("href", `/insights/model/${modelDetail.id}`);
  },
};

export const Playground: Story = {};

/** Nobody rated it yet: "No ratings yet", real zero discussions, "n/a" for what is unknown; no link. */
export const Empty: Story = {
  args: { model: modelDetailUnrated, insightsHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(value(canvasElement, "Rating")).toHaveTextContent("No ratings yet");
    await expect(value(canvasElement, "Discussions")).toHaveTextContent("0");
    await expect(value(canvasElement, "Wallets taking part")).toHaveTextContent("n/a");
    await expect(value(canvasElement, "Signed activity this week")).toHaveTextContent("n/a");
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
  },
};

/** One rating, a falling week. */
export const OneRating: Story = {
  args: { model: { ...modelDetail, rating: { mean: 2, count: 1 }, trending: -12.4 } },
  play: async ({ canvasElement }) => {
    await expect(value(canvasElement, "Rating")).toHaveTextContent("2.0 from 1 signed rating");
    await expect(value(canvasElement, "Signed activity this week")).toHaveTextContent("-12%");
  },
};

/** On a phone each label sits above its value. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText("Rating", { selector: "dt" });
    await expect(value(canvasElement, "Rating").getBoundingClientRect().top).toBeGreaterThanOrEqual(
      label.getBoundingClientRect().bottom,
    );
  },
};
