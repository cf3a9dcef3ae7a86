import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { smallGraph } from "../../fixtures/graph";
import { frame, narrowViewport } from "../../lib/story-support";
import GraphCanvas from "./GraphCanvas";

/**
 * The network canvas of {@link CommunityGraph} alone (force-directed, react-force-graph-2d): it fills its
 * container's width at the given height, lays the graph out and zooms to fit it. Its pixels are left out of the
 * visual snapshots (e2e/components/stories.test.ts: the force layout's pixels move between runs); CommunityGraph's
 * stories cover selecting, searching and loading more through the lists around it.
 */
const meta = {
  title: "Components/CommunityGraph/GraphCanvas",
  component: GraphCanvas,
  parameters: { layout: "padded" },
  args: { data: smallGraph, onSelect: fn(), onSettled: fn(), settle: "instant", height: 420 },
  argTypes: { settle: { control: "inline-radio", options: ["instant", "animate"] } },
} satisfies Meta<typeof GraphCanvas>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The canvas is drawn at its container's width and the given height, and the layout says it has settled. */
const drawnAndSettled: Story["play"] = async ({ canvasElement, args }) => {
  // An animated layout cools one tick a frame: a loaded machine draws fewer frames a second, so the bound is
  // generous (the story pass gives a story 60 s).
  await waitFor(() => expect(args.onSettled).toHaveBeenCalled(), { timeout: 45_000 });
  const canvas = canvasElement.querySelector("canvas");
  if (!canvas) throw new Error("no canvas drawn");
  const box = canvas.parentElement?.closest("div.w-full")?.getBoundingClientRect();
  await expect(Math.round(canvas.getBoundingClientRect().width)).toBe(Math.round(box?.width ?? -1));
  await expect(Math.round(canvas.getBoundingClientRect().height)).toBe(args.height);
  await expect(args.onSelect).not.toHaveBeenCalled();
};

/** Laid out before the first paint (`settle: "instant"`, as in stories and snapshots). */
export const Default: Story = { play: drawnAndSettled };

/** The layout settles on screen, then fits the view. */
export const Animate: Story = { args: { settle: "animate" }, play: drawnAndSettled };

/** A node ringed as selected, another centred on (the search box's pick). */
export const SelectedAndFocused: Story = {
  args: { selectedId: smallGraph.nodes[0]?.id, focusId: smallGraph.nodes[1]?.id },
  play: drawnAndSettled,
};

/** A phone's width, a shorter canvas. */
export const Narrow: Story = {
  args: { height: 320 },
  globals: narrowViewport,
  tags: ["narrow"],
  decorators: [frame("w-full max-w-[343px]")],
  play: drawnAndSettled,
};

/** Controls for every prop. */
export const Playground: Story = {};
