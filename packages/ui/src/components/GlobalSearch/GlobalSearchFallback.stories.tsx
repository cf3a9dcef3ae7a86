import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { narrowViewport } from "../../lib/story-support";
import { GlobalSearchFallback } from "./GlobalSearchFallback";

const meta = {
  title: "Components/GlobalSearch/Fallback",
  component: GlobalSearchFallback,
  args: { state: "failed", onRetry: fn(), onClose: fn() },
} satisfies Meta<typeof GlobalSearchFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog's code could not be loaded: Retry loads it again, Close and Escape give up. */
export const Failed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Search couldn't load.");
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Close search" }));
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** The dialog's code is on its way. */
export const Loading: Story = {
  args: { state: "loading" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading search");
  },
};

export const FailedNarrow: Story = { tags: ["narrow"], globals: narrowViewport };
