/**
 * Security headers of every answer (app.ts), the set of Hono's `secureHeaders` with our options: a strict
 * Content-Security-Policy (scripts from this origin only, and the inline theme script by its hash; no
 * framing; connections to this origin and the configured upstreams the browser talks to directly), `X-Frame-Options: DENY`, a Permissions-Policy that
 * turns off the powerful features the app never uses, and HSTS only when `HSTS=on` says the site is served
 * over HTTPS. The values depend on the configuration only, so they are built once, as a plain record: an
 * answer that already carries them ({@link withSecurityHeaders}, the caching proxy's cache hits) is left as
 * it is, without building a `Headers` object for it on every request.
 */
import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { THEME_INIT_SCRIPT } from "../src/theme-init.ts";
import type { ServerConfig } from "./config.ts";

/** The CSP source that allows the inline theme script of `index.html` (src/theme-init.ts) and no other. */
export const THEME_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(THEME_INIT_SCRIPT).digest("base64")}'`;

/** The avatars of the real hub come from its CDN. */
const HUB_AVATAR_CDN = "https://cdn-avatars.huggingface.co";

/** The avatars of real posts (twitterapi.io's `profilePicture`) come from the network's CDN. */
const TWEETS_AVATAR_CDN = "https://pbs.twimg.com";

const origin = (url: string) => new URL(url).origin;

/** The origins the browser fetches from besides this one: a real Solana cluster's RPC and websocket. */
export function connectSources(config: ServerConfig): string[] {
  const { rpcUrl, wsUrl, fallbackRpcUrl } = config.solana;
  if (!rpcUrl) return [];
  const socket = wsUrl ?? rpcUrl.replace(/^http/, "ws");
  return [...new Set([rpcUrl, socket, fallbackRpcUrl].filter((url) => url !== undefined).map(origin))];
}

/**
 * The origins images come from besides this one: a real hub (avatars), datasets server (row images) and
 * tweets search (the posts' avatars).
 */
export function imageSources(config: ServerConfig): string[] {
  const sources: string[] = [];
  if (config.hub.url) sources.push(origin(config.hub.url), HUB_AVATAR_CDN);
  if (config.datasetsServer.url) sources.push(origin(config.datasetsServer.url));
  if (config.tweets.url || config.tweetsBackup.url) sources.push(TWEETS_AVATAR_CDN);
  return [...new Set(sources)];
}

/** The Content-Security-Policy directives, in the order they are sent. */
function contentSecurityPolicy(config: ServerConfig): [string, string[]][] {
  return [
    ["default-src", ["'self'"]],
    // This origin's files, and the one inline script, the theme's (by its hash: no other inline script runs).
    ["script-src", ["'self'", THEME_SCRIPT_SOURCE]],
    // Inline styles are needed: Radix's scroll lock (react-remove-scroll) and the mobile wallet adapter
    // insert <style> elements at run time. Scripts stay 'self' plus the theme's hash.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", ...imageSources(config)]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", ...connectSources(config)]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
}

/** The powerful features turned off (`feature=()`). */
const PERMISSIONS_OFF = [
  "camera",
  "microphone",
  "geolocation",
  "payment",
  "usb",
  "serial",
  "bluetooth",
  "hid",
  "midi",
  "magnetometer",
  "gyroscope",
  "accelerometer",
  "display-capture",
];

/**
 * The security headers of every answer, by lower-case name. Cross-origin isolation (COEP, COOP) would
 * break wallet pop-ups and the hub's images: not sent.
 */
export function securityHeaderRecord(config: ServerConfig): Readonly<Record<string, string>> {
  return Object.freeze({
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "strict-origin-when-cross-origin",
    ...(config.hsts && { "strict-transport-security": "max-age=31536000; includeSubDomains" }),
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
    "content-security-policy": contentSecurityPolicy(config)
      .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
      .join("; "),
    "permissions-policy": PERMISSIONS_OFF.map((feature) => `${feature}=()`).join(", "),
  });
}

/** Answers that already carry the security headers: the middleware leaves them untouched. */
const carrying = new WeakSet<Response>();

/** Marks `response` as built with {@link securityHeaderRecord}'s headers among its own. */
export function withSecurityHeaders(response: Response): Response {
  carrying.add(response);
  return response;
}

/**
 * The middleware, for every path: sets the headers of `record` on the answer (replacing any of the same
 * name) and removes `X-Powered-By`, unless the answer was built with them ({@link withSecurityHeaders}).
 */
export function securityHeaders(record: Readonly<Record<string, string>>): MiddlewareHandler {
  const entries = Object.entries(record);
  return async (c, next) => {
    await next();
    if (carrying.has(c.res)) return;
    const headers = c.res.headers;
    for (const [name, value] of entries) headers.set(name, value);
    headers.delete("x-powered-by");
  };
}
