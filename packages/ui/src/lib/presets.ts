/** The playground's preset prompts (spec §2.11, §3 "Preset prompt", §9: 12 presets, 3 per category). */

/** Categories of the preset prompts, in the order of their chips. */
export const PRESET_CATEGORIES = ["coding", "poetry", "summarization", "translation"] as const;

export type PresetCategory = (typeof PRESET_CATEGORIES)[number];

/** A ready-made prompt: choosing it fills the prompt box (and clears the last result). */
export interface PresetPrompt {
  /** Stable id, e.g. `coding-debounce`. */
  id: string;
  /** Short title shown on the card. */
  title: string;
  /** One line saying what the prompt asks for. */
  description: string;
  /** The full prompt text put into the prompt box. */
  prompt: string;
  category: PresetCategory;
}

/** The 12 presets: 3 coding, 3 poetry, 3 summarization, 3 translation. */
export const PRESET_PROMPTS: readonly PresetPrompt[] = [
  {
    id: "coding-debounce",
    title: "Debounce in TypeScript",
    description: "A typed debounce helper with cancel and flush.",
    category: "coding",
    prompt:
      "Write a `debounce` function in TypeScript. It takes a function and a wait time in milliseconds and returns a debounced version that keeps the original parameter types. The returned function must also have `cancel()` (drop the pending call) and `flush()` (run the pending call now) methods. Keep it dependency-free, add short JSDoc comments, and finish with a usage example for a search box.",
  },
  {
    id: "coding-regex",
    title: "Explain a regular expression",
    description: "Break a password regex down piece by piece.",
    category: "coding",
    prompt:
      "Explain what this regular expression matches, part by part, as if to a junior developer:\n\n^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^\\w\\s]).{12,}$\n\nThen give two strings that match, two that don't (and why), and say whether a regex is a good way to enforce a password policy.",
  },
  {
    id: "coding-bug-hunt",
    title: "Find the bug",
    description: "Spot why a Python function remembers old calls.",
    category: "coding",
    prompt:
      'This Python function is supposed to return a new list each time, but the list keeps growing between calls. Find the bug, explain why it happens, and show a corrected version:\n\ndef add_tag(tag, tags=[]):\n    tags.append(tag)\n    return tags\n\nprint(add_tag("red"))\nprint(add_tag("blue"))',
  },
  {
    id: "poetry-haiku-rain",
    title: "Haiku about rain",
    description: "Three haiku on a rainy city evening.",
    category: "poetry",
    prompt:
      "Write three haiku (5-7-5 syllables each) about an autumn evening in a city when it starts to rain: one about the sound, one about the light on wet streets, and one about someone hurrying home. Use concrete images and no rhyme.",
  },
  {
    id: "poetry-sonnet-lighthouse",
    title: "Sonnet for a lighthouse keeper",
    description: "A Shakespearean sonnet about the last night on duty.",
    category: "poetry",
    prompt:
      "Write a Shakespearean sonnet (14 lines, iambic pentameter, rhyme scheme ABAB CDCD EFEF GG) spoken by a lighthouse keeper on the last night before the light is automated. End with a couplet that turns the poem toward what the sea will remember.",
  },
  {
    id: "poetry-limerick-semicolon",
    title: "Limerick for a programmer",
    description: "A light limerick about a missing semicolon.",
    category: "poetry",
    prompt:
      "Write a limerick (AABBA rhyme, bouncy rhythm) about a programmer whose build failed all night because of one missing semicolon. Keep it playful and give it a short title.",
  },
  {
    id: "summarization-meeting",
    title: "Meeting notes to action items",
    description: "Turn raw notes into decisions and owners.",
    category: "summarization",
    prompt:
      "Summarize these meeting notes in at most three sentences, then list the decisions and the action items with their owners and due dates:\n\nTeam sync, Tuesday. Priya said the checkout page still times out for about 2% of users on mobile; she thinks it's the payment provider's script. Tom will profile it and report by Friday. We agreed to delay the pricing page redesign to next sprint because design isn't final. Lena asked who owns the onboarding emails; nobody does, so Marco volunteered and will draft a plan by next Wednesday. The staging database will be reset on Thursday night, so nobody should rely on test data from before then.",
  },
  {
    id: "summarization-article",
    title: "TL;DR of an article",
    description: "Condense a paragraph on the printing press.",
    category: "summarization",
    prompt:
      "Give a one-sentence TL;DR and then three bullet points summarizing this text:\n\nAround 1440, Johannes Gutenberg combined several existing technologies into a printing system with movable metal type, an oil-based ink, and a press adapted from those used to make wine and olive oil. Before this, books in Europe were copied by hand, which made them slow to produce and expensive. Within fifty years, printing shops had spread to more than two hundred cities, and millions of books were in circulation. Cheaper books helped standardize spelling and grammar, spread new scientific and religious ideas quickly, and made it possible for far more people to learn to read.",
  },
  {
    id: "summarization-review",
    title: "Pros and cons of a review",
    description: "Pull the pros, cons and verdict out of a review.",
    category: "summarization",
    prompt:
      "Summarize this product review as a short list of pros, a short list of cons, and a one-line verdict:\n\nI've used these noise-cancelling headphones for three months on my daily train commute. The cancellation is excellent: the engine hum simply disappears, and voices are muted enough to read. Battery life is as advertised, around 30 hours, and they charge quickly over USB-C. On the other hand, the ear cushions get warm after an hour, the companion app keeps asking me to sign in, and the case is bulky for a small bag. Call quality is fine indoors but poor on windy platforms. For the price, I'd still buy them again.",
  },
  {
    id: "translation-en-fr-hotel",
    title: "English to French: hotel email",
    description: "A polite booking request, translated formally.",
    category: "translation",
    prompt:
      "Translate this email into formal French (use « vous »), keeping the tone polite and the dates unchanged:\n\nDear Sir or Madam,\nI would like to book a double room with a view of the lake for three nights, from 14 to 17 June. We will arrive late, around 11 pm. Could you please confirm whether breakfast is included and whether there is parking nearby?\nKind regards,\nAnna Weber",
  },
  {
    id: "translation-es-en-idioms",
    title: "Spanish idioms to English",
    description: "Translate idioms by meaning, not word for word.",
    category: "translation",
    prompt:
      'Translate these Spanish sayings into natural English. For each, give the literal translation, the closest English idiom, and one sentence explaining when you would use it:\n\n1. "Más vale tarde que nunca."\n2. "No hay mal que por bien no venga."\n3. "Estar en las nubes."\n4. "A buen entendedor, pocas palabras bastan."',
  },
  {
    id: "translation-ui-de",
    title: "Localize app strings to German",
    description: "Translate interface labels, keeping placeholders.",
    category: "translation",
    prompt:
      'Translate these user-interface strings from English into German. Keep the placeholders in curly braces exactly as they are, keep button labels short, and use the informal "du" form. Answer as a JSON object with the same keys:\n\n{\n  "save": "Save changes",\n  "cancel": "Cancel",\n  "greeting": "Welcome back, {name}!",\n  "itemsLeft": "{count} items left in your cart",\n  "deleteConfirm": "Delete this file? This can\'t be undone."\n}',
  },
];

/** The presets of one category, or all of them for `undefined` ("All"), in their listed order. */
export function presetsInCategory(
  presets: readonly PresetPrompt[],
  category: PresetCategory | undefined,
): PresetPrompt[] {
  return category === undefined ? [...presets] : presets.filter((preset) => preset.category === category);
}
