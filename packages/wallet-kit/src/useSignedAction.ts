import { useCallback, useMemo } from "react";
import { WalletNotConnectedError, WalletNotSupportedError } from "./errors";
import {
  buildSignedMessage,
  bytesToBase64,
  SIGNED_NONCE_PATH,
  type SignedActionBody,
  type SignedNonce,
  type SignedPayload,
} from "./signed-message";
import { useWalletSession } from "./useWalletSession";

/** What signs: the connected wallet (`useWalletSession()`), or a key pair in tests and tools. */
export interface MessageSigner {
  /** The signer's address (base58), null when no wallet is connected. */
  address: string | null;
  canSignMessages: boolean;
  signMessage(message: Uint8Array): Promise<Uint8Array>;
}

/** The server refused a signed action (or the nonce): its `{ error, code }` and the HTTP status. */
export class SignedActionError extends Error {
  override name = "SignedActionError";
  constructor(
    message: string,
    /** The server's code (`bad_signature`, `nonce_used`, `rate_limited`…), or `network_error`. */
    readonly code: string,
    /** The HTTP status; 0 when the server could not be reached. */
    readonly status: number,
  ) {
    super(message);
  }
}

export interface SignedActionOptions {
  /** Prefixed to `SIGNED_NONCE_PATH` (the app server's origin; "" for the same origin). */
  baseUrl?: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

async function postJson<T>(url: string, body: unknown, options: SignedActionOptions): Promise<T> {
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === "AbortError") throw error;
    throw new SignedActionError("The server could not be reached. Please try again.", "network_error", 0);
  }
  const json = (await response.json().catch(() => null)) as { error?: unknown; code?: unknown } | null;
  if (!response.ok)
    throw new SignedActionError(
      typeof json?.error === "string" ? json.error : `The server refused the request (${response.status}).`,
      typeof json?.code === "string" ? json.code : "http_error",
      response.status,
    );
  return json as T;
}

/**
 * Signs an action with `signer`: asks the server for a nonce, builds the canonical message and has the
 * wallet sign its UTF-8 bytes. Rejects with `WalletNotConnectedError`, `WalletNotSupportedError` (the wallet
 * cannot sign messages), the wallet's own error (the user declined), or {@link SignedActionError}.
 */
export async function signAction(
  signer: MessageSigner,
  action: string,
  payload: SignedPayload,
  options: SignedActionOptions = {},
): Promise<SignedActionBody> {
  const address = signer.address;
  if (!address) throw new WalletNotConnectedError("Connect a wallet to sign this.");
  if (!signer.canSignMessages)
    throw new WalletNotSupportedError(
      "This wallet cannot sign messages. Connect a wallet that can (the burner wallet can, on the local chain).",
      { feature: "signMessage" },
    );
  const { nonce } = await postJson<SignedNonce>(
    `${options.baseUrl ?? ""}${SIGNED_NONCE_PATH}`,
    { address },
    options,
  );
  const message = buildSignedMessage({ action, address, nonce, payload });
  const signature = await signer.signMessage(new TextEncoder().encode(message));
  return { message, signature: bytesToBase64(signature), address };
}

/** Signs an action ({@link signAction}) and POSTs it to `endpoint`; resolves with the endpoint's JSON. */
export async function postSignedAction<T>(
  signer: MessageSigner,
  endpoint: string,
  action: string,
  payload: SignedPayload,
  options: SignedActionOptions = {},
): Promise<T> {
  const body = await signAction(signer, action, payload, options);
  return postJson<T>(endpoint, body, options);
}

/** The connected wallet's signed actions (the app server's `/api/signed/nonce` and the endpoints given). */
export interface SignedActionModel {
  /** The connected wallet's address, else null. */
  address: string | null;
  /** Whether a wallet is connected and can sign messages (otherwise explain why and offer `openModal`). */
  canSign: boolean;
  /** Opens the wallet modal (to connect a wallet that can sign). */
  openModal(): void;
  /** Signs `action` with `payload` and returns the body to send ({@link signAction}). */
  sign(action: string, payload: SignedPayload, options?: SignedActionOptions): Promise<SignedActionBody>;
  /** Signs and POSTs to `endpoint` ({@link postSignedAction}); resolves with its JSON. */
  post<T>(
    endpoint: string,
    action: string,
    payload: SignedPayload,
    options?: SignedActionOptions,
  ): Promise<T>;
}

/** Signed actions with the connected wallet; wrap `post` in a TanStack mutation where state is needed. */
export function useSignedAction(): SignedActionModel {
  const session = useWalletSession();
  const connected = session.status === "connected";
  const signer = useMemo<MessageSigner>(
    () => ({
      address: connected ? session.address : null,
      canSignMessages: connected && session.canSignMessages,
      signMessage: session.signMessage,
    }),
    [connected, session.address, session.canSignMessages, session.signMessage],
  );
  const sign = useCallback(
    (action: string, payload: SignedPayload, options?: SignedActionOptions) =>
      signAction(signer, action, payload, options),
    [signer],
  );
  const post = useCallback(
    <T>(endpoint: string, action: string, payload: SignedPayload, options?: SignedActionOptions) =>
      postSignedAction<T>(signer, endpoint, action, payload, options),
    [signer],
  );
  return {
    address: signer.address,
    canSign: signer.canSignMessages,
    openModal: session.openModal,
    sign,
    post,
  };
}
