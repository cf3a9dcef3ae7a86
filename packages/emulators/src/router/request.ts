/** Reading a request body: JSON object, number fields, token caps, the last user message. */
import type { Context } from "hono";
import { invalidRequest } from "./errors";

const MAX_TOKENS_CAP = 4096;

export async function readBody(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw invalidRequest("Request body must be valid JSON");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw invalidRequest("Request body must be a JSON object");
  }
  return body as Record<string, unknown>;
}

export function numberField(body: Record<string, unknown>, name: string): number | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isFinite(value)) throw invalidRequest(`${name} must be a number`);
  return value;
}

export function maxTokensOf(value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (value < 1) throw invalidRequest("max_tokens must be at least 1");
  return Math.min(MAX_TOKENS_CAP, Math.floor(value));
}

/** The text of the chat's last user message (string content or text parts). */
export function lastUserText(messages: unknown): string {
  if (!Array.isArray(messages) || messages.length === 0) {
    throw invalidRequest("messages must be a non-empty array");
  }
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i] as { role?: unknown; content?: unknown } | null;
    if (typeof message !== "object" || message === null)
      throw invalidRequest("each message must be an object");
    if (message.role !== "user") continue;
    if (typeof message.content === "string") return message.content;
    if (Array.isArray(message.content)) {
      return message.content
        .map((part: { type?: unknown; text?: unknown }) =>
          part?.type === "text" && typeof part.text === "string" ? part.text : "",
        )
        .join(" ");
    }
    return "";
  }
  return "";
}
