import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import {
  bartLargeCnn,
  bertBaseUncased,
  commentsById,
  detrResnet50,
  distilbertSst2,
  llama31Instruct,
  models,
  multilingualMpnet,
  opusMtEnDe,
  sdVaeFtMse,
  whisperLargeV3,
} from "../../fixtures/models";
import { COVER_IMAGES } from "../../lib/cover-image";
import { cardCell, fixtureSelect, frame } from "../../lib/story-support";
import { type LinkComponentProps, LinkProvider } from "../Link/LinkProvider";
import { ModelCard } from "./ModelCard";

const meta = {
  title: "Components/ModelCard",
  component: ModelCard,
  parameters: { layout: "padded" },
  args: {
    model: bertBaseUncased,
    href: `/model/${bertBaseUncased.id}`,
    locale: "en-US",
    onToggleSelect: fn(),
  },
  argTypes: { model: fixtureSelect(models) },
  decorators: [cardCell],
} satisfies Meta<typeof ModelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "bert-base-uncased" });
    await expect(link).toHaveAttribute("href", "/model/google-bert/bert-base-uncased");
    await expect(link).toHaveAttribute("title", "google-bert/bert-base-uncased");
    await expect(canvas.getByRole("heading", { level: 3, name: "bert-base-uncased" })).toBeVisible();
    await expect(canvas.getByText("google-bert")).toBeVisible();
    await expect(canvas.getByText("fill-mask")).toBeVisible();
    await expect(canvas.getByText("2.2K")).toBeVisible();
    await expect(canvas.getByText("61.2M")).toBeVisible();
    await expect(canvas.getByText("2,231 likes")).toBeInTheDocument();
    await expect(canvas.getByText("61,234,567 downloads")).toBeInTheDocument();
    await expect(canvas.getByText("Feb 19, 2024")).toHaveAttribute("datetime", "2024-02-19T12:00:00.000Z");
    // The card is reachable with the keyboard through its link.
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Playground: Story = { args: { model: llama31Instruct, href: `/model/${llama31Instruct.id}` } };

/** A model without a pipeline tag is labelled "General". */
export const NoPipelineTag: Story = {
  args: { model: sdVaeFtMse, href: `/model/${sdVaeFtMse.id}` },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="model-card"]');
    await expect(card).toHaveAttribute("data-family", "general");
    await expect(within(canvasElement).getByText("General")).toBeVisible();
  },
};

/** Three tags, then "+N more". */
export const ManyTags: Story = {
  args: { model: multilingualMpnet, href: `/model/${multilingualMpnet.id}` },
  play: async ({ canvasElement }) => {
    const tags = within(canvasElement).getByRole("list", { name: "Tags" });
    const items = within(tags).getAllByRole("listitem");
    await expect(items.map((item) => item.textContent)).toEqual([
      "sentence-transformers",
      "pytorch",
      "tf",
      `+${multilingualMpnet.tags.length - 3} more`,
    ]);
  },
};

/** In a narrow card long tags give way (their text on hover) and a short one stays whole: "ner", not "ne…". */
export const ShortTagBesideLongOnes: Story = {
  args: {
    model: {
      ...multilingualMpnet,
      tags: ["sentence-transformers", "feature-extraction", "ner", "multilingual"],
    },
  },
  decorators: [frame("w-72")],
  play: async ({ canvasElement }) => {
    const tags = within(within(canvasElement).getByRole("list", { name: "Tags" }));
    const short = tags.getByText("ner");
    await expect(short.scrollWidth).toBeLessThanOrEqual(short.clientWidth);
    const long = tags.getByText("feature-extraction");
    await expect(long).toHaveAttribute("title", "feature-extraction");
    await expect(long.clientWidth).toBeGreaterThan(0);
  },
};

