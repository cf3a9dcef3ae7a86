import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { rottenTomatoes } from "../../fixtures/datasets";
import { cardCell, frame, narrowViewport } from "../../lib/story-support";
import { DatasetCard, DatasetCardSkeleton, datasetDetailsHref } from "./DatasetCard";

/** The placeholder of a dataset card while a page loads: decorative, its rows at the card's heights. */
const meta = {
  title: "Components/DatasetCard/DatasetCardSkeleton",
  component: DatasetCardSkeleton,
  parameters: { layout: "padded" },
  decorators: [cardCell],
} satisfies Meta<typeof DatasetCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const skeleton = (root: HTMLElement) =>
  root.querySelector('[data-slot="dataset-card-skeleton"]') as HTMLElement;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(skeleton(canvasElement)).toHaveAttribute("aria-hidden", "true");
  },
};

/** Beside a loaded card with every action: the same height, so nothing moves when the data arrives. */
export const BesideACard: Story = {
  parameters: { wide: true },
  decorators: [frame("max-w-3xl")],
  render: () => (
    <div className="grid grid-cols-2 items-start gap-4">
      <DatasetCardSkeleton />
      <DatasetCard
        dataset={rottenTomatoes}
        href={datasetDetailsHref(rottenTomatoes.id)}
        locale="en-US"
        onBookmarkChange={fn()}
        onShare={fn()}
        onPreview={fn()}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector("article") as HTMLElement;
    const height = skeleton(canvasElement).getBoundingClientRect().height;
    await expect(Math.abs(height - card.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
  },
};

export const Narrow: Story = { tags: ["narrow"], globals: narrowViewport, play: Default.play };
