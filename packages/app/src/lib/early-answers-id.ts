/**
 * The `id` of the page's element holding the server's early answers (server/early-answers.ts writes it,
 * early-answers.ts reads it). A module of its own so that the entry (main.tsx) can look for the element
 * without taking the reader's code into the bundle every page loads.
 */
export const EARLY_ANSWERS_ID = "hiber-early-answers";
