/**
 * Sentence templates of the sample posts, by subject and tone. Tones follow the spec's keyword rule
 * (part 2 §4): positive templates use one of great, good, amazing, excellent, impressive; negative ones
 * one of bad, poor, terrible, issue, problem (as whole words) and no positive word; neutral ones none of
 * the ten, not even inside another word. corpus.test.ts checks every generated post against the rule.
 *
 * Slots: {name} short name, {id} repo id, {owner} namespace, {task} task in words, {link} the hub URL
 * (or the id when a post names the repo without a link), {title} a collection's title.
 */

export type Tone = "positive" | "neutral" | "negative";

/** The feed's categories (spec part 2 §2.6, "All" aside). */
export const FEED_CATEGORIES = [
  "Models",
  "Datasets",
  "Applications",
  "Research",
  "News",
  "Events",
  "Tutorials",
  "Jobs",
] as const;
export type FeedCategory = (typeof FEED_CATEGORIES)[number];

/** The hashtag every post of a category carries, and words its posts use (README "Categories"). */
export const CATEGORY_HASHTAGS: Record<FeedCategory, string> = {
  Models: "AIModels",
  Datasets: "Datasets",
  Applications: "AIApps",
  Research: "AIResearch",
  News: "AINews",
  Events: "AIEvents",
  Tutorials: "Tutorial",
  Jobs: "AIJobs",
};

type Templates = Record<Tone, readonly string[]>;

export const MODEL_TEMPLATES: Templates = {
  positive: [
    "Just tried the {name} model from {owner} for {task} and the results are great. {link}",
    "{name} is an impressive model: quick to load and easy to fine-tune. {link}",
    "Amazing how well the {name} model handles {task} out of the box. {link}",
    "Swapped our {task} pipeline to the {name} weights this week. Excellent latency. {link}",
    "Good weekend project: a {task} demo on top of the {name} model. Notes soon. {link}",
    "{owner} shipped something great: {name}. The model evals look impressive for the size. {link}",
    "The {name} checkpoint is a good default for {task}. Small, fast, open. {link}",
  ],
  neutral: [
    "Reading the model card of {name} by {owner}: {task}, weights on the hub. {link}",
    "Has anyone compared {name} with other {task} models? Curious about memory use. {link}",
    "Downloading the {name} weights to run some {task} evals tonight. {link}",
    "{name} ({task}) is now on our shortlist of models to try. {link}",
    "Note to self: try the {name} model from {owner} for {task}. {link}",
    "Trying {name} with 4-bit quantization next. Will post numbers from the model run. {link}",
    "Which license does the {name} checkpoint use? Looking at it for {task}. {link}",
  ],
  negative: [
    "Ran into an issue with {name}: the tokenizer config does not match the model card. {link}",
    "The {name} model gives poor results on our {task} set. Maybe a prompt format problem? {link}",
    "Bad first run with the {name} model for {task}; outputs drift after a few hundred tokens. {link}",
    "Terrible memory spikes loading the {name} weights on a 24 GB card. Anyone else? {link}",
    "Is it just me or does the {name} model have a problem with long inputs? {link}",
  ],
};

export const DATASET_TEMPLATES: Templates = {
  positive: [
    "{name} is a great dataset for {task}. Clean splits and a clear card. {link}",
    "Impressive how much signal there is in the {name} dataset for {task}. {link}",
    "Excellent data quality in {name} by {owner}. Using it for {task} evals. {link}",
    "Good reminder that {name} is still one of the most useful {task} datasets around. {link}",
  ],
  neutral: [
    "Loading the {name} dataset with the datasets library for a {task} baseline. {link}",
    "Anyone know how the {name} data was collected? Reading the dataset card now. {link}",
    "Added {name} by {owner} to our {task} data mix. {link}",
    "The {name} dataset viewer shows the splits at a glance. Handy for {task}. {link}",
  ],
  negative: [
    "Found label noise in {name}; a known issue for {task} datasets of this kind? {link}",
    "The {name} dataset has a poor test split for {task}: too many near duplicates. {link}",
    "Licensing of the {name} data is a problem for commercial {task} work. {link}",
  ],
};

export const COLLECTION_TEMPLATES: Templates = {
  positive: [
    "The {title} collection by {owner} is a great starting point: {item} and more in one place. {link}",
    "Bookmarked the {title} collection on the hub. Impressive curation by {owner}. {link}",
    "Good to see {item} in the {title} collection. A tidy list of models to start from. {link}",
  ],
  neutral: [
    "Browsing the {title} collection by {owner} for our next project; {item} is in it too. {link}",
    "Collections make this easier: {title} groups the repos we keep reaching for. {link}",
    "Saved the {title} collection for later: {item} and related repos. {link}",
  ],
  negative: [
    "Wish the {title} collection by {owner} said why {item} is in it. The lack of notes is an issue. {link}",
    "Half the links in the {title} collection point to gated repos, which is a problem for students. {link}",
  ],
};

