import { describe, expect, it } from "vitest";
import {
  fitBradleyTerry,
  type PairwiseVote,
  rankModels,
  strengthToScore,
  type VoteOutcome,
} from "./bradley-terry.ts";

/** `count` copies of one vote. */
function votes(a: string, b: string, outcome: VoteOutcome, count: number): PairwiseVote[] {
  return Array.from({ length: count }, () => ({ a, b, outcome }));
}

/**
 * Wikipedia, "Bradley–Terry model", section "Worked example of solution procedure": four teams play 22
 * games (row beats column: A–B 2, A–D 1; B–A 3, B–C 5; C–B 3, C–D 1; D–A 4, D–C 3). The iteration,
 * normalised to a geometric mean of 1, converges to p = [0.640, 1.043, 0.660, 2.270].
 */
const WIKIPEDIA_GAMES: PairwiseVote[] = [
  ...votes("A", "B", "a", 2),
  ...votes("A", "D", "a", 1),
  ...votes("B", "A", "a", 3),
  ...votes("B", "C", "a", 5),
  ...votes("C", "B", "a", 3),
  ...votes("C", "D", "a", 1),
  ...votes("D", "A", "a", 4),
  ...votes("D", "C", "a", 3),
];

describe("fitBradleyTerry", () => {
  it("finds the published strengths of Wikipedia's four-team example (plain MLE)", () => {
    const scores = fitBradleyTerry(WIKIPEDIA_GAMES, { priorTies: 0 });
    const published = { A: 0.64, B: 1.043, C: 0.66, D: 2.27 };
    for (const [team, p] of Object.entries(published)) {
      // Three decimals of p are about ±0.35 points near p = 1 on the 400-point scale.
      const strength = 10 ** (((scores.get(team) ?? 0) - 1000) / 400);
      expect(strength).toBeCloseTo(p, 3);
    }
  });

  it("does not depend on which side a model was shown on", () => {
    const swapped = WIKIPEDIA_GAMES.map((vote) => ({ a: vote.b, b: vote.a, outcome: "b" as const }));
    const original = fitBradleyTerry(WIKIPEDIA_GAMES, { priorTies: 0 });
    for (const [model, score] of fitBradleyTerry(swapped, { priorTies: 0 }))
      expect(score).toBeCloseTo(original.get(model) ?? 0, 6);
  });

  it("counts a tie and a both-bad vote as half a win each way, as LMArena does", () => {
    // X: 3 wins + 2 halves = 4 points; Y: 1 win + 2 halves = 2 points. The MLE of two players is the
    // ratio of their points, p_X / p_Y = 2, so the gap is 400 · log10(2) ≈ 120.41 points.
    const ties: PairwiseVote[] = [
      ...votes("X", "Y", "a", 3),
      ...votes("X", "Y", "b", 1),
      ...votes("X", "Y", "tie", 1),
      ...votes("Y", "X", "both-bad", 1),
    ];
    const scores = fitBradleyTerry(ties, { priorTies: 0 });
    expect((scores.get("X") ?? 0) - (scores.get("Y") ?? 0)).toBeCloseTo(400 * Math.log10(2), 6);
    expect((scores.get("X") ?? 0) + (scores.get("Y") ?? 0)).toBeCloseTo(2000, 6);
  });

  it("keeps an undefeated model finite with the virtual ties, and scores on LMArena's 400-point scale", () => {
    // One win against the reference-anchored prior: W = 1 + ½, and the MLE is finite and above 1000.
    const scores = fitBradleyTerry(votes("W", "L", "a", 5));
    const winner = scores.get("W") ?? Number.NaN;
    const loser = scores.get("L") ?? Number.NaN;
    expect(Number.isFinite(winner) && Number.isFinite(loser)).toBe(true);
    expect(winner).toBeGreaterThan(1000);
    expect(loser).toBeLessThan(1000);
    expect(strengthToScore(10)).toBe(1400);
  });
});

describe("rankModels", () => {
  it("ranks by score with a 95 % interval around it, counts and win rates", () => {
    const rows = rankModels(WIKIPEDIA_GAMES, { minVotes: 1, rounds: 300 });
    expect(rows.map((row) => row.model)).toEqual(["D", "B", "C", "A"]);
    expect(rows.map((row) => row.rank)).toEqual([1, 2, 3, 4]);
    const [d] = rows;
    if (!d) throw new Error("no rows");
    expect(d).toMatchObject({ votes: 9, wins: 7, losses: 2, ties: 0, bothBad: 0, winRate: 7 / 9 });
    expect(d.lower).toBeLessThan(d.score ?? 0);
    expect(d.upper).toBeGreaterThan(d.score ?? 0);
  });

  it("gives the same intervals for the same seed, and other ones for another seed", () => {
    const first = rankModels(WIKIPEDIA_GAMES, { minVotes: 1, rounds: 100, seed: 7 });
    expect(rankModels(WIKIPEDIA_GAMES, { minVotes: 1, rounds: 100, seed: 7 })).toEqual(first);
    const other = rankModels(WIKIPEDIA_GAMES, { minVotes: 1, rounds: 100, seed: 8 });
    expect(other.map((row) => row.lower)).not.toEqual(first.map((row) => row.lower));
  });

  it("withholds the score below the minimum votes, and lists those models after the ranked ones", () => {
    const rows = rankModels([...votes("P", "Q", "a", 10), ...votes("P", "R", "both-bad", 2)], {
      minVotes: 10,
      rounds: 50,
    });
    expect(rows.map((row) => [row.model, row.rank, row.enoughVotes])).toEqual([
      ["P", 1, true],
      ["Q", 2, true],
      ["R", null, false],
    ]);
    expect(rows[2]).toMatchObject({
      score: null,
      lower: null,
      upper: null,
      votes: 2,
      bothBad: 2,
      winRate: 0,
    });
  });

  it("answers an empty list for no votes", () => {
    expect(rankModels([])).toEqual([]);
  });
});
