import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { explorerUrl, receipts } from "../../fixtures/playground-run";
import { profileActivity, profileSaved, profileVote } from "../../fixtures/profile";
import { frame, narrowViewport } from "../../lib/story-support";
import { ProfileTabs } from "./ProfileTabs";

/**
 * The profile's tabs: Activity (signed comments, ratings, likes, arena votes), Payments (x402 receipts and
 * the total spent) and Saved (bookmarked cards), each loading, failed, empty or full.
 */
const meta = {
  title: "Screens/ProfileScreen/ProfileTabs",
  component: ProfileTabs,
  parameters: { layout: "padded" },
  decorators: [frame("max-w-3xl")],
  args: {
    activity: { status: "success", items: [profileVote, ...profileActivity] },
    onRetryActivity: fn(),
    payments: { status: "success", receipts, count: 2, total: "0.20" },
    onRetryPayments: fn(),
    getExplorerUrl: explorerUrl,
    saved: profileSaved,
    onRemoveSaved: fn(),
    onTabChange: fn(),
    locale: "en-US",
    timeFormat: { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" },
  },
} satisfies Meta<typeof ProfileTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabOf = (root: HTMLElement, name: string) => within(root).getByRole("tab", { name });
const panelOf = (root: HTMLElement) => within(within(root).getByRole("tabpanel"));

/** Activity first: each signed action with its model's link and date. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tablist", { name: "Profile" })).toBeVisible();
    await expect(canvas.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Activity",
      "Payments",
      "Saved",
      "Achievements",
    ]);
    await expect(tabOf(canvasElement, "Activity")).toHaveAttribute("aria-selected", "true");
    const panel = panelOf(canvasElement);
    await expect(panel.getAllByRole("listitem")).toHaveLength(4);
    await expect(panel.getByText("Fast and accurate on my fill-mask benchmark.")).toBeVisible();
    await expect(panel.getByRole("link", { name: "distilgpt2 vs gpt2" })).toHaveAttribute("href", "/arena");
    await expect(panel.getByText("Jun 3, 2025")).toBeVisible();
  },
};

export const Playground: Story = {};

/** Payments: the total and count, each receipt with its explorer link. */
export const Payments: Story = {
  args: { tab: "payments" },
  play: async ({ canvasElement }) => {
    const panel = panelOf(canvasElement);
    await expect(tabOf(canvasElement, "Payments")).toHaveAttribute("aria-selected", "true");
    await expect(canvasElement.querySelector('[data-slot="profile-payments-total"]')).toHaveTextContent(
      "Total spent: 0.20 USDC on 2 payments",
    );
    await expect(panel.getByRole("link", { name: /Transaction 5VER…kQUW/ })).toHaveAttribute(
      "href",
      explorerUrl(receipts[0]?.signature ?? ""),
    );
  },
};

/** One payment: "payment", not "payments". */
export const OnePayment: Story = {
  args: {
    tab: "payments",
    payments: { status: "success", receipts: receipts.slice(0, 1), count: 1, total: "0.10" },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="profile-payments-total"]')).toHaveTextContent(
      "Total spent: 0.10 USDC on 1 payment",
    );
  },
};

/** Saved: a link to each card's page; the bin asks to remove it. */
export const Saved: Story = {
  args: { tab: "saved" },
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement);
    await expect(panel.getByRole("link", { name: "google-bert/bert-base-uncased" })).toHaveAttribute(
      "href",
      "/model/google-bert/bert-base-uncased",
    );
    await expect(panel.getByText("Dataset")).toBeVisible();
    await userEvent.click(panel.getByRole("button", { name: "Remove Salesforce/wikitext" }));
    await expect(args.onRemoveSaved).toHaveBeenCalledWith(profileSaved[1]);
  },
};

/** Saved, nothing to remove with (no callback): links only. */
export const SavedReadOnly: Story = {
  args: { tab: "saved", onRemoveSaved: undefined },
  play: async ({ canvasElement }) => {
    await expect(panelOf(canvasElement).queryByRole("button")).toBeNull();
  },
};

