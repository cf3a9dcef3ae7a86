import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { bertBaseUncased } from "../../fixtures/models";
import { cardCell, frame, narrowViewport } from "../../lib/story-support";
import { FeaturedModelCard, FeaturedModelCardSkeleton } from "./FeaturedModelCard";

/** The placeholder of a featured card while the carousel loads: decorative, exactly as tall as a card. */
const meta = {
  title: "Components/FeaturedModels/FeaturedModelCardSkeleton",
  component: FeaturedModelCardSkeleton,
  parameters: { layout: "padded" },
  decorators: [cardCell],
} satisfies Meta<typeof FeaturedModelCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const skeletonOf = (root: HTMLElement) =>
  root.querySelector('[data-slot="featured-model-card-skeleton"]') as HTMLElement;

/** Hidden from screen readers (the carousel announces the loading). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(skeletonOf(canvasElement)).toHaveAttribute("aria-hidden", "true");
  },
};

/** Beside a loaded card: the same height, so the slide does not jump when the models arrive. */
export const BesideACard: Story = {
  render: () => (
    <div className="grid grid-cols-2 gap-4">
      <FeaturedModelCardSkeleton />
      <FeaturedModelCard model={bertBaseUncased} href={`/model/${bertBaseUncased.id}`} locale="en-US" />
    </div>
  ),
  parameters: { wide: true },
  decorators: [frame("max-w-2xl")],
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="featured-model-card"]') as HTMLElement;
    await expect(skeletonOf(canvasElement).getBoundingClientRect().height).toBe(
      card.getBoundingClientRect().height,
    );
  },
};

export const Narrow: Story = { tags: ["narrow"], globals: narrowViewport, play: Default.play };
