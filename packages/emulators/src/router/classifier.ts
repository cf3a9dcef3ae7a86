/**
 * Text classification for the router emulator: wink-nlp's sentiment (its English lite model: an AFINN-style
 * lexicon with emoji and emoticons, and negation) scores the text in [-1, 1], and the score is spread over a
 * model's own labels, ordered from most negative to most positive. A lexicon knows only word polarity:
 * sarcasm and anything that is not sentiment are beyond it.
 */

import model from "wink-eng-lite-web-model";
import winkNLP, { type WinkMethods } from "wink-nlp";

/** One label and its probability, as the hosted inference API answers text classification. */
export interface LabelScore {
  label: string;
  score: number;
}

/**
 * The real label names of the sentiment classifiers the emulator serves, ordered from the most negative to
 * the most positive (from each model's `config.json` `id2label`).
 */
export const SENTIMENT_LABELS: Readonly<Record<string, readonly string[]>> = {
  "distilbert/distilbert-base-uncased-finetuned-sst-2-english": ["NEGATIVE", "POSITIVE"],
  "siebert/sentiment-roberta-large-english": ["NEGATIVE", "POSITIVE"],
  "cardiffnlp/twitter-roberta-base-sentiment-latest": ["negative", "neutral", "positive"],
  "cardiffnlp/twitter-roberta-base-sentiment": ["LABEL_0", "LABEL_1", "LABEL_2"],
  "finiteautomata/bertweet-base-sentiment-analysis": ["NEG", "NEU", "POS"],
  "ProsusAI/finbert": ["negative", "neutral", "positive"],
  "mrm8488/distilroberta-finetuned-financial-news-sentiment-analysis": ["negative", "neutral", "positive"],
  "lxyuan/distilbert-base-multilingual-cased-sentiments-student": ["negative", "neutral", "positive"],
  "nlptown/bert-base-multilingual-uncased-sentiment": ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"],
  "tabularisai/multilingual-sentiment-analysis": [
    "Very Negative",
    "Negative",
    "Neutral",
    "Positive",
    "Very Positive",
  ],
};

let nlp: WinkMethods | undefined;
/** Spread of each label's bell around its place on the polarity scale. */
const SIGMA = 0.45;

/**
 * Polarity of `text` in [-1, 1]: tanh of twice wink-nlp's sentiment (its model loads on the first call).
 * wink's score averages the words that carry sentiment, so three strong negatives sit near −0.5; doubled,
 * a clearly negative or positive text lands past the midpoint between neutral and its pole.
 */
export function polarity(text: string): number {
  nlp ??= winkNLP(model);
  return Math.tanh(2 * (nlp.readDoc(text).out(nlp.its.sentiment) as number));
}

/**
 * Scores `text` against `labels` (most negative first): each label sits evenly on [-1, 1], and its
 * probability falls off with the distance between its place and the text's polarity (a softmax of
 * −d²/2σ²). Sorted by score, highest first, as the inference API does.
 */
export function classify(text: string, labels: readonly string[]): LabelScore[] {
  const p = polarity(text);
  const places = labels.map((_, i) => (labels.length === 1 ? 0 : -1 + (2 * i) / (labels.length - 1)));
  const logits = places.map((x) => -((p - x) ** 2) / (2 * SIGMA * SIGMA));
  const max = Math.max(...logits);
  const exps = logits.map((logit) => Math.exp(logit - max));
  const total = exps.reduce((a, b) => a + b, 0);
  return labels
    .map((label, i) => ({ label, score: (exps[i] ?? 0) / total }))
    .sort((a, b) => b.score - a.score);
}