/**
 * The keyboard: arrows move between the tabs and open each (wrapping at the ends), Home and End go to the
 * ends, and Tab leaves the tab list for the open panel.
 */
export const KeyboardArrows: Story = {
  play: async ({ canvasElement, args }) => {
    const activity = tabOf(canvasElement, "Activity");
    const payments = tabOf(canvasElement, "Payments");
    const saved = tabOf(canvasElement, "Saved");
    const achievements = tabOf(canvasElement, "Achievements");
    activity.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(payments).toHaveFocus();
    await expect(payments).toHaveAttribute("aria-selected", "true");
    await expect(args.onTabChange).toHaveBeenLastCalledWith("payments");
    await expect(panelOf(canvasElement).getByText(/Total spent:/)).toBeVisible();
    await userEvent.keyboard("{ArrowRight}");
    await expect(saved).toHaveAttribute("aria-selected", "true");
    await expect(panelOf(canvasElement).getByRole("link", { name: "Salesforce/wikitext" })).toBeVisible();
    await userEvent.keyboard("{ArrowRight}");
    await expect(achievements).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    await expect(activity).toHaveFocus();
    await expect(activity).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(achievements).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(activity).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{End}");
    await expect(achievements).toHaveAttribute("aria-selected", "true");
    await expect(args.onTabChange).toHaveBeenLastCalledWith("achievements");
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("tabpanel")).toHaveFocus();
  },
};

/** Still loading: each tab says so to screen readers and shows placeholders. */
export const Loading: Story = {
  args: { activity: { status: "loading" }, payments: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(panelOf(canvasElement).getByRole("status")).toHaveTextContent("Loading activity");
    await userEvent.click(tabOf(canvasElement, "Payments"));
    await expect(panelOf(canvasElement).getByRole("status")).toHaveTextContent("Loading payments");
  },
};

/** A list that could not load: its message and Try Again, per tab. */
export const Errors: Story = {
  args: {
    activity: { status: "error", message: "The activity could not be loaded." },
    payments: { status: "error", message: "The payments could not be loaded." },
  },
  play: async ({ canvasElement, args }) => {
    await expect(panelOf(canvasElement).getByText("The activity could not be loaded.")).toBeVisible();
    await userEvent.click(panelOf(canvasElement).getByRole("button", { name: "Try Again" }));
    await expect(args.onRetryActivity).toHaveBeenCalledTimes(1);
    await userEvent.click(tabOf(canvasElement, "Payments"));
    await expect(panelOf(canvasElement).getByText("The payments could not be loaded.")).toBeVisible();
    await userEvent.click(panelOf(canvasElement).getByRole("button", { name: "Try Again" }));
    await expect(args.onRetryPayments).toHaveBeenCalledTimes(1);
  },
};

/** A new wallet: each tab says what would show there. */
export const Empty: Story = {
  args: {
    activity: { status: "success", items: [] },
    payments: { status: "success", receipts: [], count: 0, total: "0" },
    saved: [],
  },
  play: async ({ canvasElement }) => {
    await expect(
      panelOf(canvasElement).getByText("No signed comments, ratings or likes from this wallet yet."),
    ).toBeVisible();
    await userEvent.click(tabOf(canvasElement, "Payments"));
    await expect(panelOf(canvasElement).getByText("No paid prompts from this wallet yet.")).toBeVisible();
    await userEvent.click(tabOf(canvasElement, "Saved"));
    await expect(panelOf(canvasElement).getByText(/^Nothing saved yet\./)).toBeVisible();
  },
};

/** On a phone (375 px): the tabs and the activity fit the width. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const tabs = canvasElement.querySelector('[data-slot="tabs"]') as HTMLElement;
    await expect(tabs.scrollWidth).toBeLessThanOrEqual(tabs.clientWidth);
    await expect(tabOf(canvasElement, "Saved")).toBeVisible();
  },
};
