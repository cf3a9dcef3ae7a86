/** Test helpers: call a running tweets emulator over HTTP and walk a search to its last page. */
import { TWEETS_EMULATOR_API_KEY } from "./app";

/** The anchor of the test corpora: posts are dated in the 183 days before it. */
export const TEST_NOW = Date.parse("2026-11-25T12:00:00Z");

/** The fields of a wire tweet the tests read. */
export interface WireTweet {
  id: string;
  url: string;
  text: string;
  createdAt: string;
  likeCount: number;
  retweetCount: number;
  replyCount: number;
  quoteCount: number;
  viewCount: number;
  bookmarkCount: number;
  isReply: boolean;
  inReplyToId: string | null;
  inReplyToUsername: string | null;
  conversationId: string;
  author: { userName: string; id: string; name: string; profilePicture: string; description: string };
  entities: {
    hashtags: { indices: [number, number]; text: string }[];
    urls: { expanded_url: string; indices: [number, number]; url: string }[];
    user_mentions: { id_str: string; screen_name: string }[];
  };
  quoted_tweet: WireTweet | null;
}

export interface SearchPage {
  tweets: WireTweet[];
  has_next_page: boolean;
  next_cursor: string;
}

/** GETs one search page; `key: null` sends no key. */
export async function searchPage(
  base: string,
  params: Record<string, string>,
  key: string | null = TWEETS_EMULATOR_API_KEY,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const url = `${base}/twitter/tweet/advanced_search?${new URLSearchParams(params)}`;
  const response = await fetch(url, { headers: key === null ? {} : { "X-API-Key": key } });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** Every page of a search, in order (fails on a non-200 page or a repeated cursor). */
export async function walkSearch(base: string, query: string, queryType = "Latest"): Promise<SearchPage[]> {
  const pages: SearchPage[] = [];
  const cursors = new Set<string>();
  let cursor = "";
  do {
    const { status, body } = await searchPage(base, { query, queryType, cursor });
    if (status !== 200) throw new Error(`search ${query} → ${status} ${JSON.stringify(body)}`);
    const page = body as SearchPage;
    pages.push(page);
    if (cursors.has(page.next_cursor)) throw new Error(`cursor repeated: ${page.next_cursor}`);
    cursors.add(page.next_cursor);
    cursor = page.next_cursor;
  } while (cursor !== "" && pages.length < 1000);
  return pages;
}

/** Every tweet of a search, across its pages. */
export async function searchAll(base: string, query: string, queryType = "Latest"): Promise<WireTweet[]> {
  return (await walkSearch(base, query, queryType)).flatMap((page) => page.tweets);
}

/** Ids of a list of tweets, as a sorted array (to compare result sets). */
export const idSet = (tweets: WireTweet[]) => [...new Set(tweets.map((t) => t.id))].sort();

/** `Sat Mar 15 05:31:28 +0000 2025` as epoch ms. */
export function parseLegacyDate(text: string): number {
  const match = /^\w{3} (\w{3}) (\d{2}) (\d{2}):(\d{2}):(\d{2}) \+0000 (\d{4})$/.exec(text);
  if (!match) throw new Error(`not a legacy date: ${text}`);
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"].indexOf(
    match[1] as string,
  );
  return Date.UTC(
    +(match[6] as string),
    month,
    +(match[2] as string),
    +(match[3] as string),
    +(match[4] as string),
    +(match[5] as string),
  );
}
