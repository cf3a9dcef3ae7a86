/**
 * The arena's ranking: a Bradley–Terry fit of pairwise votes, on LMArena's Elo-like scale, with seeded
 * bootstrap intervals. Pure (no I/O, no clock, no Math.random): the same votes and options give the same
 * numbers, which is what the known-answer tests in `bradley-terry.test.ts` hold it to.
 *
 * How the votes count, as LMArena's `elo_analysis.py` (lm-sys/FastChat, fastchat/serve/monitor) does:
 * "A is better" is a win for A, "B is better" a win for B, and both "Tie" and "Both bad" ("tie (bothbad)"
 * there) are half a win each way. Both-bad is therefore a tie in the fit; it is still counted apart
 * (`bothBad`) so a reader can see it, and it never counts as a win in the win rate.
 *
 * The fit is the maximum-likelihood estimate by Zermelo's iteration (Hunter 2004's MM algorithm):
 * `p_i ← W_i / Σ_j n_ij / (p_i + p_j)`, where `W_i` is i's wins (ties as halves) and `n_ij` the votes
 * between i and j. The score is LMArena's scale, `1000 + 400 · log10(p_i)`: a 400-point gap means 10-to-1
 * odds. A model that won (or lost) every vote has no finite MLE, so the leaderboard adds `priorTies`
 * virtual ties of every model against a fixed reference of score 1000 (the "fictitious tie" of the KRACH
 * hockey ratings): scores stay finite and a handful of votes moves a model less. With `priorTies: 0` the
 * fit is the plain MLE, normalised to a geometric mean strength of 1 (a mean score of 1000).
 */

import { seededRandom } from "@hiber/hub-sdk/random";

/** LMArena's four answers to "which is better?". */
export const VOTE_OUTCOMES = ["a", "b", "tie", "both-bad"] as const;
export type VoteOutcome = (typeof VOTE_OUTCOMES)[number];

/** One vote between two answers: model `a` on the left, `b` on the right. */
export interface PairwiseVote {
  a: string;
  b: string;
  outcome: VoteOutcome;
}

/** Below this many votes a model's score is not shown ("not enough votes"); it still counts in the fit. */
export const MIN_VOTES_FOR_SCORE = 10;

export interface RankOptions {
  /** Virtual ties of every model against a reference scored 1000 (default 1; 0 for the plain MLE). */
  priorTies?: number;
  /** Bootstrap resamples for the 95 % interval (default 500). */
  rounds?: number;
  /** The bootstrap's PRNG seed (default fixed, so the intervals are reproducible). */
  seed?: number;
  /** Votes a model needs before its score is shown (default {@link MIN_VOTES_FOR_SCORE}). */
  minVotes?: number;
}

/** One model's line of the leaderboard. */
export interface RankedModel {
  model: string;
  /** 1 for the best score; `null` while the model has fewer than `minVotes` votes. */
  rank: number | null;
  /** The fit on all votes, on the Elo-like scale; `null` with too few votes. */
  score: number | null;
  /** The 2.5th and 97.5th percentiles of the bootstrap scores; `null` with too few votes. */
  lower: number | null;
  upper: number | null;
  votes: number;
  wins: number;
  losses: number;
  /** "Tie" votes (not both-bad). */
  ties: number;
  bothBad: number;
  /** Wins over votes (ties and both-bad are not wins). */
  winRate: number;
  enoughVotes: boolean;
}

const DEFAULT_SEED = 0x5eed;
const SCALE = 400;
const BASE_SCORE = 1000;
const TOLERANCE = 1e-10;
const MAX_ITERATIONS = 10_000;

/** Score of `outcome` for the left model: 1, 0 or ½ (tie and both-bad). */
function leftPoints(outcome: VoteOutcome): number {
  if (outcome === "a") return 1;
  if (outcome === "b") return 0;
  return 0.5;
}

/**
 * A vote tally as flat `size × size` matrices: `wins[i·size + j]` is i's points against j, `games` their
 * votes. Typed arrays read 0 where nothing was added.
 */
class Tally {
  readonly wins: Float64Array;
  readonly games: Float64Array;
  constructor(readonly size: number) {
    this.wins = new Float64Array(size * size);
    this.games = new Float64Array(size * size);
  }
  add(i: number, j: number, outcome: VoteOutcome): void {
    const points = leftPoints(outcome);
    const ij = i * this.size + j;
    const ji = j * this.size + i;
    this.wins[ij] = (this.wins[ij] ?? 0) + points;
    this.wins[ji] = (this.wins[ji] ?? 0) + 1 - points;
    this.games[ij] = (this.games[ij] ?? 0) + 1;
    this.games[ji] = (this.games[ji] ?? 0) + 1;
  }
}

