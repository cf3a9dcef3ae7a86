/**
 * Which compressed form of an answer to send, by the request's `Accept-Encoding`: the built client's
 * precompressed copies (static.ts) and the caching proxy's stored gzip bodies (upstream/caching-proxy.ts).
 */

/** The encodings we answer with, in the order they are preferred. */
export const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * The encoding to answer with: br, else gzip, when `Accept-Encoding` accepts it (a `q=0` refuses it;
 * `*` accepts both), else none (the answer as it is). `available` are the copies that exist.
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
    weights.set(token, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const accepted = (name: Encoding) => (weights.get(name) ?? weights.get("*") ?? 0) > 0;
  return ENCODINGS.find((name) => available.includes(name) && accepted(name));
}
