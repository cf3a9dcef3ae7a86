import { describe, expect, it } from "vitest";
import { WalletNotConnectedError, WalletNotSupportedError } from "./errors";
import {
  base64ToBytes,
  buildSignedMessage,
  bytesToBase64,
  canonicalJson,
  parseSignedMessage,
} from "./signed-message";
import { signAction } from "./useSignedAction";

const fields = {
  action: "comment.post",
  address: "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin",
  nonce: "n0nce_-x",
  payload: { text: 'Line one\nline <two> & "three"', rating: 5, model: "a/b" },
};

describe("the signed message", () => {
  it("is five lines with the payload as canonical JSON (sorted keys), and parses back", () => {
    const text = buildSignedMessage(fields);
    expect(text).toBe(
      [
        "Hiber signed action",
        "Action: comment.post",
        "Address: 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin",
        "Nonce: n0nce_-x",
        'Payload: {"model":"a/b","rating":5,"text":"Line one\\nline <two> & \\"three\\""}',
      ].join("\n"),
    );
    expect(parseSignedMessage(text)).toEqual(fields);
  });

  it("gives one text per payload, whatever the key order", () => {
    expect(canonicalJson({ b: [1, { d: 1, c: null }], a: true })).toBe('{"a":true,"b":[1,{"c":null,"d":1}]}');
  });

  it("refuses any other text, even one that means the same", () => {
    const text = buildSignedMessage(fields);
    for (const other of [
      `${text}\n`,
      text.replace("Hiber signed action", "Hiber signed actions"),
      text.replace('{"model":"a/b","rating":5,', '{"rating":5,"model":"a/b",'),
      text.replace('"rating":5', '"rating": 5'),
      text.replace("Payload: {", "Payload: ["),
      text.replace("Nonce: n0nce_-x", "Nonce: n0nce x"),
      "",
    ])
      expect(parseSignedMessage(other)).toBeNull();
  });

  it("refuses fields that would break the lines", () => {
    expect(() => buildSignedMessage({ ...fields, nonce: "a\nAction: x" })).toThrow("Invalid nonce");
    expect(() => buildSignedMessage({ ...fields, action: "Comment Post" })).toThrow(/action name/);
  });

  it("carries signatures as base64", () => {
    const bytes = Uint8Array.from({ length: 64 }, (_, i) => (i * 37) % 256);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    expect(base64ToBytes("not base64!")).toBeNull();
  });
});

describe("signAction", () => {
  const unreachable = (() => {
    throw new Error("no request is expected");
  }) as unknown as typeof fetch;

  it("says so when no wallet is connected or the wallet cannot sign messages, before any request", async () => {
    const signMessage = async () => new Uint8Array(64);
    await expect(
      signAction(
        { address: null, canSignMessages: false, signMessage },
        "comment.post",
        {},
        { fetch: unreachable },
      ),
    ).rejects.toBeInstanceOf(WalletNotConnectedError);
    const error = await signAction(
      { address: fields.address, canSignMessages: false, signMessage },
      "comment.post",
      {},
      { fetch: unreachable },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletNotSupportedError);
    expect((error as WalletNotSupportedError).feature).toBe("signMessage");
    expect((error as Error).message).toMatch(/cannot sign messages/);
  });
});
