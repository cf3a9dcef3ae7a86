/**
 * Security headers of every answer (app.ts), with Hono's `secureHeaders`: a strict Content-Security-Policy
 * (scripts from this origin only, no framing, connections to this origin and the configured upstreams the
 * browser talks to directly), `X-Frame-Options: DENY`, a Permissions-Policy that turns off the powerful
 * features the app never uses, and HSTS only when `HSTS=on` says the site is served over HTTPS.
 */
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { ServerConfig } from "./config.ts";

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

/** The middleware, for every path. */
export function securityHeaders(config: ServerConfig): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Inline styles are needed: Radix's scroll lock (react-remove-scroll) and the mobile wallet adapter
      // insert <style> elements at run time. Scripts stay 'self' only (no inline script: see theme-init.js).
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", ...imageSources(config)],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", ...connectSources(config)],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: config.hsts ? "max-age=31536000; includeSubDomains" : false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      bluetooth: [],
      hid: [],
      midi: [],
      magnetometer: [],
      gyroscope: [],
      accelerometer: [],
      displayCapture: [],
    },
    // Cross-origin isolation would break wallet pop-ups and the hub's images: left to the defaults off.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: "same-origin",
  });
}
