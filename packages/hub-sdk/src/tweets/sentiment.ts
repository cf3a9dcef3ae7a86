/** A post's tone by the spec's keyword rule (spec part 2 §4 "Sentiment rule"). */
import type { Sentiment } from "./types";

/** The words that make a post positive; they win over the negative ones. */
export const POSITIVE_WORDS = ["great", "good", "amazing", "excellent", "impressive"] as const;

/** The words that make a post negative when it has no positive one. */
export const NEGATIVE_WORDS = ["bad", "poor", "terrible", "issue", "problem"] as const;

/**
 * The spec's rule, exactly: a text containing any of great, good, amazing, excellent, impressive (in any
 * case) is positive; otherwise one containing bad, poor, terrible, issue, problem is negative; otherwise
 * neutral. "Containing" is as a substring, as the rule says: "goodness" is positive, "issues" negative.
 */
export function sentimentOf(text: string): Sentiment {
  const lower = text.toLowerCase();
  if (POSITIVE_WORDS.some((word) => lower.includes(word))) return "positive";
  if (NEGATIVE_WORDS.some((word) => lower.includes(word))) return "negative";
  return "neutral";
}
