import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { explorerUrl, receipts } from "../../fixtures/playground-run";
import {
  profileActivity as activity,
  profileAddress as address,
  profileVote,
  profileSaved as saved,
} from "../../fixtures/profile";
import { narrowViewport } from "../../lib/story-support";
import { ProfileScreen } from "./ProfileScreen";

const meta = {
  title: "Screens/ProfileScreen",
  component: ProfileScreen,
  parameters: { layout: "fullscreen" },
  args: {
    status: "connected",
    address,
    onConnect: fn(),
    onCopyAddress: fn(),
    onRemoveSaved: fn(),
    balance: { status: "success", lamports: 2_500_000_000n, usdc: 4_800_000n },
    activity: { status: "success", items: activity },
    payments: { status: "success", receipts, count: 2, total: "0.20" },
    getExplorerUrl: explorerUrl,
    saved,
    locale: "en-US",
    timeFormat: { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" },
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Your Profile" })).toBeVisible();
    await expect(canvas.getByText("G3Fy..jccG")).toBeVisible();
    await expect(canvas.getByText(/^2\.50* SOL$/)).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="profile-count-payments"]')).toHaveTextContent("2");
    await expect(canvas.getByText("Fast and accurate on my fill-mask benchmark.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Copy address" }));
    await expect(args.onCopyAddress).toHaveBeenCalledWith(address);
    await expect(await canvas.findByRole("button", { name: "Copied" })).toBeVisible();
    // The confirmation lasts 2 s: the shot waits for its end, so it never depends on when it is taken.
    await expect(
      await canvas.findByRole("button", { name: "Copy address" }, { timeout: 5_000 }),
    ).toBeVisible();
  },
};

/**
 * The spec's parts (§2.2) from real records: Connections and Reputation "n/a" (nothing measures them), the
 * achievements earned, GitHub and Hugging Face disabled with the reason, each activity item linked.
 */
export const SpecSections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const count = (slot: string) => canvasElement.querySelector(`[data-slot="profile-count-${slot}"]`);
    await expect(count("connections")).toHaveTextContent("n/a");
    await expect(count("reputation")).toHaveTextContent("n/a");
    // A comment, a rating, a paid prompt and a saved card: 4 of 5 (no arena vote).
    await expect(count("achievements")).toHaveTextContent("4");
    for (const name of ["GitHub", "Hugging Face"]) {
      const button = canvas.getByRole("button", { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(/not built yet/);
    }
    const items = canvasElement.querySelectorAll('[data-slot="profile-activity-item"]');
    for (const item of items)
      await expect(within(item as HTMLElement).getByRole("link")).toHaveAttribute("href");
    await userEvent.click(canvas.getByRole("tab", { name: "Achievements" }));
    const achievements = [...canvasElement.querySelectorAll('[data-slot="profile-achievement"]')];
    await expect(achievements.map((a) => a.getAttribute("data-state"))).toEqual([
      "earned",
      "earned",
      "locked",
      "earned",
      "earned",
    ]);
    await expect(canvas.getByText("Arena voter")).toBeVisible();
  },
};

export const ConnectedDark: Story = { globals: { theme: "dark" } };
export const ConnectedNarrow: Story = { tags: ["narrow"], globals: narrowViewport };

export const Payments: Story = {
  args: { tab: "payments" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Total spent:/)).toHaveTextContent("Total spent: 0.20 USDC on 2 payments");
    await expect(canvas.getByRole("link", { name: /Transaction 5VER…kQUW/ })).toHaveAttribute(
      "href",
      explorerUrl(receipts[0]!.signature),
    );
  },
};

export const Saved: Story = {
  args: { tab: "saved" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Salesforce/wikitext" })).toHaveAttribute(
      "href",
      "/dataset/Salesforce/wikitext/details",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Remove google-bert/bert-base-uncased" }));
    await expect(args.onRemoveSaved).toHaveBeenCalledWith(saved[0]);
  },
};

/** With an arena vote beside the comments, ratings and likes: it links to the arena. */
export const WithArenaVote: Story = {
  args: {
    activity: {
      status: "success",
      items: [profileVote, ...activity],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="profile-count-activity"]')).toHaveTextContent("4");
    await expect(canvas.getByRole("link", { name: "distilgpt2 vs gpt2" })).toHaveAttribute("href", "/arena");
  },
};

export const Empty: Story = {
  args: {
    activity: { status: "success", items: [] },
    payments: { status: "success", receipts: [], count: 0, total: "0" },
    saved: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("No signed comments, ratings or likes from this wallet yet."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Payments" }));
    await expect(canvas.getByText("No paid prompts from this wallet yet.")).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Saved" }));
    await expect(canvas.getByText(/Nothing saved yet/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { balance: { status: "loading" }, activity: { status: "loading" }, payments: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="profile-count-activity"]')).toHaveTextContent(
      "n/a",
    );
  },
};

export const Errors: Story = {
  args: {
    balance: { status: "error", message: "Failed to load the balance: the network did not answer." },
    activity: { status: "error", message: "The activity could not be loaded." },
    onRetryActivity: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Try Again" }));
    await expect(args.onRetryActivity).toHaveBeenCalled();
  },
};

export const Disconnected: Story = {
  args: { status: "disconnected", address: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Connect Wallet" }));
    await expect(args.onConnect).toHaveBeenCalled();
  },
};

export const DisconnectedDark: Story = { ...Disconnected, globals: { theme: "dark" } };

export const Connecting: Story = {
  args: { status: "connecting", address: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Connecting..." })).toBeDisabled();
  },
};
