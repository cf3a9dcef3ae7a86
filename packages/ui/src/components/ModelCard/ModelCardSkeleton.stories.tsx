import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { bertBaseUncased, commentsById, sdVaeFtMse, whisperLargeV3 } from "../../fixtures/models";
import { cardCell } from "../../lib/story-support";
import { ModelCard } from "./ModelCard";
import { ModelCardSkeleton } from "./ModelCardSkeleton";

const meta = {
  title: "Components/ModelCardSkeleton",
  component: ModelCardSkeleton,
  parameters: { layout: "padded" },
  decorators: [cardCell],
} satisfies Meta<typeof ModelCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A model card's placeholder while a page of models loads. */
export const Default: Story = {};

export const Dark: Story = { globals: { theme: "dark" } };

/**
 * The placeholder is exactly as tall as the card that replaces it (with comments or without, with tags
 * or without), in a grid cell and on a phone's width, so a loaded page moves nothing.
 */
export const AsTallAsTheCard: Story = {
  parameters: { wide: true },
  render: () => (
    <div className="flex flex-col gap-5">
      {["w-80", "w-96"].map((width) => (
        <ul key={width} data-row={width} className="flex items-start gap-5 overflow-x-auto">
          <li className={`${width} shrink-0`}>
            <ModelCardSkeleton />
          </li>
          <li className={`${width} shrink-0`}>
            <ModelCard model={bertBaseUncased} href="#" comments={commentsById[bertBaseUncased.id]} />
          </li>
          <li className={`${width} shrink-0`}>
            <ModelCard model={whisperLargeV3} href="#" commentsStatus="loading" />
          </li>
          <li className={`${width} shrink-0`}>
            <ModelCard model={{ ...sdVaeFtMse, tags: [] }} href="#" comments={null} />
          </li>
        </ul>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const row of canvasElement.querySelectorAll("[data-row]")) {
      const heights = [...row.querySelectorAll(":scope > li > *")].map(
        (el) => el.getBoundingClientRect().height,
      );
      await expect(heights).toHaveLength(4);
      await expect(heights).toEqual(Array(4).fill(heights[0]));
    }
  },
};
