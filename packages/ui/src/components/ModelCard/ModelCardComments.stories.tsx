import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { bertBaseUncased, commentsById, distilbertSst2, llama31Instruct } from "../../fixtures/models";
import { frame, narrowViewport } from "../../lib/story-support";
import { ModelCardCommentArea } from "./ModelCardComments";

const longComment = commentsById[bertBaseUncased.id];
const shortComment = commentsById[distilbertSst2.id];

/**
 * The latest comment's place on a model card, of a reserved height so the card keeps its size when the
 * comments arrive after it: a placeholder, the comment (two lines, "Show comment" when cut), or a note.
 */
const meta = {
  title: "Components/ModelCard/ModelCardCommentArea",
  component: ModelCardCommentArea,
  parameters: { layout: "padded" },
  decorators: [frame("max-w-xs")],
  args: { comments: longComment, status: "success", locale: "en-US" },
  argTypes: { status: { control: "inline-radio", options: ["loading", "error", "success"] } },
} satisfies Meta<typeof ModelCardCommentArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const area = (root: HTMLElement) =>
  root.querySelector('[data-slot="model-card-comment-area"]') as HTMLElement;

/** A long comment: cut at two lines; "Show comment" opens all of it and its date, "Hide comment" closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Latest comment by").parentElement).toHaveTextContent(
      "Latest comment by mira-k· Contributor",
    );
    await expect(canvasElement.querySelector("time")).toBeNull();
    const toggle = canvas.getByRole("button", { name: "Show comment" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const comment = canvasElement.querySelector("blockquote") as HTMLElement;
    await expect(toggle).toHaveAttribute("aria-controls", comment.id);
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("button", { name: "Hide comment" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(canvas.getByText("Nov 2, 2024")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Hide comment" }));
    await expect(canvas.getByRole("button", { name: "Show comment" })).toBeVisible();
  },
};

export const Playground: Story = {};

/** Loading: a decorative placeholder of the comment's size. */
export const Loading: Story = {
  args: { comments: undefined, status: "loading" },
  play: async ({ canvasElement }) => {
    await expect(area(canvasElement)).toHaveAttribute("data-state", "loading");
    await expect(area(canvasElement).firstElementChild).toHaveAttribute("aria-hidden", "true");
  },
};

/** The comments could not be had. */
export const ErrorState: Story = {
  args: { comments: undefined, status: "error" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Comments not available")).toBeVisible();
  },
};

/** No comment at all yet. */
export const Empty: Story = {
  args: { comments: { count: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No comments yet")).toBeVisible();
  },
};

/** A count but no recent comment to show. */
export const CountOnly: Story = {
  args: { comments: { count: 12 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No recent comment")).toBeVisible();
  },
};

/** A comment that fits: its date at once, no toggle. */
export const ShortComment: Story = {
  args: { comments: shortComment },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Works great for product reviews.")).toBeVisible();
    await expect(canvas.getByText("Jun 21, 2024")).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** Made up by the embedded hub emulator: labelled "sample", read as "(sample)". */
export const Sample: Story = {
  args: { comments: commentsById[llama31Instruct.id], sample: true },
  play: async ({ canvasElement }) => {
    const label = canvasElement.querySelector('[data-slot="model-card-comment-sample"]') as HTMLElement;
    await expect(label).toHaveTextContent("(sample)");
    await expect(label).toBeVisible();
  },
};

/** A long author name is cut; the role and the sample label stay whole. */
export const LongAuthor: Story = {
  args: {
    comments: {
      count: 3,
      recent: {
        text: "Thanks!",
        author: "an-extraordinarily-long-hub-username-that-never-ends",
        role: "Contributor",
        timestamp: new Date("2024-06-21T12:00:00Z"),
      },
    },
    sample: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("· Contributor")).toBeVisible();
    const figure = canvasElement.querySelector("figure") as HTMLElement;
    await expect(figure.scrollWidth).toBeLessThanOrEqual(figure.clientWidth);
  },
};

/** On a phone the card is wider: the same comment may fit in two lines; the toggle appears only if cut. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    await expect(area(canvasElement)).toHaveAttribute("data-state", "success");
    await expect(within(canvasElement).getByText("mira-k")).toBeVisible();
  },
};
