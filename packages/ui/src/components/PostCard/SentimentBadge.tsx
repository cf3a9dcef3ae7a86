import { Frown, Meh, Smile } from "lucide-react";
import { Badge, type BadgeProps } from "../Badge/Badge";
import type { PostSentiment } from "./PostCard";

/** Label, icon and badge variant of each sentiment. */
export const SENTIMENT_DISPLAY = {
  positive: { label: "Positive", icon: Smile, variant: "success" },
  neutral: { label: "Neutral", icon: Meh, variant: "secondary" },
  negative: { label: "Negative", icon: Frown, variant: "destructive" },
} as const satisfies Record<PostSentiment, { label: string; icon: unknown; variant: BadgeProps["variant"] }>;

export type SentimentBadgeProps = Omit<BadgeProps, "children" | "variant"> & {
  /** The post's sentiment (spec §4's keyword rule, computed by the caller). */
  sentiment: PostSentiment;
};

/** A post's sentiment as a chip: green "Positive", grey "Neutral", red "Negative". */
export function SentimentBadge({ sentiment, ...props }: SentimentBadgeProps) {
  const { label, icon: Icon, variant } = SENTIMENT_DISPLAY[sentiment];
  return (
    <Badge data-slot="sentiment-badge" data-sentiment={sentiment} variant={variant} {...props}>
      <Icon aria-hidden="true" />
      <span className="sr-only">Sentiment: </span>
      {label}
    </Badge>
  );
}
