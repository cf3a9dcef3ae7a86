/**
 * The wire shape of `GET /api/profile/{address}/activity` (server/models/activity.ts builds it;
 * queries/profile.ts reads it): one signed action of an address, with the page it links to.
 */
export type ActivityItem =
  | {
      kind: "comment";
      id: string;
      model: string;
      href: string;
      text: string;
      rating: number | null;
      createdAt: string;
    }
  | { kind: "like"; id: string; model: string; href: string; text: string; createdAt: string }
  | {
      kind: "vote";
      id: string;
      models: [string, string];
      href: string;
      /** LMArena's four answers (server/arena/bradley-terry.ts `VOTE_OUTCOMES`). */
      outcome: "a" | "b" | "tie" | "both-bad";
      createdAt: string;
    };
