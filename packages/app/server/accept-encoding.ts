/**
 * Which compressed form of an answer to send, by the request's `Accept-Encoding`: the built client's
 * precompressed copies (static.ts) and the caching proxy's stored gzip and brotli bodies (upstream/cached-answer.ts).
 */

/** The encodings we answer with, in the order they are preferred. */
export const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * The encoding to answer with, by the q-values of `Accept-Encoding`: of the copies that exist
 * (`available`), the one with the highest weight above 0 (a name not listed takes the weight of `*`, or 0;
 * `q=0` refuses it); br before gzip at equal weight; none (the answer as it is) when neither is accepted.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[] = ["br", "gzip"],
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [token = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  let chosen: Encoding | undefined;
  let best = 0;
  for (const name of ENCODINGS) {
    const weight = weights.get(name) ?? weights.get("*") ?? 0;
    if (available.includes(name) && weight > best) {
      chosen = name;
      best = weight;
    }
  }
  return chosen;
}
