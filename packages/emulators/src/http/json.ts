import { createHash } from "node:crypto";

/** The JSON content type every emulator answers with. */
export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/** A weak ETag in the `W/"<length hex>-<hash>"` form the hub sends. */
export function weakEtag(body: string): string {
  const length = Buffer.byteLength(body).toString(16);
  const hash = createHash("sha1").update(body).digest("base64url").slice(0, 27);
  return `W/"${length}-${hash}"`;
}

/**
 * A JSON response with `Content-Type: application/json; charset=utf-8`; successful responses also
 * carry a weak `ETag`.
 */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  const text = JSON.stringify(body);
  const all = new Headers(headers);
  all.set("Content-Type", JSON_CONTENT_TYPE);
  if (status >= 200 && status < 300) all.set("ETag", weakEtag(text));
  return new Response(text, { status, headers: all });
}
