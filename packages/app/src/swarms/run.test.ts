import { describe, expect, it } from "vitest";
import { PLAYGROUND_MODEL_IDS } from "../playground/models.ts";
import {
  AgentCallError,
  type AgentCallRequest,
  type AgentState,
  type CallAgent,
  DEFAULT_SWARM_MODEL,
  runChain,
  runParallel,
} from "./run.ts";

const [A, B, C, D] = ["org/a", "org/b", "org/c", "org/d"] as const;

/** An agent caller whose answers the test releases by hand; records each request as it starts. */
function manualCaller() {
  const started: AgentCallRequest[] = [];
  const pending = new Map<string, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  const call: CallAgent = (request) => {
    started.push(request);
    return new Promise((resolve, reject) => {
      pending.set(request.model, {
        resolve: (text) => resolve({ text, model: request.model, endpoint: "chat", totalMs: 1 }),
        reject,
      });
    });
  };
  return { call, started, pending };
}

/** A caller answering "<input> → <model>" at once, failing per model as scripted. */
function scriptedCaller(failures: Record<string, number | "error">) {
  const calls: { model: string; input: string }[] = [];
  const call: CallAgent = async ({ model, input, onToken }) => {
    calls.push({ model, input });
    const failure = failures[model];
    if (failure === "error") throw new Error("boom");
    if (failure !== undefined) throw new AgentCallError(`Model inference failed: ${failure}`, failure);
    const text = `${input} → ${model}`;
    onToken(text);
    return { text, model, endpoint: "chat", firstTokenMs: 1, totalMs: 2 };
  };
  return { call, calls };
}

function collect() {
  const updates: [number, AgentState][] = [];
  return { updates, onUpdate: (index: number, state: AgentState) => updates.push([index, { ...state }]) };
}

describe("runParallel", () => {
  it("starts every agent at once on the same input and streams each into its own state", async () => {
    const caller = manualCaller();
    const { updates, onUpdate } = collect();
    const run = runParallel({ agents: [A, B, C, D], input: "hi", call: caller.call, onUpdate });
    await Promise.resolve();
    // All four requests are out before any answered.
    expect(caller.started.map((request) => [request.model, request.input])).toEqual([
      [A, "hi"],
      [B, "hi"],
      [C, "hi"],
      [D, "hi"],
    ]);
    caller.started[2]?.onToken("par");
    caller.started[0]?.onToken("tial");
    expect(updates.filter(([, state]) => state.text !== "").map(([i, s]) => [i, s.text])).toEqual([
      [2, "par"],
      [0, "tial"],
    ]);
    for (const model of [D, C, B, A]) caller.pending.get(model)?.resolve(`answer of ${model}`);
    const states = await run;
    expect(states.map((state) => [state.id, state.status, state.text])).toEqual([
      [A, "done", `answer of ${A}`],
      [B, "done", `answer of ${B}`],
      [C, "done", `answer of ${C}`],
      [D, "done", `answer of ${D}`],
    ]);
  });

  it("keeps the others going when one agent fails, with its message", async () => {
    const { call } = scriptedCaller({ [B]: 500 });
    const states = await runParallel({ agents: [A, B, C], input: "x", call, onUpdate: () => {} });
    expect(states.map((state) => state.status)).toEqual(["done", "failed", "done"]);
    expect(states[1]?.error).toBe("Model inference failed: 500");
  });

  it("says 'Model inference failed: Unknown error' for a failure without a message", async () => {
    const call: CallAgent = async () => {
      throw new Error("");
    };
    const [state] = await runParallel({ agents: [A], input: "x", call, onUpdate: () => {} });
    expect(state?.error).toBe("Model inference failed: Unknown error");
  });

  it("runs the default model when no agent is selected", async () => {
    const { call, calls } = scriptedCaller({});
    const states = await runParallel({ agents: [], input: "x", call, onUpdate: () => {} });
    expect(calls.map((entry) => entry.model)).toEqual([DEFAULT_SWARM_MODEL]);
    expect(states[0]?.status).toBe("done");
  });

  it("replaces a 404 model by the next unused playground model, at most twice", async () => {
    const [first, second, third] = PLAYGROUND_MODEL_IDS;
    const { call, calls } = scriptedCaller({ [A]: 404, [first]: 404, [second]: 404 });
    const [state] = await runParallel({ agents: [A], input: "x", call, onUpdate: () => {} });
    expect(calls.map((entry) => entry.model)).toEqual([A, first, second]);
    expect(state?.status).toBe("failed");
    expect(state?.replaced).toEqual([A, first]);
    expect(calls.some((entry) => entry.model === third)).toBe(false);
  });

  it("skips models already in the run when replacing, and names the one that answered", async () => {
    const [first, second] = PLAYGROUND_MODEL_IDS;
    const { call } = scriptedCaller({ [A]: 404 });
    const states = await runParallel({ agents: [A, first], input: "x", call, onUpdate: () => {} });
    expect(states[0]).toMatchObject({ id: A, model: second, status: "done", replaced: [A] });
  });

  it("does not replace a model on another failure", async () => {
    const { call, calls } = scriptedCaller({ [A]: 503 });
    await runParallel({ agents: [A], input: "x", call, onUpdate: () => {} });
    expect(calls.map((entry) => entry.model)).toEqual([A]);
  });
});

describe("runChain", () => {
  it("feeds each agent's output to the next", async () => {
    const { call, calls } = scriptedCaller({});
    const result = await runChain({ agents: [A, B, C], input: "q", call, onUpdate: () => {} });
    expect(calls.map((entry) => entry.input)).toEqual(["q", `q → ${A}`, `q → ${A} → ${B}`]);
    expect(result.output).toBe(`q → ${A} → ${B} → ${C}`);
    expect(result.error).toBeUndefined();
  });

  it("tries the fallback model first when an agent fails, and labels its output", async () => {
    const { call, calls } = scriptedCaller({ [B]: 500 });
    const result = await runChain({ agents: [A, B, C], input: "q", call, onUpdate: () => {} });
    expect(calls.map((entry) => entry.model)).toEqual([A, B, DEFAULT_SWARM_MODEL, C]);
    expect(result.agents[1]).toMatchObject({
      id: B,
      model: DEFAULT_SWARM_MODEL,
      fallback: true,
      status: "done",
    });
    expect(result.output).toBe(`q → ${A} → ${DEFAULT_SWARM_MODEL} → ${C}`);
  });

  it("stops with 'Agent {id} failed: {message}' when the fallback fails too, skipping the rest", async () => {
    const { call } = scriptedCaller({ [B]: 500, [DEFAULT_SWARM_MODEL]: "error" });
    const result = await runChain({ agents: [A, B, C], input: "q", call, onUpdate: () => {} });
    expect(result.error).toBe(`Agent ${B} failed: Model inference failed: 500`);
    expect(result.output).toBeUndefined();
    expect(result.agents.map((state) => state.status)).toEqual(["done", "failed", "skipped"]);
  });

  it("takes the next unused model as fallback when the default one is in the chain", async () => {
    const { call, calls } = scriptedCaller({ [B]: 500 });
    await runChain({ agents: [DEFAULT_SWARM_MODEL, B], input: "q", call, onUpdate: () => {} });
    expect(calls.map((entry) => entry.model)).toEqual([DEFAULT_SWARM_MODEL, B, PLAYGROUND_MODEL_IDS[0]]);
  });
});