/** Posts of the other categories; {name}/{link} name a model the post mentions in passing. */
export const CATEGORY_TEMPLATES: Record<Exclude<FeedCategory, "Models" | "Datasets">, Templates> = {
  Applications: {
    positive: [
      "Built a small app that summarises meeting notes with {name}. Works great offline. {link}",
      "Our support bot app now runs on {name}. The answers are surprisingly good. {link}",
      "Shipped a browser app for photo captions this weekend. Amazing what open models do now.",
    ],
    neutral: [
      "Demo: a voice notes app that transcribes and tags entries locally. Built on {name}. {link}",
      "Working on an app that sorts receipts with a vision model. Alpha next month.",
      "Side project update: the recipe app now suggests substitutions with {name}. {link}",
    ],
    negative: [
      "Our chat app demo broke after an update to {name}; a dependency issue, rolling back. {link}",
      "Shipping an AI app is still a terrible experience when every model has its own prompt format.",
    ],
  },
  Research: {
    positive: [
      "Great paper on data mixtures for small language models. Clear ablations, open code. #arxiv",
      "Impressive research result: distillation closes most of the gap at a tenth of the compute.",
      "Excellent survey paper on evaluation methods for retrieval systems. Saving it for the reading group.",
    ],
    neutral: [
      "New paper on arxiv compares tokenizers across 40 languages. Reading it this afternoon.",
      "Research question for the week: how far can synthetic data take a 1B model?",
      "Paper notes: the authors train {name}-style models with curriculum sampling. {link}",
    ],
    negative: [
      "This paper reports results on a test set that leaked into the training data. A real problem for the field.",
      "Poor reproducibility again: the research code is missing the data filters the paper describes.",
    ],
  },
  News: {
    positive: [
      "News: a new open-weights release today, and the early numbers look great. {link}",
      "Big week in AI news: three labs announced open models. Good time to build.",
    ],
    neutral: [
      "News roundup: new model releases, a dataset license change and two funding rounds. {link}",
      "Announced today: a hub update with faster dataset previews.",
      "In the news this week: open model launches, eval leaderboards and a new benchmark.",
    ],
    negative: [
      "Bad news for hobbyists: another model launch with weights behind a waitlist.",
      "The announced benchmark numbers have an issue: they skip the hardest split.",
    ],
  },
  Events: {
    positive: [
      "Great turnout at the open-source AI meetup last night. Slides from the talks coming soon.",
      "The hackathon demos were amazing: 30 teams, 30 projects on open models.",
    ],
    neutral: [
      "Webinar on Thursday: serving {name} on a single GPU. Sign-up link in the replies. {link}",
      "Meetup next week: fine-tuning for {task}. Talks, pizza and a hands-on session.",
      "Conference season: who is going to the ML systems workshop in the spring?",
    ],
    negative: ["The conference livestream had terrible audio all day. Hope the recordings get fixed."],
  },
  Tutorials: {
    positive: [
      "Tutorial: fine-tune {name} for {task} in under an hour. A good first project. {link}",
      "This guide to evaluating retrieval systems is excellent. Step by step with code.",
    ],
    neutral: [
      "How to run {name} locally: a short tutorial with the exact commands. {link}",
      "Guide: build a {task} pipeline with the datasets library and {name}. {link}",
      "Tutorial thread: quantize a model, test it, and push it to the hub.",
    ],
    negative: ["Most tutorials skip the hardest part: cleaning the data. That is the real problem."],
  },
  Jobs: {
    positive: ["We are hiring! Great team, open-source first, remote friendly. ML engineer role, DMs open."],
    neutral: [
      "Hiring: a research engineer to work on {task} models. Remote within Europe.",
      "Job: data engineer for our dataset pipelines. Open-source contributions count.",
      "Our lab has a role for an MLOps engineer. Link in bio; applications close next month.",
    ],
    negative: ["Job posts asking for ten years of LLM experience are a bad joke."],
  },
};

export const REPLY_TEMPLATES: Templates = {
  positive: [
    "Agreed, {name} has been great for us too.",
    "Thanks for sharing! Good to know about {name}.",
    "Impressive. Did you change any settings for {name}?",
  ],
  neutral: [
    "Which hardware did you run {name} on?",
    "Do you have the eval script for {name}?",
    "Bookmarking this. Is there a quantized {name}?",
    "How long did it take to set up {name}?",
  ],
  negative: [
    "Same issue here with {name}.",
    "We saw poor recall with {name} too.",
    "That looks like a config problem on the {name} side.",
  ],
};

export const QUOTE_TEMPLATES: Templates = {
  positive: ["Great thread on {name}.", "Good summary, worth a read if you use {name}."],
  neutral: ["More notes on {name} here.", "Context for anyone looking at {name}:"],
  negative: ["This matches our issue with {name}.", "Another report of the same problem with {name}."],
};

/** Extra sentences of the long posts (a few per thousand posts run past 280 characters). */
export const LONG_POST_SENTENCES: readonly string[] = [
  "Setup: one 24 GB GPU, batch size 8, bf16, the default generation settings from the card.",
  "I kept the prompts identical across runs and logged every output so the comparison stays fair.",
  "Throughput matters more than peak scores for us, so I measured tokens per second at three context lengths.",
  "The card lists the training data, which makes it easier to reason about where it will struggle.",
  "Next step is a small human eval with colleagues from support, since automatic metrics only go so far.",
  "If you want the scripts, reply here and I will clean them up and push them to a repo.",
  "Caveat: this is one workload on one machine; your numbers will differ.",
];
