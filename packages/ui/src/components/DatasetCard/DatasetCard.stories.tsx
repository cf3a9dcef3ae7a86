import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  datasets,
  iris,
  librispeechAsr,
  mmmu,
  mnist,
  multilingualNli,
  rottenTomatoes,
  stateOfTheUnion,
  wikitext,
} from "../../fixtures/datasets";
import { cardCell, fixtureSelect, frame, narrowViewport } from "../../lib/story-support";
import { DatasetCard, datasetDetailsHref } from "./DatasetCard";

const meta = {
  title: "Components/DatasetCard",
  component: DatasetCard,
  parameters: { layout: "padded" },
  args: {
    dataset: rottenTomatoes,
    href: datasetDetailsHref(rottenTomatoes.id),
    locale: "en-US",
    bookmarked: false,
    onBookmarkChange: fn(),
    onShare: fn(),
    onPreview: fn(),
  },
  argTypes: { dataset: fixtureSelect(datasets) },
  decorators: [cardCell],
} satisfies Meta<typeof DatasetCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Category from the first `task_categories:` tag, downloads in thousands, every action wired. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "rotten_tomatoes" });
    await expect(link).toHaveAttribute("href", "/dataset/cornell-movie-review-data/rotten_tomatoes/details");
    await expect(link).toHaveAttribute("title", "cornell-movie-review-data/rotten_tomatoes");
    await expect(canvas.getByRole("heading", { level: 3, name: "rotten_tomatoes" })).toBeVisible();
    await expect(canvas.getByText("cornell-movie-review-data")).toBeVisible();
    await expect(canvas.getByText("Text Classification")).toBeVisible();
    await expect(canvas.getByText("68.4k downloads")).toBeVisible();
    await expect(canvas.getByText("83 likes")).toBeInTheDocument();

    const hub = canvas.getByRole("link", { name: /^View dataset/ });
    await expect(hub).toHaveAttribute(
      "href",
      "https://huggingface.co/datasets/cornell-movie-review-data/rotten_tomatoes",
    );
    await expect(hub).toHaveAttribute("target", "_blank");
    await expect(hub).toHaveAttribute("rel", "noopener noreferrer");

    const bookmark = canvas.getByRole("button", { name: "Bookmark rotten_tomatoes" });
    await expect(bookmark).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(bookmark);
    await expect(args.onBookmarkChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole("button", { name: "Share rotten_tomatoes" }));
    await expect(args.onShare).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Preview rotten_tomatoes" }));
    await expect(args.onPreview).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = { args: { dataset: wikitext, href: datasetDetailsHref(wikitext.id) } };

/** No `task_categories:` tag: the category reads "General". */
export const General: Story = {
  args: { dataset: stateOfTheUnion, href: datasetDetailsHref(stateOfTheUnion.id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("General")).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="dataset-card"]')).toHaveAttribute(
      "data-family",
      "general",
    );
    await expect(canvas.getByText("0.5k downloads")).toBeVisible();
  },
};

/** A bookmarked dataset: the toggle is pressed and un-bookmarks on click. */
export const Bookmarked: Story = {
  args: { dataset: iris, href: datasetDetailsHref(iris.id), bookmarked: true },
  play: async ({ canvasElement, args }) => {
    const bookmark = within(canvasElement).getByRole("button", { name: "Bookmark iris" });
    await expect(bookmark).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(bookmark);
    await expect(args.onBookmarkChange).toHaveBeenCalledWith(false);
  },
};

/** A long name wraps inside a narrow card; nothing overflows. */
export const LongName: Story = {
  args: { dataset: multilingualNli, href: datasetDetailsHref(multilingualNli.id) },
  decorators: [frame("w-72")],
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="dataset-card"]') as HTMLElement;
    const link = within(canvasElement).getByRole("link", { name: "multilingual-NLI-26lang-2mil7" });
    await expect(link.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** Without callbacks, only the links show. */
export const LinksOnly: Story = {
  args: { onBookmarkChange: undefined, onShare: undefined, onPreview: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole("button")).toHaveLength(0);
    await expect(canvas.getAllByRole("link")).toHaveLength(2);
  },
};