/** Zermelo's iteration on a tally; returns strengths `p_i` (the reference, if any, is 1). */
function fitTally(tally: Tally, priorTies: number): number[] {
  const { size, wins, games } = tally;
  const totals = Array.from({ length: size }, (_, i) => {
    let total = priorTies / 2;
    for (let j = 0; j < size; j++) total += wins[i * size + j] ?? 0;
    return total;
  });
  let strengths = new Array<number>(size).fill(1);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const current = strengths;
    const next = current.map((p, i) => {
      let denominator = priorTies / (p + 1);
      for (let j = 0; j < size; j++) {
        const n = games[i * size + j] ?? 0;
        if (j !== i && n > 0) denominator += n / (p + (current[j] ?? 1));
      }
      // A model with no votes and no prior keeps strength 1 (it is not shown anyway).
      return denominator > 0 ? (totals[i] ?? 0) / denominator : 1;
    });
    if (priorTies === 0) {
      const logMean = next.reduce((sum, p) => sum + Math.log(p), 0) / size;
      for (let i = 0; i < size; i++) next[i] = (next[i] ?? 1) / Math.exp(logMean);
    }
    const change = Math.max(0, ...next.map((p, i) => Math.abs(Math.log(p / (current[i] ?? 1)))));
    strengths = next;
    if (change < TOLERANCE) break;
  }
  return strengths;
}

/** A strength on LMArena's Elo-like scale. */
export function strengthToScore(strength: number): number {
  return BASE_SCORE + SCALE * Math.log10(strength);
}

/** The Bradley–Terry scores of every model in `votes` (see the module comment). */
export function fitBradleyTerry(
  votes: readonly PairwiseVote[],
  options: Pick<RankOptions, "priorTies"> = {},
): Map<string, number> {
  const models = modelsOf(votes);
  const index = new Map(models.map((model, i) => [model, i]));
  const tally = new Tally(models.length);
  for (const vote of votes) tally.add(index.get(vote.a) ?? 0, index.get(vote.b) ?? 0, vote.outcome);
  const strengths = fitTally(tally, options.priorTies ?? 1);
  return new Map(models.map((model, i) => [model, strengthToScore(strengths[i] ?? 1)]));
}

function modelsOf(votes: readonly PairwiseVote[]): string[] {
  const models = new Set<string>();
  for (const vote of votes) {
    models.add(vote.a);
    models.add(vote.b);
  }
  return [...models].sort();
}

/** The q-quantile of sorted numbers, interpolated linearly (pandas' default). */
function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const low = sorted[Math.floor(position)] ?? Number.NaN;
  const high = sorted[Math.ceil(position)] ?? Number.NaN;
  return low + (high - low) * (position - Math.floor(position));
}

/**
 * The leaderboard of `votes`: each model's score (the fit on all votes), its 95 % bootstrap interval
 * (votes resampled with replacement `rounds` times, refitted each time), vote counts and win rate. Models
 * with at least `minVotes` votes are ranked by score; the others follow, by votes, with no score.
 */
export function rankModels(votes: readonly PairwiseVote[], options: RankOptions = {}): RankedModel[] {
  const priorTies = options.priorTies ?? 1;
  const rounds = options.rounds ?? 500;
  const minVotes = options.minVotes ?? MIN_VOTES_FOR_SCORE;
  const models = modelsOf(votes);
  const index = new Map(models.map((model, i) => [model, i]));
  const indexed = votes.map((vote) => ({
    a: index.get(vote.a) ?? 0,
    b: index.get(vote.b) ?? 0,
    outcome: vote.outcome,
  }));

  const tally = new Tally(models.length);
  for (const vote of indexed) tally.add(vote.a, vote.b, vote.outcome);
  const scores = fitTally(tally, priorTies).map(strengthToScore);

  const random = seededRandom(options.seed ?? DEFAULT_SEED);
  const samples = models.map(() => [] as number[]);
  for (let round = 0; round < rounds && indexed.length > 0; round++) {
    const resampled = new Tally(models.length);
    for (let k = 0; k < indexed.length; k++) {
      const pick = indexed[Math.floor(random() * indexed.length)];
      if (pick) resampled.add(pick.a, pick.b, pick.outcome);
    }
    const strengths = fitTally(resampled, priorTies);
    for (let i = 0; i < models.length; i++) samples[i]?.push(strengthToScore(strengths[i] ?? 1));
  }

  const rows = models.map((model, i): RankedModel => {
    const counts = { votes: 0, wins: 0, losses: 0, ties: 0, bothBad: 0 };
    for (const vote of votes) {
      const side = vote.a === model ? "a" : vote.b === model ? "b" : null;
      if (!side) continue;
      counts.votes++;
      if (vote.outcome === "tie") counts.ties++;
      else if (vote.outcome === "both-bad") counts.bothBad++;
      else if (vote.outcome === side) counts.wins++;
      else counts.losses++;
    }
    const enoughVotes = counts.votes >= minVotes;
    const sorted = (samples[i] ?? []).sort((x, y) => x - y);
    return {
      model,
      rank: null,
      score: enoughVotes ? (scores[i] ?? null) : null,
      lower: enoughVotes && sorted.length > 0 ? quantile(sorted, 0.025) : null,
      upper: enoughVotes && sorted.length > 0 ? quantile(sorted, 0.975) : null,
      ...counts,
      winRate: counts.wins / counts.votes,
      enoughVotes,
    };
  });
  rows.sort(
    (x, y) =>
      Number(y.enoughVotes) - Number(x.enoughVotes) ||
      (y.score ?? 0) - (x.score ?? 0) ||
      y.votes - x.votes ||
      x.model.localeCompare(y.model),
  );
  let rank = 0;
  for (const row of rows) if (row.enoughVotes) row.rank = ++rank;
  return rows;
}
