import { describe, expect, it } from "vitest";
import {
  ALL_FAILED,
  allFailedMessage,
  answersOf,
  classificationVotes,
  combineClassifications,
  inferenceFailedMessage,
  inputError,
  MAX_PROMPT_LENGTH,
  synthesisNote,
  synthesisPrompt,
} from "./combine.ts";
import type { AgentState, LabelScore } from "./run.ts";
import { shareParams, swarmFromParams } from "./share.ts";

function agent(id: string, labels: LabelScore[] | undefined, extra: Partial<AgentState> = {}): AgentState {
  return { id, model: id, status: labels ? "done" : "failed", text: "", labels, replaced: [], ...extra };
}

describe("combineClassifications", () => {
  it("sums each label's scores over the agents and picks the highest, with three decimals", () => {
    const result = combineClassifications([
      agent("a", [
        { label: "POSITIVE", score: 0.6 },
        { label: "NEGATIVE", score: 0.4 },
      ]),
      agent("b", [
        { label: "POSITIVE", score: 0.3 },
        { label: "NEGATIVE", score: 0.7 },
      ]),
      agent("c", [
        { label: "POSITIVE", score: 0.9004 },
        { label: "NEGATIVE", score: 0.0996 },
      ]),
      agent("d", undefined),
    ]);
    expect(result).toMatchObject({ kind: "label", label: "POSITIVE", text: "POSITIVE (1.800)" });
    expect(result.totals.map((total) => total.label)).toEqual(["POSITIVE", "NEGATIVE"]);
  });

  it("says 'No consensus' on a tie", () => {
    const result = combineClassifications([
      agent("a", [
        { label: "POSITIVE", score: 0.8 },
        { label: "NEGATIVE", score: 0.2 },
      ]),
      agent("b", [
        { label: "POSITIVE", score: 0.2 },
        { label: "NEGATIVE", score: 0.8 },
      ]),
    ]);
    expect(result).toMatchObject({ kind: "no-consensus", text: "No consensus" });
  });

  it("says 'Fallback result: {label} ({score})' when only the fallback answered", () => {
    const result = combineClassifications([
      agent("a", undefined),
      agent("b", [{ label: "NEGATIVE", score: 0.91234 }], { fallback: true }),
    ]);
    expect(result.text).toBe("Fallback result: NEGATIVE (0.912)");
  });

  it("says every agent failed when none answered", () => {
    expect(combineClassifications([agent("a", undefined)]).text).toBe(ALL_FAILED.classification);
  });

  it("lists each answered agent's top label", () => {
    expect(
      classificationVotes([
        agent("a", [
          { label: "x", score: 0.1 },
          { label: "y", score: 0.9 },
        ]),
        agent("b", undefined),
      ]),
    ).toEqual([{ agent: "a", label: "y", score: 0.9 }]);
  });
});

describe("failure texts", () => {
  it("picks the spec's 'All agents failed' text per task and strategy", () => {
    expect(allFailedMessage("text-generation", "parallel")).toBe("All agents failed. Please try again.");
    expect(allFailedMessage("text-generation", "chain")).toBe(
      "All agents failed. Please try different models.",
    );
    expect(allFailedMessage("text-classification", "parallel")).toBe(
      "All agents failed. Please try different models or check your input.",
    );
  });

  it("writes 'Model inference failed: {status} {statusText}'", () => {
    expect(inferenceFailedMessage(503)).toBe("Model inference failed: 503 Service Unavailable");
    expect(inferenceFailedMessage(418, "Teapot")).toBe("Model inference failed: 418 Teapot");
    expect(inferenceFailedMessage()).toBe("Model inference failed: Unknown error");
  });

  it("asks for input when it is blank after trimming", () => {
    expect(inputError("  \n ")).toBe("Please provide input text");
    expect(inputError(" hi ")).toBeUndefined();
  });
});

describe("synthesis", () => {
  it("gives the aggregator the question and every answer, numbered", () => {
    const prompt = synthesisPrompt("What is 2+2?", ["Four.", "It is 4."]);
    expect(prompt).toContain("Query: What is 2+2?");
    expect(prompt).toContain("1. Four.\n2. It is 4.");
    expect(prompt.endsWith("Synthesized response:")).toBe(true);
  });

  it("stays within the server's prompt limit however long the answers are", () => {
    const prompt = synthesisPrompt("q".repeat(5_000), ["a".repeat(9_000), "b".repeat(9_000), "c"]);
    expect(prompt.length).toBeLessThanOrEqual(MAX_PROMPT_LENGTH);
    expect(prompt).toContain("3. c");
  });

  it("notes how many answers it combines and who combined them", () => {
    expect(synthesisNote(3, "meta-llama/Llama-3.1-8B-Instruct")).toBe(
      "Synthesis of 3 answers by Llama-3.1-8B-Instruct",
    );
    expect(synthesisNote(1, "x/y")).toBe("Synthesis of 1 answer by y");
  });

  it("combines only the answers of agents that answered", () => {
    expect(
      answersOf([
        { id: "a", model: "a", status: "done", text: "yes", replaced: [] },
        { id: "b", model: "b", status: "failed", text: "", replaced: [], error: "x" },
        { id: "c", model: "c", status: "done", text: "  ", replaced: [] },
      ]),
    ).toEqual(["yes"]);
  });
});

describe("shareable run URL", () => {
  it("carries the inputs and agents, and reads them back", () => {
    const swarm = {
      task: "text-generation" as const,
      strategy: "chain" as const,
      agents: ["meta-llama/Llama-3.1-8B-Instruct", "google/gemma-2-9b-it"],
      input: "Hello, world & more",
      aggregator: "google/gemma-2-9b-it",
    };
    expect(swarmFromParams(new URLSearchParams(shareParams(swarm).toString()))).toEqual(swarm);
  });

  it("drops malformed agents and falls back to defaults", () => {
    expect(swarmFromParams(new URLSearchParams("agents=a/b,<script>,c&task=x&strategy=chain"))).toEqual({
      task: "text-generation",
      strategy: "chain",
      agents: ["a/b", "c"],
      input: "",
    });
  });
});