/** Keyboard: the name link, bookmark, share, Preview and View dataset, in that order. */
export const KeyboardOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = [
      canvas.getByRole("button", { name: "Bookmark rotten_tomatoes" }),
      canvas.getByRole("button", { name: "Share rotten_tomatoes" }),
      canvas.getByRole("link", { name: "rotten_tomatoes" }),
      canvas.getByRole("button", { name: "Preview rotten_tomatoes" }),
      canvas.getByRole("link", { name: /^View dataset/ }),
    ];
    for (const element of order) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }
  },
};

export const Dark: Story = { globals: { theme: "dark" }, args: { bookmarked: true } };

/** One card per task family, to compare the category colours. */
export const Categories: Story = {
  parameters: { wide: true },
  render: (args) => (
    <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3">
      {[rottenTomatoes, wikitext, mnist, librispeechAsr, mmmu, iris].map((dataset) => (
        <li key={dataset.id}>
          <DatasetCard {...args} dataset={dataset} href={datasetDetailsHref(dataset.id)} />
        </li>
      ))}
    </ul>
  ),
};

export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  parameters: { wide: true },
};

/**
 * A dataset of the embedded catalogue only (`hiber-local/…`, the vega-datasets earthquakes): it has no
 * page on the hub, so no "View dataset" link there; its rows are seen through "Preview"; its downloads
 * were never counted ("n/a", not "0.0k").
 */
/** No row preview (the hub says its viewer is disabled): the card says so where "Preview" would be. */
export const NoPreview: Story = {
  args: { onPreview: undefined, noPreviewReason: "No preview: its dataset viewer is disabled" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No preview: its dataset viewer is disabled")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Preview/ })).toBeNull();
  },
};

export const LocalDataset: Story = {
  args: {
    dataset: {
      ...iris,
      id: "hiber-local/vega-earthquakes",
      author: "hiber-local",
      description: "One week of the USGS all-earthquakes feed (the vega-datasets npm package).",
      taskCategories: [],
      downloads: 0,
      likes: 0,
    },
    href: datasetDetailsHref("hiber-local/vega-earthquakes"),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("link", { name: /^View dataset/ })).toBeNull();
    for (const link of canvas.getAllByRole("link")) {
      await expect(link.getAttribute("href")).not.toContain("huggingface.co");
    }
    await expect(canvas.getByText("Local dataset, not on Hugging Face")).toBeVisible();
    await expect(canvas.getByText("n/a downloads")).toBeVisible();
    await expect(canvas.queryByText(/0\.0k/)).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Preview vega-earthquakes" }));
    await expect(args.onPreview).toHaveBeenCalledOnce();
  },
};

/** No share sheet in this browser: the app copied the link instead, and the card says so. */
export const ShareCopiesLink: Story = {
  args: { onShare: fn(async () => "copied" as const) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("");
    await userEvent.click(canvas.getByRole("button", { name: "Share rotten_tomatoes" }));
    await expect(args.onShare).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("status")).toHaveTextContent("Link copied");
    await expect(canvas.getByText("Link copied")).toBeVisible();
    // The feedback ends by itself (and the snapshot shows the settled card, not a timer's moment).
    await waitFor(() => expect(canvas.getByRole("status").textContent).toBe(""), { timeout: 4000 });
  },
};

/** The share sheet opened: nothing to confirm on the card. */
export const ShareSheet: Story = {
  args: { onShare: fn(async () => "shared" as const) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Share rotten_tomatoes" }));
    await expect(args.onShare).toHaveBeenCalledOnce();
    await expect(canvas.queryByText("Link copied")).toBeNull();
  },
};
