import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { narrowViewport } from "../../lib/story-support";
import { SentimentBadge } from "./SentimentBadge";

/** A post's sentiment chip. Static: no loading, empty, error or disabled state (a post always has one). */
const meta = {
  title: "Components/PostCard/SentimentBadge",
  component: SentimentBadge,
  parameters: { layout: "centered" },
  args: { sentiment: "positive" },
  argTypes: { sentiment: { control: "inline-radio", options: ["positive", "neutral", "negative"] } },
} satisfies Meta<typeof SentimentBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The word is read with its meaning ("Sentiment: Positive"); the icon is decoration. */
const reads = (text: string, variant: string) =>
  (async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-slot="sentiment-badge"]') as HTMLElement;
    await expect(badge).toHaveTextContent(`Sentiment: ${text}`);
    await expect(within(badge).getByText("Sentiment:")).toHaveClass("sr-only");
    await expect(badge).toHaveAttribute("data-variant", variant);
    await expect(badge.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  }) satisfies Story["play"];

export const Default: Story = { play: reads("Positive", "success") };
export const Playground: Story = {};
export const Neutral: Story = { args: { sentiment: "neutral" }, play: reads("Neutral", "secondary") };
export const Negative: Story = { args: { sentiment: "negative" }, play: reads("Negative", "destructive") };

/** All three side by side, dark. */
export const AllDark: Story = {
  globals: { theme: "dark" },
  render: () => (
    <div className="flex gap-2">
      <SentimentBadge sentiment="positive" />
      <SentimentBadge sentiment="neutral" />
      <SentimentBadge sentiment="negative" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll('[data-slot="sentiment-badge"]')];
    await expect(badges.map((badge) => badge.getAttribute("data-sentiment"))).toEqual([
      "positive",
      "neutral",
      "negative",
    ]);
  },
};

export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { sentiment: "negative" },
  play: reads("Negative", "destructive"),
};
