/** Keeps credentials out of error messages and URLs. */

/** Hides anything shaped like a hub token or a bearer credential. */
export function redactSecrets(text: string): string {
  return text
    .replace(/\bBearer\s+\S+/gi, "Bearer [redacted]")
    .replace(/\bhf_[A-Za-z0-9]{6,}\b/g, "hf_[redacted]");
}

/** Drops `user:password@` from a URL, if any. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.username === "" && parsed.password === "") return url;
    parsed.username = "";
    parsed.password = "";
    return parsed.toString();
  } catch {
    return url;
  }
}
