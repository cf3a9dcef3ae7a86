import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { graphBert, graphWikipedia, smallGraph } from "../../fixtures/graph";
import { narrowViewport, WithOpener } from "../../lib/story-support";
import { ConversationDialog } from "./ConversationDialog";

const googleContributor = smallGraph.nodes.find((node) => node.id === "user:google");

/**
 * Post opens the hub in a new tab and copies the text: the stories record both instead (a test's
 * synthetic click has no clipboard permission, and a real tab would leave the story).
 */
const opened: string[][] = [];
const copied: string[] = [];
const recordPost = () => {
  const open = window.open;
  const { clipboard } = navigator;
  opened.length = 0;
  copied.length = 0;
  window.open = (...args: Parameters<typeof window.open>) => {
    opened.push(args.map(String));
    return null;
  };
  const recorder = { writeText: async (text: string) => void copied.push(text) };
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: recorder });
  return () => {
    window.open = open;
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: clipboard });
  };
};

/** The modal lives in a portal on `document.body`. */
const dialogOf = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Start a Conversation" }),
  );

const meta = {
  title: "Components/CommunityGraph/ConversationDialog",
  component: ConversationDialog,
  beforeEach: recordPost,
  args: { open: true, onOpenChange: fn(), node: graphBert },
} satisfies Meta<typeof ConversationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A model selected: Post copies the text, opens its new-discussion page in a new tab and closes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(/Nothing is posted from here/)).toHaveTextContent(
      "new discussion page for google-bert/bert-base-uncased in a new tab",
    );
    const message = dialog.getByRole("textbox", { name: "Your message" });
    await expect(message).toHaveValue("");
    await userEvent.type(message, "Which tokenizer settings match the paper?");
    await userEvent.click(dialog.getByRole("button", { name: "Post" }));
    await expect(opened).toEqual([
      [
        "https://huggingface.co/google-bert/bert-base-uncased/discussions/new",
        "_blank",
        "noopener,noreferrer",
      ],
    ]);
    await expect(copied).toEqual(["Which tokenizer settings match the paper?"]);
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Playground: Story = {};

/** A dataset's page is under `/datasets/`. */
export const DatasetNode: Story = {
  args: { node: graphWikipedia },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: "Post" }));
    await expect(opened[0]?.[0]).toBe("https://huggingface.co/datasets/wikimedia/wikipedia/discussions/new");
  },
};

/** Empty: no node selected, so Post is disabled and the modal says why. Cancel closes. */
export const WithoutNode: Story = {
  args: { node: undefined },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(/Select a model or dataset in the graph first/)).toBeVisible();
    const post = dialog.getByRole("button", { name: "Post" });
    await expect(post).toBeDisabled();
    await userEvent.click(post, { pointerEventsCheck: 0 });
    await expect(opened).toEqual([]);
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A contributor has no discussions page: Post is disabled as with no node. */
export const ContributorNode: Story = {
  args: { node: googleContributor },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole("button", { name: "Post" })).toBeDisabled();
    await expect(dialog.getByText(/Select a model or dataset in the graph first/)).toBeVisible();
  },
};

/** A long message (the default text) scrolls inside the text area; the buttons stay in view. */
export const LongText: Story = {
  args: {
    node: graphWikipedia,
    defaultText: String(graphWikipedia.description).repeat(12),
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const message = dialog.getByRole("textbox", { name: "Your message" });
    await expect(message.scrollHeight).toBeGreaterThan(message.clientHeight);
    await expect(dialog.getByRole("button", { name: "Post" })).toBeVisible();
  },
};

/** Keyboard: focus starts inside, Tab stays inside, Escape asks to close. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const dialogElement = canvasElement.ownerDocument.querySelector('[role="dialog"]') as HTMLElement;
    await waitFor(() => expect(dialogElement.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      await expect(dialogElement.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    }
    dialog.getByRole("textbox", { name: "Your message" }).focus();
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Opened and closed from a trigger, as the graph does: Cancel closes it and focus returns to the trigger. */
export const FromTrigger: Story = {
  args: { open: false },
  render: (args) => <WithOpener dialog={ConversationDialog} args={args} opener="Start a Conversation" />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByRole("dialog")).toBeNull();
    const trigger = within(canvasElement).getByRole("button", { name: "Start a Conversation" });
    await userEvent.click(trigger);
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole("button", { name: "Post" })).toBeEnabled();
  },
};

/** At 375 px the modal fits the screen and Cancel and Post stay reachable. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const dialogElement = canvasElement.ownerDocument.querySelector('[role="dialog"]') as HTMLElement;
    await expect(dialogElement.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Post" })).toBeVisible();
  },
};
