import { describe, expect, it } from "vitest";
import { HubSdkError, InputError } from "../errors";
import { checkCredentials } from "./check-credentials";

describe("checkCredentials", () => {
  it("returns undefined when no token is given", () => {
    expect(checkCredentials(undefined)).toBeUndefined();
    expect(checkCredentials({})).toBeUndefined();
  });

  it("returns a well-formed hub token", () => {
    expect(checkCredentials({ accessToken: "hf_AbC123xyz" })).toBe("hf_AbC123xyz");
  });

  it.each([
    ["another vendor's key", "sk-live-1234567890"],
    ["a token with punctuation", "hf_abc-def.ghi"],
    ["a prefix only", "hf_"],
    ["an empty string", ""],
    ["surrounding whitespace", " hf_abc123 "],
  ])("throws InputError for %s, without echoing the token", (_, token) => {
    let caught: unknown;
    try {
      checkCredentials({ accessToken: token });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InputError);
    expect(caught).toBeInstanceOf(HubSdkError);
    const message = (caught as Error).message;
    if (token.trim() !== "" && token !== "hf_") expect(message).not.toContain(token.trim());
  });
});