/** A long name wraps (and clamps at two lines) inside a narrow card. */
export const LongName: Story = {
  args: { model: distilbertSst2, href: `/model/${distilbertSst2.id}` },
  decorators: [frame("w-72")],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", {
      name: "distilbert-base-uncased-finetuned-sst-2-english",
    });
    const card = canvasElement.querySelector('[data-slot="model-card"]') as HTMLElement;
    await expect(link.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

/** One card per task family, to compare the cover colours. */
export const TaskFamilies: Story = {
  parameters: { wide: true },
  render: (args) => (
    <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3">
      {[
        llama31Instruct,
        distilbertSst2,
        detrResnet50,
        whisperLargeV3,
        opusMtEnDe,
        bartLargeCnn,
        sdVaeFtMse,
      ].map((model) => (
        <li key={model.id}>
          <ModelCard {...args} model={model} href={`/model/${model.id}`} />
        </li>
      ))}
    </ul>
  ),
};

export const TaskFamiliesDark: Story = { ...TaskFamilies, globals: { theme: "dark" } };

/** The cover is the first of the model's sample images: decorative, 2:1, cropped to fill. */
export const Cover: Story = {
  play: async ({ canvasElement }) => {
    const cover = canvasElement.querySelector('[data-slot="model-card-cover"] img') as HTMLImageElement;
    await expect(cover).toHaveAttribute("alt", "");
    // fill-mask has no sample-image rule of its own: the default (neural) image.
    await expect(cover.getAttribute("src")).toBe(COVER_IMAGES.neural[0]);
    await expect(getComputedStyle(cover).objectFit).toBe("cover");
    const box = cover.getBoundingClientRect();
    await expect(Math.round(box.width / box.height)).toBe(2);
  },
};

/** Comment count, and the latest comment cut to two lines with a toggle. */
export const WithComments: Story = {
  args: { comments: commentsById[bertBaseUncased.id] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("187 comments")).toBeInTheDocument();
    const toggle = canvas.getByRole("button", { name: "Show comment" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const quote = canvasElement.ownerDocument.getElementById(toggle.getAttribute("aria-controls") ?? "");
    await expect(quote).toHaveTextContent(/^Still the baseline/);
    const collapsedHeight = quote!.getBoundingClientRect().height;
    await expect(quote!.scrollHeight).toBeGreaterThan(collapsedHeight);
    await expect(canvas.queryByText("Nov 2, 2024")).toBeNull();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName("Hide comment");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(quote!.getBoundingClientRect().height).toBeGreaterThan(collapsedHeight);
    await expect(canvas.getByText("Nov 2, 2024")).toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName("Show comment");
    await expect(quote!.getBoundingClientRect().height).toBe(collapsedHeight);
  },
};

export const WithCommentsDark: Story = { ...WithComments, globals: { theme: "dark" } };

/** A comment that fits in two lines has no "Show comment" (nothing is hidden); its date shows at once. */
export const ShortComment: Story = {
  args: {
    comments: {
      count: 1,
      recent: { text: "Works well.", author: "ada", timestamp: new Date("2024-11-02T00:00:00Z") },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Works well.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Show comment" })).toBeNull();
    await expect(canvas.getByText("Nov 2, 2024")).toBeVisible();
  },
};

/** Comments the embedded hub emulator made up are labelled "sample" (`commentsSample`). */
export const SampleComment: Story = {
  args: { comments: commentsById[bertBaseUncased.id], commentsSample: true },
  play: async ({ canvasElement }) => {
    const comment = canvasElement.querySelector('[data-slot="model-card-comment"]') as HTMLElement;
    await expect(within(comment).getByText("sample")).toBeVisible();
    await expect(comment.querySelector("figcaption")).toHaveTextContent(/\(sample\)/);
  },
};

/** Without comment data the count reads "n/a" (never an invented number). */
export const CommentsUnknown: Story = {
  args: { comments: null },
  play: async ({ canvasElement }) => {
    const comments = canvasElement.querySelector('[data-slot="model-card-comments"]') as HTMLElement;
    await expect(comments).toHaveAttribute("data-state", "unknown");
    await expect(comments).toHaveTextContent("n/a");
    await expect(within(comments).getByText("Comments: not available")).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole("button", { name: "Show comment" })).toBeNull();
  },
};

/** A count without a recent comment. */
export const CommentsCountOnly: Story = {
  args: { model: bartLargeCnn, href: `/model/${bartLargeCnn.id}`, comments: commentsById[bartLargeCnn.id] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("12 comments")).toBeInTheDocument();
  },
};

/** While the comments load after the card: placeholders in the count and the comment area. */
export const CommentsLoading: Story = {
  args: { commentsStatus: "loading" },
  play: async ({ canvasElement }) => {
    const count = canvasElement.querySelector('[data-slot="model-card-comments"]') as HTMLElement;
    await expect(count).toHaveAttribute("data-state", "loading");
    await expect(within(count).getByText("Comments: loading")).toBeInTheDocument();
    await expect(count).not.toHaveTextContent("n/a");
    const area = canvasElement.querySelector('[data-slot="model-card-comment-area"]');
    await expect(area).toHaveAttribute("data-state", "loading");
  },
};

export const CommentsLoadingDark: Story = { ...CommentsLoading, globals: { theme: "dark" } };

/** No comments yet: the reserved area says so. */
export const NoComments: Story = {
  args: { comments: { count: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("0 comments")).toBeInTheDocument();
    await expect(within(canvasElement).getByText("No comments yet")).toBeVisible();
  },
};

/**
 * The comment area has a reserved height: a card is as tall while its comments load as once they are
 * there (a long or a short comment, none, only a count, or unknown), so nothing moves when they arrive.
 */
export const CommentsReserveTheirHeight: Story = {
  parameters: { wide: true },
  render: (args) => (
    <ul className="grid grid-cols-3 items-start gap-5">
      {(
        [
          ["loading", { commentsStatus: "loading" }],
          ["long comment", { comments: commentsById[bertBaseUncased.id] }],
          [
            "short comment",
            {
              comments: {
                count: 1,
                recent: { text: "Works well.", author: "ada", timestamp: new Date("2024-11-02T00:00:00Z") },
              },
            },
          ],
          ["no comments", { comments: { count: 0 } }],
          ["count only", { comments: commentsById[bartLargeCnn.id] }],
          ["unknown", { comments: null }],
        ] as const
      ).map(([name, props]) => (
        <li key={name} data-case={name} className="min-w-0">
          <ModelCard {...args} {...props} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const heights = [...canvasElement.querySelectorAll('[data-slot="model-card"]')].map(
      (card) => card.getBoundingClientRect().height,
    );
    await expect(heights).toHaveLength(6);
    await expect(new Set(heights).size).toBe(1);
  },
};

/** Compare mode: a "Select" checkbox over the cover. */
export const CompareMode: Story = {
  args: { compareMode: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole("checkbox", { name: "Select bert-base-uncased" });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(args.onToggleSelect).toHaveBeenCalledOnce();
    await expect(args.onToggleSelect).toHaveBeenCalledWith("google-bert/bert-base-uncased");
  },
};

/** Selected: "✓ Selected" and an indigo ring. */
export const CompareSelected: Story = {
  args: { compareMode: true, isSelected: true, comments: commentsById[bertBaseUncased.id] },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole("checkbox", { name: "Selected bert-base-uncased" });
    await expect(checkbox).toBeChecked();
    const card = canvasElement.querySelector('[data-slot="model-card"]') as HTMLElement;
    await expect(card).toHaveAttribute("data-state", "selected");
    await expect(getComputedStyle(card).boxShadow).toContain("0px 0px 0px 2px");
  },
};

export const CompareSelectedDark: Story = { ...CompareSelected, globals: { theme: "dark" } };

/** Outside compare mode, `isSelected` has no effect. */
export const SelectedOutsideCompareMode: Story = {
  args: { isSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("checkbox")).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="model-card"]')).not.toHaveAttribute("data-state");
  },
};

const navigate = fn();

/** A router link that records where it would go. */
function SpyLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
      {...props}
    />
  );
}

