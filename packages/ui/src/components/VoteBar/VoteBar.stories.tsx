import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { frame, narrowViewport } from "../../lib/story-support";
import { VoteBar } from "./VoteBar";

const meta = {
  title: "Components/VoteBar",
  component: VoteBar,
  args: { canSign: true, onVote: fn(), onConnect: fn() },
  decorators: [frame("max-w-3xl")],
} satisfies Meta<typeof VoteBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A connected wallet: each button signs that vote. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const name of ["A is better", "B is better", "Tie", "Both bad"])
      await expect(canvas.getByRole("button", { name })).toBeEnabled();
    await userEvent.click(canvas.getByRole("button", { name: "Both bad" }));
    await expect(args.onVote).toHaveBeenCalledWith("both-bad");
    await expect(args.onConnect).not.toHaveBeenCalled();
  },
};

export const Playground: Story = { args: { state: "idle" } };

/** No wallet: a click opens the wallet modal instead of voting. */
export const NoWallet: Story = {
  args: { canSign: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Connect a wallet to vote/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "A is better" }));
    await expect(args.onConnect).toHaveBeenCalledOnce();
    await expect(args.onVote).not.toHaveBeenCalled();
  },
};

/** The wallet is asked to sign "Tie": the buttons wait. */
export const Signing: Story = {
  args: { state: "signing", pending: "tie" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Approve the signature in your wallet…")).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Tie/ })).toBeDisabled();
  },
};

export const Voted: Story = {
  args: { state: "voted", voted: "b" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Your vote is recorded: B is better.");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: { state: "error", error: "You have already voted on this run." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("You have already voted on this run.");
    await expect(canvas.getByRole("button", { name: "A is better" })).toBeEnabled();
  },
};

/** The run has no id (the server did not issue one): no buttons, the reason instead. */
export const Unavailable: Story = {
  args: { state: "unavailable", error: "The server refused the request (503)." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Votes are unavailable for this run: The server refused the request (503).",
    );
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** Under a run: a link to the leaderboard of the run's task. */
export const WithLeaderboardLink: Story = {
  args: { leaderboardHref: "/arena?task=text-generation" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "See the leaderboard" })).toHaveAttribute(
      "href",
      "/arena?task=text-generation",
    );
  },
};

/** 390 px wide: the four buttons in two rows. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
};
