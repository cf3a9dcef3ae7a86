/**
 * The signed community data of models, in the database: comments with an optional rating, likes (one per
 * address and comment), reports (a comment is hidden once `COMMENT_LIMITS.hideAfterReports` distinct
 * addresses reported it), and the figures the model record shows (rating, activity, trend). Every write
 * here comes after `readSignedAction` verified the signature and consumed the nonce.
 */
import { and, count, desc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import {
  COMMENT_LIMITS,
  type RatingStats,
  type SignedComment,
  type TrendingStats,
} from "../../src/lib/model-detail.ts";
import type { Database } from "../db/client.ts";
import { commentLikes, commentReports, modelComments } from "../db/schema.ts";

const DAY_MS = 86_400_000;

/** Figures of a model's signed data, for its record. */
export interface CommunityStats {
  rating: RatingStats | null;
  trending: TrendingStats | null;
  comments: number;
  ratings: number;
  likes: number;
  /** Distinct addresses that commented (or rated) or liked one of its comments. */
  wallets: number;
  /** When the newest comment or like was made, or null. */
  lastActivity: Date | null;
}

/** Rounds to 2 decimals. */
const round2 = (value: number) => Math.round(value * 100) / 100;

export class ModelCommunity {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** The rating (mean and count) of a model's visible comments. */
  async rating(model: string): Promise<RatingStats | null> {
    const [row] = await this.db
      .select({ mean: sql<string | null>`avg(${modelComments.rating})`, count: count(modelComments.rating) })
      .from(modelComments)
      .where(and(eq(modelComments.model, model), isNull(modelComments.hiddenAt)));
    const ratings = Number(row?.count ?? 0);
    return ratings > 0 ? { mean: round2(Number(row?.mean)), count: ratings } : null;
  }

  /** Signed comments and likes on `model` created in [from, to). */
  private async activity(model: string, from: Date, to: Date): Promise<number> {
    const [comments] = await this.db
      .select({ count: count() })
      .from(modelComments)
      .where(
        and(
          eq(modelComments.model, model),
          gte(modelComments.createdAt, from),
          lt(modelComments.createdAt, to),
        ),
      );
    const [likes] = await this.db
      .select({ count: count() })
      .from(commentLikes)
      .innerJoin(modelComments, eq(commentLikes.commentId, modelComments.id))
      .where(
        and(
          eq(modelComments.model, model),
          gte(commentLikes.createdAt, from),
          lt(commentLikes.createdAt, to),
        ),
      );
    return Number(comments?.count ?? 0) + Number(likes?.count ?? 0);
  }

  /** How many distinct addresses commented on `model` (visible comments) or liked one of its comments. */
  private async wallets(model: string): Promise<number> {
    const [commenters, likers] = await Promise.all([
      this.db
        .selectDistinct({ address: modelComments.address })
        .from(modelComments)
        .where(and(eq(modelComments.model, model), isNull(modelComments.hiddenAt))),
      this.db
        .selectDistinct({ address: commentLikes.address })
        .from(commentLikes)
        .innerJoin(modelComments, eq(commentLikes.commentId, modelComments.id))
        .where(eq(modelComments.model, model)),
    ]);
    return new Set([...commenters, ...likers].map((row) => row.address)).size;
  }

  async stats(model: string): Promise<CommunityStats> {
    const now = this.now();
    const end = new Date(now + 1);
    const [rating, last7Days, previous7Days, totals, likeTotals, wallets] = await Promise.all([
      this.rating(model),
      this.activity(model, new Date(now - 7 * DAY_MS), end),
      this.activity(model, new Date(now - 14 * DAY_MS), new Date(now - 7 * DAY_MS)),
      this.db
        .select({
          comments: count(),
          ratings: count(modelComments.rating),
          last: sql<string | null>`max(${modelComments.createdAt})`,
        })
        .from(modelComments)
        .where(and(eq(modelComments.model, model), isNull(modelComments.hiddenAt))),
      this.db
        .select({ likes: count(), last: sql<string | null>`max(${commentLikes.createdAt})` })
        .from(commentLikes)
        .innerJoin(modelComments, eq(commentLikes.commentId, modelComments.id))
        .where(eq(modelComments.model, model)),
      this.wallets(model),
    ]);
    const trending: TrendingStats | null =
      last7Days + previous7Days === 0
        ? null
        : {
            last7Days,
            previous7Days,
            percent:
              previous7Days === 0 ? null : Math.round(((last7Days - previous7Days) / previous7Days) * 100),
          };
    const times = [totals[0]?.last, likeTotals[0]?.last]
      .filter((time): time is string => Boolean(time))
      .map((time) => new Date(time).getTime());
    return {
      rating,
      trending,
      comments: Number(totals[0]?.comments ?? 0),
      ratings: Number(totals[0]?.ratings ?? 0),
      likes: Number(likeTotals[0]?.likes ?? 0),
      wallets,
      lastActivity: times.length > 0 ? new Date(Math.max(...times)) : null,
    };
  }

  /** A model's visible comments, newest first, with their like counts. */
  async list(model: string, limit = 100): Promise<SignedComment[]> {
    const likes = this.db
      .select({ commentId: commentLikes.commentId, likes: count().as("likes") })
      .from(commentLikes)
      .groupBy(commentLikes.commentId)
      .as("likes");
    const rows = await this.db
      .select({
        id: modelComments.id,
        address: modelComments.address,
        text: modelComments.text,
        rating: modelComments.rating,
        createdAt: modelComments.createdAt,
        likes: likes.likes,
      })
      .from(modelComments)
      .leftJoin(likes, eq(likes.commentId, modelComments.id))
      .where(and(eq(modelComments.model, model), isNull(modelComments.hiddenAt)))
      .orderBy(desc(modelComments.createdAt), desc(modelComments.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      source: "signed",
      address: row.address,
      text: row.text,
      rating: row.rating,
      likes: Number(row.likes ?? 0),
      createdAt: row.createdAt.toISOString(),
      verified: true,
    }));
  }

  /** Stores a verified comment; returns it as listed. */
  async post(input: {
    model: string;
    address: string;
    text: string;
    rating: number | null;
    message: string;
    signature: string;
  }): Promise<SignedComment> {
    const [row] = await this.db
      .insert(modelComments)
      .values({ ...input, createdAt: new Date(this.now()) })
      .returning();
    if (!row) throw new Error("The comment was not stored");
    return {
      id: row.id,
      source: "signed",
      address: row.address,
      text: row.text,
      rating: row.rating,
      likes: 0,
      createdAt: row.createdAt.toISOString(),
      verified: true,
    };
  }

  /** Whether a visible comment with this id exists on `model`. */
  async exists(model: string, commentId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: modelComments.id })
      .from(modelComments)
      .where(
        and(eq(modelComments.id, commentId), eq(modelComments.model, model), isNull(modelComments.hiddenAt)),
      );
    return row !== undefined;
  }

  /** Likes a comment once per address; returns its like count and whether this like was new. */
  async like(commentId: number, address: string): Promise<{ likes: number; added: boolean }> {
    const added = await this.db
      .insert(commentLikes)
      .values({ commentId, address, createdAt: new Date(this.now()) })
      .onConflictDoNothing()
      .returning({ commentId: commentLikes.commentId });
    const [row] = await this.db
      .select({ likes: count() })
      .from(commentLikes)
      .where(eq(commentLikes.commentId, commentId));
    return { likes: Number(row?.likes ?? 0), added: added.length > 0 };
  }

  /** Reports a comment once per address; hides it at `hideAfterReports` distinct reporters. */
  async report(commentId: number, address: string): Promise<{ reports: number; hidden: boolean }> {
    await this.db
      .insert(commentReports)
      .values({ commentId, address, createdAt: new Date(this.now()) })
      .onConflictDoNothing();
    const [row] = await this.db
      .select({ reports: count() })
      .from(commentReports)
      .where(eq(commentReports.commentId, commentId));
    const reports = Number(row?.reports ?? 0);
    const hidden = reports >= COMMENT_LIMITS.hideAfterReports;
    if (hidden)
      await this.db
        .update(modelComments)
        .set({ hiddenAt: new Date(this.now()) })
        .where(and(eq(modelComments.id, commentId), isNull(modelComments.hiddenAt)));
    return { reports, hidden };
  }
}