/**
 * The checkbox sits above the card's link: pressing it (mouse or keyboard) toggles the selection and
 * never follows the link; the rest of the card still does.
 */
export const SelectDoesNotNavigate: Story = {
  decorators: [
    (Story) => (
      <LinkProvider component={SpyLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  render: function Render(args) {
    const [selected, setSelected] = useState(false);
    return (
      <ModelCard
        {...args}
        compareMode
        isSelected={selected}
        onToggleSelect={(id) => {
          args.onToggleSelect?.(id);
          setSelected((value) => !value);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const label = canvasElement.querySelector('[data-slot="model-card-select"]') as HTMLElement;
    // What a real pointer hits at the centre of the control is the control, not the card link.
    const box = label.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(label.contains(hit)).toBe(true);

    await userEvent.click(label);
    await expect(canvas.getByRole("checkbox", { name: "Selected bert-base-uncased" })).toBeChecked();
    await expect(navigate).not.toHaveBeenCalled();

    // Keyboard: Tab reaches the checkbox, Space toggles it back.
    canvas.getByRole("checkbox").focus();
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("checkbox", { name: "Select bert-base-uncased" })).not.toBeChecked();
    await expect(args.onToggleSelect).toHaveBeenCalledTimes(2);
    await expect(navigate).not.toHaveBeenCalled();

    // The card itself still leads to the model.
    await userEvent.click(canvas.getByRole("link", { name: "bert-base-uncased" }));
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(navigate).toHaveBeenCalledWith("/model/google-bert/bert-base-uncased");
  },
};

/** The bookmark over the cover (saved to the profile's Saved tab): pressing it toggles, never opens the card. */
export const Bookmarkable: Story = {
  render: function Render(args) {
    const [saved, setSaved] = useState(false);
    return (
      <ModelCard
        {...args}
        bookmarked={saved}
        onBookmarkChange={(on) => {
          setSaved(on);
          args.onBookmarkChange?.(on);
        }}
      />
    );
  },
  args: { onBookmarkChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Bookmark bert-base-uncased" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(toggle);
    await expect(args.onBookmarkChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
  },
};
