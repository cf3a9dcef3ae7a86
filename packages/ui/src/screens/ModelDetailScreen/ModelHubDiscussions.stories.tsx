import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { MODEL_DETAIL_NOW, modelHubDiscussions } from "../../fixtures/model-detail";
import { frame, narrowViewport } from "../../lib/story-support";
import { ModelHubDiscussions } from "./ModelHubDiscussions";

/** A model's hub discussions beside the signed comments, marked as from the Hugging Face Hub. */
const meta = {
  title: "Screens/ModelDetailScreen/ModelHubDiscussions",
  component: ModelHubDiscussions,
  parameters: { layout: "padded" },
  decorators: [frame("max-w-sm")],
  args: {
    discussions: modelHubDiscussions,
    allHref: "/discussions/meta-llama/Llama-3.1-8B-Instruct",
    now: MODEL_DETAIL_NOW,
    locale: "en-US",
  },
} satisfies Meta<typeof ModelHubDiscussions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two threads: a link where there is one, author, age, comment count; then All hub discussions. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "From the Hugging Face Hub" })).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: "Tokenizer chat template missing the tool role?" }),
    ).toHaveAttribute("href", "/model/meta-llama/Llama-3.1-8B-Instruct/discussions");
    await expect(canvas.getByText("GGUF quantisation results").tagName).toBe("SPAN");
    await expect(canvas.getByText(/sample_dev ·/)).toHaveTextContent("sample_dev · 2 days ago · 6 comments");
    await expect(canvas.getByRole("link", { name: "All hub discussions" })).toBeVisible();
  },
};

export const Playground: Story = {};

/** Made up by the hub emulator: labelled sample. */
export const Sample: Story = {
  args: { sample: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 2 })).toHaveTextContent(/sample/i);
  },
};

/** None: a quiet note, and no sample label even for the emulator. */
export const Empty: Story = {
  args: { discussions: [], sample: true, allHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No discussions on the hub.")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2 })).not.toHaveTextContent(/sample/i);
  },
};

/** One comment (singular) and a very long title that wraps. */
export const LongTitle: Story = {
  args: {
    discussions: [
      {
        id: "1",
        title: `Feature request: ${"support-for-extremely-long-context-windows-".repeat(4)}`,
        author: "sample_longtitle",
        createdAt: MODEL_DETAIL_NOW,
        comments: 1,
        href: "/model/x/y/discussions/1",
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole("region");
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    await expect(within(section).getByText(/sample_longtitle/)).toHaveTextContent("just now · 1 comment");
  },
};

export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: LongTitle.args,
  play: LongTitle.play,
};
