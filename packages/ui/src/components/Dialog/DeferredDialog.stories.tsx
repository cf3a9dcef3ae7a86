import type { Meta, StoryObj } from "@storybook/react-vite";
import { lazy, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button";
import { DeferredDialog } from "./DeferredDialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./Dialog";

/** A dialog's code that never arrives: the state a slow network leaves the holder in. */
const NeverLoads = lazy(() => new Promise<never>(() => {}));

function SampleDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Loaded on demand</DialogTitle>
          <DialogDescription>This dialog's module was fetched when it was first opened.</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}

/** A dialog's code that arrives at once (already in the cache, say). */
const LoadsAtOnce = lazy(async () => ({ default: SampleDialog }));

/** A page with a button that opens the deferred dialog. */
function OpenButtonPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <DeferredDialog open={open}>
        <LoadsAtOnce open={open} onOpenChange={setOpen} />
      </DeferredDialog>
    </>
  );
}

/**
 * The holder of a dialog whose code loads when it is first opened: nothing before, a scrim and a spinner
 * while the chunk loads, then the dialog. Its children are the app's lazy dialogs (the wallet modal, the
 * dataset preview).
 */
const meta = {
  title: "Components/Dialog/DeferredDialog",
  component: DeferredDialog,
  parameters: { layout: "centered" },
  args: { open: true, children: <NeverLoads /> },
} satisfies Meta<typeof DeferredDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const loadingScrim = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector('[data-slot="dialog-loading"]');

/** Opened by a button: the dialog arrives, Escape closes it, and it opens again at once. */
export const Default: Story = {
  render: () => <OpenButtonPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(body(canvasElement).queryByRole("dialog")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Open dialog" }));
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Loaded on demand" });
    await expect(dialog).toBeVisible();
    await expect(loadingScrim(canvasElement)).toBeNull();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body(canvasElement).queryByRole("dialog")).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: "Open dialog" }));
    await expect(body(canvasElement).getByRole("dialog", { name: "Loaded on demand" })).toBeVisible();
  },
};

export const Playground: Story = {};

/** Never opened: nothing at all, not even the scrim, and the dialog's code is not asked for. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(loadingScrim(canvasElement)).toBeNull();
    await expect(body(canvasElement).queryByRole("status")).toBeNull();
  },
};

/** Opened while the dialog's code is on its way: the scrim and a spinner announced as "Loading". */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(loadingScrim(canvasElement)).toBeVisible();
    await expect(body(canvasElement).getByRole("status")).toHaveTextContent("Loading");
  },
};

/** Closed again before the code came: the scrim goes (the load goes on, out of sight). */
export const ClosedWhileLoading: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <>
        {/* Above the scrim (z-50), as a header's close control would be. */}
        <Button className="relative z-[60]" onClick={() => setOpen(false)}>
          Never mind
        </Button>
        <DeferredDialog {...args} open={open} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(loadingScrim(canvasElement)).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Never mind" }));
    await expect(loadingScrim(canvasElement)).toBeNull();
  },
};
