import { TWEETS_UNREACHABLE_ADVICE, TWEETS_UNREACHABLE_CAUSES } from "@hiber/hub-sdk";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { narrowViewport } from "../../lib/story-support";
import { FeedError, type FeedSource } from "./FeedError";

/**
 * The feed's error state (spec §2.6): the message (spec §8), Try Again with the active source, and the
 * two source buttons, the active one pressed.
 */
const meta = {
  title: "Screens/FeedScreen/FeedError",
  component: FeedError,
  parameters: { layout: "padded" },
  args: {
    message: "Unable to connect to the Twitter API",
    causes: TWEETS_UNREACHABLE_CAUSES,
    advice: TWEETS_UNREACHABLE_ADVICE,
    source: "primary",
    onRetry: fn(),
    onSourceChange: fn(),
  },
} satisfies Meta<typeof FeedError>;

export default meta;
type Story = StoryObj<typeof meta>;

const alertOf = (root: HTMLElement) => within(within(root).getByRole("alert"));
/** The source buttons shown pressed (the active source's). */
const pressed = (root: HTMLElement) =>
  alertOf(root)
    .getAllByRole("button", { pressed: true })
    .map((button) => button.textContent);
/** The line that names the source in use. */
const sourceLine = (root: HTMLElement) => root.querySelector('[data-slot="feed-error-source"]');

/** The network failure: its causes and advice, the source in use; Try Again and each source call back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = alertOf(canvasElement);
    await expect(
      alert.getByRole("heading", { level: 2, name: "Unable to connect to the Twitter API" }),
    ).toBeVisible();
    await expect(alert.getByText("Possible causes:")).toBeVisible();
    await expect(alert.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Network connectivity issues",
      "The Twitter API server is down or unreachable",
    ]);
    await expect(alert.getByText(TWEETS_UNREACHABLE_ADVICE)).toBeVisible();
    await expect(sourceLine(canvasElement)).toHaveTextContent("Source: Primary API");
    await expect(pressed(canvasElement)).toEqual(["Try Primary API"]);
    await userEvent.click(alert.getByRole("button", { name: "Try Again" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(alert.getByRole("button", { name: "Try Backup API" }));
    await expect(args.onSourceChange).toHaveBeenCalledWith("backup");
  },
};

export const Playground: Story = {};

/** On the backup source: it is the one pressed and named. */
export const BackupSource: Story = {
  args: { source: "backup" },
  play: async ({ canvasElement }) => {
    await expect(sourceLine(canvasElement)).toHaveTextContent("Source: Backup API");
    await expect(pressed(canvasElement)).toEqual(["Try Backup API"]);
  },
};

/** Wired to state: the keyboard reaches each button in order; Enter and Space switch the source. */
export const SwitchingSource: Story = {
  render: function Render(args) {
    const [source, setSource] = useState<FeedSource>(args.source);
    return <FeedError {...args} source={source} onSourceChange={setSource} />;
  },
  play: async ({ canvasElement, args }) => {
    const alert = alertOf(canvasElement);
    const primary = alert.getByRole("button", { name: "Try Primary API" });
    const backup = alert.getByRole("button", { name: "Try Backup API" });
    await userEvent.tab();
    await expect(primary).toHaveFocus();
    await userEvent.tab();
    await expect(backup).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(pressed(canvasElement)).toEqual(["Try Backup API"]);
    await expect(sourceLine(canvasElement)).toHaveTextContent("Source: Backup API");
    await userEvent.tab();
    await expect(alert.getByRole("button", { name: "Try Again" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    primary.focus();
    await userEvent.keyboard(" ");
    await expect(pressed(canvasElement)).toEqual(["Try Primary API"]);
  },
};

/** An HTTP failure (spec §8): the message alone, no causes or advice. */
export const HttpError: Story = {
  args: {
    message: "HTTP error! status: 502, details: Bad Gateway",
    causes: undefined,
    advice: undefined,
  },
  play: async ({ canvasElement }) => {
    const alert = alertOf(canvasElement);
    await expect(
      alert.getByRole("heading", { name: "HTTP error! status: 502, details: Bad Gateway" }),
    ).toBeVisible();
    await expect(alert.queryByText("Possible causes:")).toBeNull();
    await expect(alert.queryByRole("list")).toBeNull();
  },
};

/** Rate limited, with no way to switch or retry offered (no callbacks): the message and the source only. */
export const ReadOnly: Story = {
  args: {
    message: "Rate limit exceeded. Please try again later.",
    causes: undefined,
    advice: undefined,
    onRetry: undefined,
    onSourceChange: undefined,
  },
  play: async ({ canvasElement }) => {
    const alert = alertOf(canvasElement);
    await expect(
      alert.getByRole("heading", { name: "Rate limit exceeded. Please try again later." }),
    ).toBeVisible();
    await expect(alert.queryByRole("button")).toBeNull();
    await expect(sourceLine(canvasElement)).toHaveTextContent("Source: Primary API");
  },
};

/** A long unbroken detail from the server: it wraps inside the card. */
export const LongMessage: Story = {
  args: {
    message: `HTTP error! status: 500, details: ${"upstream_connect_error_or_disconnect_before_headers".repeat(3)}`,
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="feed-error"]') as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** On a phone (375 px): the two source buttons wrap, nothing overflows. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="feed-error"]') as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(within(card).getByRole("button", { name: "Try Backup API" })).toBeVisible();
  },
};
