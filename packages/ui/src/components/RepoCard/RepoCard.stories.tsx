import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  datasetRepoCard,
  hostileRepoCard,
  longRepoCard,
  modelRepoCard,
  oddRepoCard,
  shortRepoCard,
} from "../../fixtures/repo-cards";
import { frame, narrowViewport } from "../../lib/story-support";
import { RepoCard } from "./RepoCard";
// The renderer, imported here too so that Vite bundles its dependencies before the stories run (RepoCard
// loads it lazily, and a dependency found late makes Vite reload the page under the test).
import RepoCardMarkdown from "./RepoCardMarkdown";

/** The card's banner as the app would show it from the hub (here drawn inline: Storybook has no hub). */
const BANNER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="200"><defs><linearGradient id="g"><stop offset="0" stop-color="#4338ca"/><stop offset="1" stop-color="#0891b2"/></linearGradient></defs><rect width="960" height="200" fill="url(#g)"/></svg>',
)}`;

/** Relative images are the repo's files (the app proxies them from the hub); outside hosts become links. */
const resolveImage = (src: string) =>
  /^[a-z]+:|^\/\//i.test(src) || src.endsWith(".svg") ? undefined : BANNER;

/** The rendered card has come in (its renderer is its own chunk, loaded on demand). */
const rendered = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-slot="repo-card-body"]')).not.toBeNull(), {
    timeout: 10_000,
  });

const meta = {
  title: "Components/RepoCard",
  component: RepoCard,
  decorators: [frame("max-w-3xl p-6")],
  args: {
    kind: "model",
    status: "success",
    card: modelRepoCard,
    sample: true,
    resolveImage,
    resolveLink: (href: string) => `https://huggingface.co/org/model/blob/main/${href}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof RepoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The emulator's card of a classifier: metadata, banner, details and eval tables, highlighted code, contents. */
export const ModelCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rendered(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: /Model card/ })).toBeVisible();
    await expect(canvas.getByText("Sample")).toBeVisible();
    await expect(canvas.getAllByRole("table")).toHaveLength(2);
    await expect(canvas.getByRole("cell", { name: "0.9106" })).toBeVisible();
    await expect(
      canvas.getByRole("img", { name: "distilbert-base-uncased-finetuned-sst-2-english" }),
    ).toBeVisible();
    const toc = canvas.getByRole("navigation", { name: "Table of contents" });
    await expect(within(toc).getByRole("link", { name: "How to use" })).toHaveAttribute(
      "href",
      "#card-how-to-use",
    );
    await expect(canvasElement.querySelector("#card-how-to-use")?.textContent).toBe("How to use");
    await expect(canvasElement.querySelector("code.hljs .hljs-keyword")?.textContent).toBe("from");
    await expect(canvas.getByText("license")).toBeVisible();
  },
};

export const ModelCardDark: Story = { globals: { theme: "dark" } };

/** A dataset's card: its splits table and load_dataset code. */
export const DatasetCard: Story = {
  args: { kind: "dataset", card: datasetRepoCard },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rendered(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: /Dataset card/ })).toBeVisible();
    await expect(canvas.getByRole("cell", { name: "unsupervised" })).toBeVisible();
  },
};

/** A long card: a table of contents over its sections and subsections; its links move to the section. */
export const LongCard: Story = {
  args: { card: longRepoCard, sample: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rendered(canvasElement);
    const toc = canvas.getByRole("navigation", { name: "Table of contents" });
    await expect(within(toc).getAllByRole("link")).toHaveLength(12);
    await userEvent.click(within(toc).getByRole("link", { name: "Section 6" }));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.defaultView?.location.hash).toBe("#card-section-6"),
    );
    await expect(canvas.getByText("and 2 more", { exact: false })).toBeVisible();
  },
};

export const LongCardNarrow: Story = {
  args: { card: longRepoCard, sample: false },
  tags: ["narrow"],
  globals: narrowViewport,
};

/** A short card: no front matter, no contents; a relative link leads to the file on the hub. */
export const ShortCard: Story = {
  args: { card: shortRepoCard, sample: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rendered(canvasElement);
    await expect(canvas.queryByRole("navigation")).toBeNull();
    await expect(canvas.getByRole("link", { name: "licence" })).toHaveAttribute(
      "href",
      "https://huggingface.co/org/model/blob/main/LICENSE",
    );
  },
};

/** Front matter that is not YAML, an image from an outside host and an SVG: a note, and links instead. */
export const OddCard: Story = {
  args: { card: oddRepoCard, sample: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rendered(canvasElement);
    await expect(canvas.getByText(/could not be read/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Image: An outside chart" })).toHaveAttribute(
      "href",
      "https://example.com/chart.png",
    );
    await expect(canvas.queryAllByRole("img")).toHaveLength(0);
  },
};

/** The hostile card: every payload inert (no script ran, no frame, no handler), the text after them shown. */
export const HostileCard: Story = {
  args: { card: hostileRepoCard, sample: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rendered(canvasElement);
    await expect(canvas.getByText("If you can read this, the rest of the card rendered too.")).toBeVisible();
    const body = canvasElement.querySelector('[data-slot="repo-card"]') as HTMLElement;
    await expect(
      body.querySelectorAll("script, iframe, object, embed, svg, form, input, style, meta"),
    ).toHaveLength(0);
    for (const element of body.querySelectorAll("*")) {
      for (const attribute of element.getAttributeNames()) {
        await expect(attribute.startsWith("on") || attribute === "style" || attribute === "srcdoc").toBe(
          false,
        );
      }
    }
    // A broken image would have fired its onerror by now, had it kept one.
    await expect((window as { __hiberHostileCard?: unknown }).__hiberHostileCard).toBeUndefined();
    await expect(canvas.getByText("A javascript: link").closest("a")).toBeNull();
  },
};

/** The renderer alone, as RepoCard loads it: the dataset card. */
export const Renderer: Story = {
  render: () => (
    <RepoCardMarkdown markdown={datasetRepoCard.markdown} frontMatter={datasetRepoCard.frontMatter} />
  ),
};

/** The repo has no card (the hub's 404): the generated description, labelled as such. */
export const NoCard: Story = {
  args: {
    card: null,
    fallbackDescription: "A fill-mask model published by google-bert, trained on bookcorpus and wikipedia.",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Description" })).toBeVisible();
    await expect(canvas.getByText(/has no card: a description generated from its metadata/)).toBeVisible();
    await expect(canvas.queryByText("Sample")).toBeNull();
  },
};

export const NoCardNoDescription: Story = { args: { card: null, fallbackDescription: undefined } };

export const Loading: Story = {
  args: { status: "loading", card: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the model card");
    await expect(canvasElement.querySelector('[data-slot="repo-card"]')).toHaveAttribute("aria-busy", "true");
  },
};

export const ErrorState: Story = {
  args: { status: "error", card: undefined, error: "The hub did not answer in time." },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Couldn't load the model card.");
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
