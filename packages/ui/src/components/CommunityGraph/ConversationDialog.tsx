import { useState } from "react";
import { Button } from "../Button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../Dialog";
import type { GraphNode } from "./types";

/** The hub's new-discussion page of a repo. */
export function newDiscussionUrl(node: GraphNode, hubUrl = "https://huggingface.co"): string | undefined {
  if (node.type === "user") return undefined;
  return `${hubUrl}/${node.type === "dataset" ? "datasets/" : ""}${node.label}/discussions/new`;
}

export interface ConversationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The repo the conversation is about; without one, Post is off and says why. */
  node?: GraphNode;
  defaultText?: string;
}

/**
 * The conversation modal (spec part 2 §2.12): a text area, Cancel and Post. Nothing is posted from here:
 * Post copies the text and opens the repo's new-discussion page on the hub in a new tab, and says so.
 */
export function ConversationDialog({ open, onOpenChange, node, defaultText = "" }: ConversationDialogProps) {
  const [text, setText] = useState(defaultText);
  const target = node ? newDiscussionUrl(node) : undefined;
  const post = () => {
    if (!target) return;
    void navigator.clipboard?.writeText(text).catch(() => {});
    window.open(target, "_blank", "noopener,noreferrer");
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Start a Conversation</DialogTitle>
          <DialogDescription>
            {target
              ? `Nothing is posted from here: Post copies your text and opens the hub's new discussion page for ${node?.label} in a new tab, where you post it with your hub account.`
              : "Select a model or dataset in the graph first: a conversation is posted on its discussions page on the hub, not here."}
          </DialogDescription>
        </DialogHeader>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-zinc-700 dark:text-zinc-300">Your message</span>
          <textarea
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={5}
            className="rounded-md border border-zinc-300 bg-white p-2 text-zinc-900 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
          />
        </label>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="primary" onClick={post} disabled={!target}>
            Post
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
