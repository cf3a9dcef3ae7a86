/**
 * What one wallet signed on this server, for the profile's Activity tab: its comments (with their
 * ratings), its likes and its arena votes, newest first, each with the page it links to. Read from the
 * signed tables only (model_comments, comment_likes, arena_votes); nothing here is invented.
 */
import { and, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import { modelSlug } from "../../src/lib/model-detail.ts";
import type { ActivityItem } from "../../src/lib/profile-activity.ts";
import type { Database } from "../db/client.ts";
import { arenaRuns, arenaVotes, commentLikes, modelComments } from "../db/schema.ts";

/** The model detail page of a hub model id (the client's `modelDetailHref`). */
export const modelPageHref = (model: string) => `/models/${encodeURIComponent(modelSlug(model))}`;

/** A signed table's signer and time. */
interface SignedColumns {
  address: PgColumn;
  createdAt: PgColumn;
}

/** `query`'s rows that `address` signed (and that meet `more`), newest first, at most `limit`. */
function newestSignedBy<T extends PgSelect>(
  query: T,
  table: SignedColumns,
  address: string,
  limit: number,
  ...more: SQL[]
) {
  return query
    .where(and(eq(table.address, address), ...more))
    .orderBy(desc(table.createdAt))
    .limit(limit);
}

/** The newest `limit` signed comments, likes and arena votes of `address`, newest first. */
export async function activityOf(db: Database, address: string, limit = 100): Promise<ActivityItem[]> {
  const [comments, likes, votes] = await Promise.all([
    newestSignedBy(
      db
        .select({
          id: modelComments.id,
          model: modelComments.model,
          text: modelComments.text,
          rating: modelComments.rating,
          createdAt: modelComments.createdAt,
        })
        .from(modelComments)
        .$dynamic(),
      modelComments,
      address,
      limit,
      isNull(modelComments.hiddenAt),
    ),
    newestSignedBy(
      db
        .select({
          commentId: commentLikes.commentId,
          model: modelComments.model,
          text: modelComments.text,
          createdAt: commentLikes.createdAt,
        })
        .from(commentLikes)
        .innerJoin(modelComments, eq(commentLikes.commentId, modelComments.id))
        .$dynamic(),
      commentLikes,
      address,
      limit,
    ),
    newestSignedBy(
      db
        .select({
          runId: arenaVotes.runId,
          modelA: arenaRuns.modelA,
          modelB: arenaRuns.modelB,
          outcome: arenaVotes.outcome,
          createdAt: arenaVotes.createdAt,
        })
        .from(arenaVotes)
        .innerJoin(arenaRuns, eq(arenaVotes.runId, arenaRuns.id))
        .$dynamic(),
      arenaVotes,
      address,
      limit,
    ),
  ]);
  const items: ActivityItem[] = [
    ...comments.map((row) => ({
      kind: "comment" as const,
      id: `comment-${row.id}`,
      model: row.model,
      href: modelPageHref(row.model),
      text: row.text,
      rating: row.rating,
      createdAt: row.createdAt.toISOString(),
    })),
    ...likes.map((row) => ({
      kind: "like" as const,
      id: `like-${row.commentId}`,
      model: row.model,
      href: modelPageHref(row.model),
      text: row.text,
      createdAt: row.createdAt.toISOString(),
    })),
    ...votes.map((row) => ({
      kind: "vote" as const,
      id: `vote-${row.runId}`,
      models: [row.modelA, row.modelB] as [string, string],
      href: "/arena",
      outcome: row.outcome,
      createdAt: row.createdAt.toISOString(),
    })),
  ];
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}
