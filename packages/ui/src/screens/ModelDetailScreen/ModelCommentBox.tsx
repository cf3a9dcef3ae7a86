import { Star, Wallet } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "../../components/Button/Button";
import { cn } from "../../lib/cn";
import type { ModelActionStatus, ModelCommentDraft } from "./types";

export type ModelCommentBoxProps = Omit<React.ComponentProps<"form">, "children" | "onSubmit"> & {
  /** The connected wallet's address; without one the box is disabled and says why. */
  walletAddress?: string;
  /** Opens the wallet modal ("Connect Wallet"). */
  onConnectWallet?: () => void;
  /** Signs and posts the comment and rating. */
  onPost?: (draft: ModelCommentDraft) => void;
  /** The post's state: `pending` while the wallet signs and the server stores it; `success` clears the box. */
  postStatus?: ModelActionStatus;
  /** Why the last post failed, in plain words. */
  postError?: string;
  /** Most characters a comment may have (the server's limit). */
  maxLength?: number;
};

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * The comment box of the discussion tab (spec §5 "Model detail comment box"): the text ("Share your
 * experience with this model..."), a 1–5 rating and "Post Comment". Both are signed with the connected
 * wallet; without a wallet the box is disabled, says why and offers to connect one.
 */
export function ModelCommentBox({
  walletAddress,
  onConnectWallet,
  onPost,
  postStatus = "idle",
  postError,
  maxLength = 2000,
  className,
  ...props
}: ModelCommentBoxProps) {
  const id = useId();
  const [content, setContent] = useState("");
  const [rating, setRating] = useState<number>();
  useEffect(() => {
    if (postStatus === "success") {
      setContent("");
      setRating(undefined);
    }
  }, [postStatus]);
  const connected = walletAddress !== undefined;
  const pending = postStatus === "pending";
  const text = content.trim();
  const canPost = connected && !pending && text.length > 0 && content.length <= maxLength;

  return (
    <form
      data-slot="model-comment-box"
      data-state={connected ? postStatus : "no-wallet"}
      aria-labelledby={`${id}-title`}
      className={cn(
        "flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900",
        className,
      )}
      onSubmit={(event) => {
        event.preventDefault();
        if (canPost) onPost?.({ content: text, ...(rating !== undefined && { rating }) });
      }}
      {...props}
    >
      <h2 id={`${id}-title`} className="m-0 font-semibold text-base text-zinc-900 dark:text-white">
        Leave a comment
      </h2>
      {!connected && (
        <div
          data-slot="model-comment-box-no-wallet"
          className="flex flex-col items-start gap-2 rounded-lg bg-zinc-50 p-3 text-sm text-zinc-700 sm:flex-row sm:items-center sm:justify-between dark:bg-zinc-800/60 dark:text-zinc-300"
        >
          <p id={`${id}-why`} className="m-0">
            Connect a wallet to comment and rate: your post is signed with it, so anyone can check which
            wallet wrote it. No account needed.
          </p>
          <Button type="button" size="sm" onClick={onConnectWallet} className="shrink-0 max-sm:h-11">
            <Wallet aria-hidden="true" />
            Connect Wallet
          </Button>
        </div>
      )}
      <label htmlFor={`${id}-text`} className="sr-only">
        Your comment
      </label>
      <textarea
        id={`${id}-text`}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder="Share your experience with this model..."
        disabled={!connected || pending}
        aria-describedby={connected ? `${id}-count` : `${id}-why`}
        aria-invalid={content.length > maxLength || undefined}
        rows={4}
        className="w-full resize-y rounded-lg border border-zinc-300 bg-white p-3 text-sm text-zinc-900 placeholder:text-zinc-500 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-400"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset disabled={!connected || pending} className="m-0 flex items-center gap-2 border-0 p-0">
          <legend className="float-left mr-2 text-sm text-zinc-700 dark:text-zinc-300">Your rating</legend>
          <div className="flex items-center gap-0.5" data-slot="model-comment-box-rating">
            {RATINGS.map((value) => (
              <label key={value} className="cursor-pointer has-disabled:cursor-not-allowed">
                <input
                  type="radio"
                  name={`${id}-rating`}
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  className="peer sr-only"
                />
                <span className="sr-only">
                  {value} {value === 1 ? "star" : "stars"}
                </span>
                <Star
                  aria-hidden="true"
                  className={cn(
                    "size-6 rounded-sm peer-focus-visible:outline-2 peer-focus-visible:outline-indigo-500",
                    rating !== undefined && value <= rating
                      ? "fill-amber-400 text-amber-500"
                      : "text-zinc-400 dark:text-zinc-500",
                  )}
                />
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex items-center gap-3">
          <span
            id={`${id}-count`}
            className={cn(
              "text-xs",
              content.length > maxLength
                ? "text-red-700 dark:text-red-400"
                : "text-zinc-600 dark:text-zinc-400",
            )}
          >
            {content.length}/{maxLength}
          </span>
          <Button type="submit" disabled={!canPost} loading={pending} className="max-sm:h-11">
            Post Comment
          </Button>
        </div>
      </div>
      <p role="status" className="m-0 text-sm text-zinc-600 empty:hidden dark:text-zinc-400">
        {pending ? "Sign the message in your wallet to post…" : ""}
      </p>
      {postStatus === "error" && (
        <p
          role="alert"
          data-slot="model-comment-box-error"
          className="m-0 text-red-700 text-sm dark:text-red-400"
        >
          {postError ?? "Your comment could not be posted. Please try again."}
        </p>
      )}
    </form>
  );
}
