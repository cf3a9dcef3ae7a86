import { InputError } from "../errors";

const TOKEN_PATTERN = /^hf_[A-Za-z0-9]+$/;

/**
 * Validates the access token of a call before any request is made.
 *
 * @returns the token, or `undefined` when none was given.
 * @throws {InputError} when a token is given but is not a hub token (`hf_` followed by letters and digits).
 *   The message never contains the token.
 */
export function checkCredentials(params: { accessToken?: string } | undefined): string | undefined {
  const token = params?.accessToken;
  if (token === undefined) return undefined;
  if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) {
    throw new InputError(
      'Invalid access token: expected a hub token of the form "hf_..." (letters and digits)',
    );
  }
  return token;
}
