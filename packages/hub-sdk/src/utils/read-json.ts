import { InvalidResponseError } from "../errors";

/**
 * Reads a successful response's body as JSON.
 *
 * @throws {InvalidResponseError} "Invalid response format" when the body is not JSON.
 *   An `AbortError` while reading propagates untouched.
 */
export async function readJson(res: Response, url: string): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new InvalidResponseError("Invalid response format", { url, status: res.status, body: text, cause });
  }
}
