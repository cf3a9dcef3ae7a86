import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { irisPreview } from "../../fixtures/datasets";
import { narrowViewport, WithOpener } from "../../lib/story-support";
import { Failed } from "./DatasetPreviewModal.stories";
import { LazyDatasetPreviewModal } from "./LazyDatasetPreviewModal";

/**
 * The preview modal whose code loads on its first opening: nothing before, then the modal (with a
 * scrim and a spinner while its chunk loads). Its own states are the modal's; these stories check the
 * deferred loading and that every prop reaches the modal.
 */
const meta = {
  title: "Components/DatasetPreviewModal/LazyDatasetPreviewModal",
  component: LazyDatasetPreviewModal,
  args: {
    open: true,
    onOpenChange: fn(),
    datasetId: irisPreview.datasetName,
    status: "success",
    preview: irisPreview,
    onRetry: fn(),
    onRowsPageChange: fn(),
    locale: "en-US",
  },
} satisfies Meta<typeof LazyDatasetPreviewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialogOf = async (canvasElement: HTMLElement) =>
  within(await bodyOf(canvasElement).findByRole("dialog", { name: "Dataset Preview" }, { timeout: 10_000 }));

/** Never opened: nothing at all, not even the scrim. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    await expect(body.queryByRole("dialog")).toBeNull();
    await expect(canvasElement.ownerDocument.querySelector('[data-slot="dialog-loading"]')).toBeNull();
  },
};

/** Open: the modal arrives with the rows; Close asks to close. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText("Rows 1–100 of 150")).toBeVisible();
    await expect(canvasElement.ownerDocument.querySelector('[data-slot="dialog-loading"]')).toBeNull();
    await userEvent.click(dialog.getByRole("button", { name: "Next" }));
    await expect(args.onRowsPageChange).toHaveBeenCalledWith(100);
    await userEvent.click(dialog.getByRole("button", { name: "Close" }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Playground: Story = {};

/** Loading: the preview's request is on its way. */
export const Loading: Story = {
  args: { status: "loading", preview: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole("status")).toHaveTextContent("Loading dataset preview...");
  },
};

/** Error: the modal's error with Try Again (the modal's own Failed story, through the lazy wrapper). */
export const ErrorState: Story = { name: "Error", args: Failed.args, play: Failed.play };

/** From a trigger: Enter opens it; Escape closes it and focus returns; it opens again at once. */
export const FromTrigger: Story = {
  args: { open: false },
  render: (args) => <WithOpener dialog={LazyDatasetPreviewModal} args={args} opener="Preview" />,
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    const trigger = within(canvasElement).getByRole("button", { name: "Preview" });
    await expect(body.queryByRole("dialog")).toBeNull();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await dialogOf(canvasElement);
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(body.getByRole("dialog", { name: "Dataset Preview" })).toBeVisible();
    await expect(canvasElement.ownerDocument.querySelector('[data-slot="dialog-loading"]')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText("scikit-learn/iris")).toBeVisible();
    await expect(dialog.getByText(`Showing first ${irisPreview.rows.length} rows`)).toBeVisible();
  },
};

/** At 375 px the modal fits the screen. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    await dialogOf(canvasElement);
    const dialog = canvasElement.ownerDocument.querySelector('[role="dialog"]') as HTMLElement;
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
