import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { modelDetail, modelDetailLong, modelDetailUnrated } from "../../fixtures/model-detail";
import { narrowViewport } from "../../lib/story-support";
import { ModelDetailOverview } from "./ModelDetailOverview";

/** Replaces the clipboard for one story (headless browsers refuse it); gives the original back after. */
function withClipboard(writeText: (text: string) => Promise<void>) {
  return () => {
    const original = Object.getOwnPropertyDescriptor(navigator, "clipboard");
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    return () => {
      if (original) Object.defineProperty(navigator, "clipboard", original);
      else Reflect.deleteProperty(navigator, "clipboard");
    };
  };
}

const writeText = fn(async (_text: string) => {});

/** A model page's Overview tab: Technical Details, Information and Usage Examples (each with Copy). */
const meta = {
  title: "Screens/ModelDetailScreen/ModelDetailOverview",
  component: ModelDetailOverview,
  parameters: { layout: "padded" },
  args: { model: modelDetail },
} satisfies Meta<typeof ModelDetailOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The metrics, the information, and an example copied: its code goes to the clipboard, "Copied" is said. */
export const Default: Story = {
  beforeEach: withClipboard(writeText),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("MMLU (5-shot)").nextElementSibling).toHaveTextContent("69.4");
    await expect(canvas.getByText("License").nextElementSibling).toHaveTextContent("llama3.1");
    const example = canvas.getByRole("figure", { name: "Transformers" });
    await userEvent.click(within(example).getByRole("button", { name: "Copy Transformers" }));
    await expect(writeText).toHaveBeenCalledWith(modelDetail.examples[0]!.code);
    await expect(within(example).getByRole("status")).toHaveTextContent("Copied");
    await expect(
      within(canvas.getByRole("figure", { name: "curl (router)" })).getByRole("status"),
    ).toHaveTextContent("");
  },
};

export const Playground: Story = {};

/** The clipboard refused: "Copy failed", never a false "Copied". */
export const CopyFailed: Story = {
  beforeEach: withClipboard(async () => {
    throw new DOMException("Write permission denied.", "NotAllowedError");
  }),
  play: async ({ canvasElement }) => {
    const example = within(canvasElement).getByRole("figure", { name: "Transformers" });
    await userEvent.click(within(example).getByRole("button", { name: "Copy Transformers" }));
    await expect(within(example).getByRole("status")).toHaveTextContent("Copy failed");
  },
};

/** Nothing reported: plain notes instead of empty panels. */
export const Empty: Story = {
  args: { model: { ...modelDetailUnrated, information: [], examples: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No evaluation results reported.")).toBeVisible();
    await expect(canvas.getByText("No usage examples for this model.")).toBeVisible();
    await expect(canvas.getByText("n/a")).toBeVisible();
  },
};

/** A 300-character line of code scrolls inside its block, reachable by keyboard. */
export const LongContent: Story = {
  args: { model: modelDetailLong },
  play: async ({ canvasElement }) => {
    const pre = canvasElement.querySelector("pre") as HTMLElement;
    await expect(pre.scrollWidth).toBeGreaterThan(pre.clientWidth);
    await expect(pre).toHaveAttribute("tabindex", "0");
    const overview = canvasElement.querySelector('[data-slot="model-detail-overview"]') as HTMLElement;
    await expect(overview.scrollWidth).toBeLessThanOrEqual(overview.clientWidth);
  },
};

export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: LongContent.args,
  play: LongContent.play,
};
