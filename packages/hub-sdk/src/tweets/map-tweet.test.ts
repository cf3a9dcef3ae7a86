import { describe, expect, it } from "vitest";
import { hashtagsOf, parseTweetDate, toTweet } from "./map-tweet";

describe("parseTweetDate", () => {
  it("reads the legacy Twitter format, honouring the offset", () => {
    expect(parseTweetDate("Sat Mar 15 05:31:28 +0000 2025")).toBe("2025-03-15T05:31:28.000Z");
    expect(parseTweetDate("Sat Mar 15 07:31:28 +0200 2025")).toBe("2025-03-15T05:31:28.000Z");
    expect(parseTweetDate("Fri Mar 14 23:01:28 -0630 2025")).toBe("2025-03-15T05:31:28.000Z");
    expect(parseTweetDate("Mon Dec 1 00:00:00 +0000 2025")).toBe("2025-12-01T00:00:00.000Z");
  });

  it("reads ISO 8601", () => {
    expect(parseTweetDate("2025-03-15T05:31:28Z")).toBe("2025-03-15T05:31:28.000Z");
    expect(parseTweetDate("2025-03-15T05:31:28.250Z")).toBe("2025-03-15T05:31:28.250Z");
    expect(parseTweetDate("2025-03-15T07:31:28+02:00")).toBe("2025-03-15T05:31:28.000Z");
  });

  it("refuses anything else", () => {
    for (const text of [
      "",
      "yesterday",
      "Sat Foo 15 05:31:28 +0000 2025",
      "Sat Feb 31 05:31:28 +0000 2025",
      "1742016688",
    ]) {
      expect(parseTweetDate(text), text).toBeUndefined();
    }
  });
});

describe("hashtagsOf", () => {
  it("gives the words after '#', in order, without '#', each once", () => {
    expect(hashtagsOf("#AI news: #LLM and #ai again, then #Open_Source #LLM")).toEqual([
      "AI",
      "LLM",
      "Open_Source",
    ]);
    expect(hashtagsOf("No tags here")).toEqual([]);
    expect(hashtagsOf("Ünïcode #façade #机器学习")).toEqual(["façade", "机器学习"]);
  });

  it("takes no tag from a '#' inside a word, a URL or a number", () => {
    expect(hashtagsOf("C# and F# https://x.com/a#part example.com/#/route we're #1 #2025AI")).toEqual([
      "2025AI",
    ]);
  });
});

describe("toTweet", () => {
  const wire = {
    type: "tweet",
    id: "1900000000000000001",
    url: "https://x.com/ada/status/1900000000000000001",
    text: "Great #LLM release #AI",
    createdAt: "Sat Mar 15 05:31:28 +0000 2025",
    likeCount: 12,
    retweetCount: 3,
    replyCount: 2,
    quoteCount: 1,
    viewCount: 900,
    author: { type: "user", userName: "ada", name: "Ada L.", profilePicture: "https://pbs.example/ada.jpg" },
  };

  it("normalises to the spec's Tweet", () => {
    expect(toTweet(wire)).toEqual({
      id: "1900000000000000001",
      text: "Great #LLM release #AI",
      created_at: "2025-03-15T05:31:28.000Z",
      url: "https://x.com/ada/status/1900000000000000001",
      author: { name: "Ada L.", username: "ada", profile_image_url: "https://pbs.example/ada.jpg" },
      public_metrics: { like_count: 12, retweet_count: 3, reply_count: 2, quote_count: 1 },
      hashtags: ["LLM", "AI"],
    });
  });

  it("builds the post's URL when the service sends none", () => {
    expect(toTweet({ ...wire, url: undefined })?.url).toBe("https://x.com/ada/status/1900000000000000001");
  });

  it("leaves out entries without an id, a text or a readable date", () => {
    expect(toTweet({ ...wire, id: undefined })).toBeUndefined();
    expect(toTweet({ ...wire, text: 42 })).toBeUndefined();
    expect(toTweet({ ...wire, createdAt: "soon" })).toBeUndefined();
    expect(toTweet(null)).toBeUndefined();
  });
});
