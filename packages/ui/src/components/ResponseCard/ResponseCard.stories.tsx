import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { allFailedTrace, codeAnswer, fallbackTrace, partialAnswer } from "../../fixtures/playground";
import { ResponseCard } from "./ResponseCard";

const meta = {
  title: "Components/ResponseCard",
  component: ResponseCard,
  parameters: { layout: "padded" },
  args: { status: "done", text: codeAnswer, onCopy: fn(async () => {}), onRetry: fn() },
  argTypes: { status: { control: "inline-radio", options: ["generating", "streaming", "done", "error"] } },
} satisfies Meta<typeof ResponseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Done: Story = {
  args: { attempts: fallbackTrace },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Copy" }));
    await expect(args.onCopy).toHaveBeenCalledWith(codeAnswer);
    await expect(await canvas.findByRole("button", { name: "Copied!" })).toBeVisible();
    // The feedback ends by itself (and the snapshot shows the settled card, not a timer's moment).
    await waitFor(() => expect(canvas.getByRole("button", { name: "Copy" })).toBeVisible(), {
      timeout: 4000,
    });
    await expect(canvasElement.querySelector('[data-slot="response-card-caret"]')).toBeNull();
  },
};

/** Copying can fail (no clipboard permission): the button says so. */
export const CopyFailed: Story = {
  args: { onCopy: fn(async () => Promise.reject(new globalThis.Error("denied"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Copy" }));
    await expect(await canvas.findByRole("button", { name: "Copy failed" })).toBeVisible();
  },
};

const copied: string[] = [];

/**
 * The browser refuses the Clipboard API (no permission, as in headless Chromium): Copy falls back to the copy
 * command (recorded here, since a test's synthetic click grants no user activation) and still says "Copied!".
 */
export const CopyWithoutClipboardPermission: Story = {
  args: { onCopy: undefined },
  beforeEach: () => {
    const { clipboard } = navigator;
    const execCommand = document.execCommand;
    copied.length = 0;
    const refused = {
      writeText: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")),
    };
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: refused });
    document.execCommand = (command: string) => {
      copied.push(`${command}:${(document.activeElement as HTMLTextAreaElement | null)?.value ?? ""}`);
      return command === "copy";
    };
    return () => {
      Object.defineProperty(navigator, "clipboard", { configurable: true, value: clipboard });
      document.execCommand = execCommand;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Copy" }));
    await expect(await canvas.findByRole("button", { name: "Copied!" })).toHaveFocus();
    await expect(copied).toEqual([`copy:${codeAnswer}`]);
    // The feedback ends by itself (and the snapshot shows the settled card, not a timer's moment).
    await waitFor(() => expect(canvas.getByRole("button", { name: "Copy" })).toBeVisible(), {
      timeout: 4000,
    });
  },
};

export const Generating: Story = {
  args: { status: "generating", text: "", model: "meta-llama/Llama-3.1-8B-Instruct" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Waiting for Llama-3.1-8B-Instruct…");
    await expect(canvas.getByRole("button", { name: "Copy" })).toBeDisabled();
  },
};

export const Streaming: Story = {
  args: { status: "streaming", text: partialAnswer },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="response-card-caret"]')).not.toBeNull();
  },
};

export const StreamingDark: Story = { ...Streaming, globals: { theme: "dark" } };

// biome-ignore lint/suspicious/noShadowRestrictedNames: the story id "components-responsecard--error" is API
export const Error: Story = {
  args: {
    status: "error",
    text: "",
    error: "All model attempts failed. Try another model or retry in a moment.",
    attempts: allFailedTrace,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "ErrorAll model attempts failed. Try another model or retry in a moment.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Try Again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ErrorDark: Story = { ...Error, globals: { theme: "dark" } };

/** The local router emulator answered: a notice says the text is a stand-in's sample, not the model's. */
export const StandIn: Story = {
  args: {
    text: "Rain on the new roof\nthe nation will not wait for\nsmall hands in the field",
    attempts: fallbackTrace,
    standInModel: "meta-llama/Llama-3.1-8B-Instruct",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Local stand-in for/)).toHaveTextContent(
      "Local stand-in for Llama-3.1-8B-Instruct — sample text, not the model's answer. Set ROUTER_URL and ROUTER_TOKEN for real answers.",
    );
  },
};

export const StandInDark: Story = { ...StandIn, globals: { theme: "dark" } };

/** A real router's answer carries no stand-in notice. */
export const RealAnswer: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Local stand-in/)).toBeNull();
  },
};
