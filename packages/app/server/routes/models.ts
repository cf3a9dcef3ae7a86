/**
 * `/api/models/{author}/{name}`: the model detail record (server/models/detail.ts), and its wallet-signed
 * comments with ratings, likes and reports (server/models/community.ts), each write verified by
 * `readSignedAction` (server/signed/) before it is stored. JSON errors `{ error, code }` throughout.
 */
import { type Context, Hono } from "hono";
import { COMMENT_ACTIONS, COMMENT_LIMITS, type ModelComments } from "../../src/lib/model-detail.ts";
import type { CounterStore } from "../limits/counters.ts";
import type { ModelCommunity } from "../models/community.ts";
import { buildModelDetail, type HubAccess, modelExists } from "../models/detail.ts";
import { readSignedAction, SIGNED_UNAVAILABLE } from "../signed/routes.ts";
import type { SignedActions } from "../signed/verify.ts";
import { requestOrigin } from "../upstream/caching-proxy.ts";

const HOUR_MS = 3_600_000;
const SEGMENT = /^[A-Za-z0-9][\w.-]*$/;

export interface ModelRoutesOptions {
  hub: HubAccess;
  /** Absent without a database: the record has no community data and writes answer 503. */
  community?: ModelCommunity;
  signed?: SignedActions;
  /** Counts comments per address (`COMMENT_LIMITS.perAddressPerHour`). */
  counters: CounterStore;
  paymentsEnabled: boolean;
  trustProxy: boolean;
  now?: () => number;
}

const NO_COMMUNITY = {
  rating: null,
  trending: null,
  comments: 0,
  ratings: 0,
  likes: 0,
  wallets: 0,
  lastActivity: null,
};

/** The repo id of the URL's `author` and `name`, or null when they are not repo id segments. */
function modelId(c: Context): string | null {
  const author = c.req.param("author") ?? "";
  const name = c.req.param("name") ?? "";
  return SEGMENT.test(author) && SEGMENT.test(name) && !`${author}/${name}`.includes("..")
    ? `${author}/${name}`
    : null;
}

const notFound = (c: Context) =>
  c.json({ error: "No model with this name exists.", code: "model_not_found" }, 404);
const invalid = (c: Context, code: string, error: string) => c.json({ error, code }, 400);

export function createModelRoutes(options: ModelRoutesOptions) {
  const app = new Hono();
  const now = options.now ?? Date.now;

  app.get("/:author/:name", async (c) => {
    const id = modelId(c);
    if (!id) return notFound(c);
    try {
      const detail = await buildModelDetail({
        id,
        hub: options.hub,
        community: (model) => options.community?.stats(model) ?? Promise.resolve(NO_COMMUNITY),
        origin: requestOrigin(c, options.trustProxy),
        paymentsEnabled: options.paymentsEnabled,
        now: now(),
      });
      if (!detail) return notFound(c);
      return c.json(detail, 200, { "cache-control": "no-store" });
    } catch (error) {
      if ((error as Error)?.name === "TimeoutError")
        return c.json({ error: "The hub did not answer in time.", code: "upstream_timeout" }, 504);
      console.error(`GET /api/models/${id} failed:`, error);
      return c.json({ error: "The hub could not give this model's details.", code: "upstream_error" }, 502);
    }
  });

  app.get("/:author/:name/comments", async (c) => {
    const id = modelId(c);
    if (!id) return notFound(c);
    if (!options.community) return c.json(SIGNED_UNAVAILABLE, 503);
    const [comments, rating] = await Promise.all([options.community.list(id), options.community.rating(id)]);
    const body: ModelComments = { comments, rating };
    return c.json(body, 200, { "cache-control": "no-store" });
  });

  app.post("/:author/:name/comments", async (c) => {
    const id = modelId(c);
    if (!id) return notFound(c);
    const community = options.community;
    if (!community) return c.json(SIGNED_UNAVAILABLE, 503);
    const signed = await readSignedAction(c, options.signed, COMMENT_ACTIONS.post);
    if (signed instanceof Response) return signed;
    const { model, text, rating } = signed.payload;
    if (model !== id) return invalid(c, "wrong_model", "The signed comment is for another model.");
    if (typeof text !== "string" || text.trim() === "")
      return invalid(c, "empty_text", "Write a comment before posting.");
    if (text.trim().length > COMMENT_LIMITS.maxTextLength)
      return invalid(c, "text_too_long", `A comment is at most ${COMMENT_LIMITS.maxTextLength} characters.`);
    const validRating = typeof rating === "number" && Number.isInteger(rating) && rating >= 1 && rating <= 5;
    if (rating !== null && rating !== undefined && !validRating)
      return invalid(c, "invalid_rating", "A rating is a whole number from 1 to 5.");
    const posted = await options.counters.hit(`comments:${signed.address}`, HOUR_MS);
    if (posted > COMMENT_LIMITS.perAddressPerHour) {
      c.header("retry-after", String(Math.ceil((HOUR_MS - (now() % HOUR_MS)) / 1000)));
      return c.json(
        {
          error: `At most ${COMMENT_LIMITS.perAddressPerHour} comments per hour from one wallet. Try again later.`,
          code: "rate_limited",
        },
        429,
      );
    }
    if (!(await modelExists(options.hub, id))) return notFound(c);
    const comment = await community.post({
      model: id,
      address: signed.address,
      text: text.trim(),
      rating: validRating ? rating : null,
      message: signed.message,
      signature: signed.signature,
    });
    return c.json({ comment, rating: await community.rating(id) }, 201);
  });

  for (const kind of ["like", "report"] as const) {
    app.post(`/:author/:name/comments/:commentId/${kind}`, async (c) => {
      const id = modelId(c);
      const commentId = Number(c.req.param("commentId"));
      if (!id || !Number.isSafeInteger(commentId) || commentId < 1) return notFound(c);
      const community = options.community;
      if (!community) return c.json(SIGNED_UNAVAILABLE, 503);
      const signed = await readSignedAction(c, options.signed, COMMENT_ACTIONS[kind]);
      if (signed instanceof Response) return signed;
      if (signed.payload.model !== id || signed.payload.commentId !== commentId)
        return invalid(c, "wrong_target", `The signed ${kind} is for another comment.`);
      if (!(await community.exists(id, commentId)))
        return c.json({ error: "No such comment.", code: "comment_not_found" }, 404);
      if (kind === "like") return c.json(await community.like(commentId, signed.address));
      return c.json(await community.report(commentId, signed.address));
    });
  }

  return app;
}
