import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { narrowViewport } from "../../lib/story-support";
import { Leaderboard, type LeaderboardRow } from "./Leaderboard";

// Hand-written rows in the server's shape (the scale of LMArena: 1000 is the reference).
const rows: LeaderboardRow[] = [
  {
    model: "meta-llama/Llama-3.1-8B-Instruct",
    rank: 1,
    score: 1087.4,
    lower: 1031.2,
    upper: 1152.9,
    votes: 42,
    winRate: 0.62,
    enoughVotes: true,
  },
  {
    model: "Qwen/Qwen2.5-7B-Instruct",
    rank: 2,
    score: 1012.8,
    lower: 958.1,
    upper: 1070.3,
    votes: 38,
    winRate: 0.47,
    enoughVotes: true,
  },
  {
    model: "mistralai/Mistral-7B-Instruct-v0.3",
    rank: 3,
    score: 921.6,
    lower: 860.4,
    upper: 979.9,
    votes: 35,
    winRate: 0.31,
    enoughVotes: true,
  },
  {
    model: "google/gemma-2-2b-it",
    rank: null,
    score: null,
    lower: null,
    upper: null,
    votes: 4,
    winRate: 0.25,
    enoughVotes: false,
  },
];

const meta = {
  title: "Components/Leaderboard",
  component: Leaderboard,
  args: { status: "success", rows, minVotes: 10, task: "text-generation", onRetry: fn() },
} satisfies Meta<typeof Leaderboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getAllByRole("row")[1];
    if (!first) throw new Error("no first row");
    await expect(first).toHaveTextContent("1meta-llama/Llama-3.1-8B-Instruct10871031–11534262 %");
    await expect(canvas.getByText("not enough votes")).toBeVisible();
  },
};

export const Playground: Story = {};

/** Every model below the minimum: no ranks, no scores. */
export const NotEnoughVotes: Story = {
  args: {
    rows: rows.map((row) => ({
      ...row,
      rank: null,
      score: null,
      lower: null,
      upper: null,
      votes: 3,
      enoughVotes: false,
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText("not enough votes")).toHaveLength(4);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No votes yet for text-generation/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: "loading", rows: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("region", { name: "Leaderboard" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: { status: "error", rows: undefined, error: "The server could not be reached. Please try again." },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("The server could not be reached.");
    await userEvent.click(canvas.getByRole("button", { name: "Try Again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A narrow screen: long names wrap (they are cut only from 640 px up), the numbers stay on one line, nothing scrolls sideways. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table");
    for (const row of rows) {
      const cell = table.querySelector(`tr[data-model="${row.model}"] td:nth-child(2)`) as HTMLElement;
      await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
      await expect(cell.getBoundingClientRect().height).toBeGreaterThan(0);
    }
    const root = document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const NarrowDark: Story = {
  ...Narrow,
  tags: ["narrow"],
  globals: { ...Narrow.globals, theme: "dark" },
};
