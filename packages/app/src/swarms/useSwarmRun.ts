/**
 * The swarm run in React state: the agents' panels as they stream, then the combined result (the
 * Mixture-of-Agents synthesis, the chain's output, or the classification vote) and the run's failure text.
 */
import { formatUsdc } from "@hiber/hub-sdk/money";
import type { SwarmAgentView, SwarmCombinedView, SwarmRunStatus } from "@hiber/ui";
import type { PayingFetchSession } from "@hiber/wallet-kit";
import { useEffect, useRef, useState } from "react";
import { freeCallAgent, paidCallAgent } from "./call-agent.ts";
import {
  allFailedMessage,
  answersOf,
  classificationVotes,
  combineClassifications,
  type SwarmStrategy,
  type SwarmTask,
  synthesisNote,
  synthesisPrompt,
} from "./combine.ts";
import { type AgentState, agentsOrDefault, type CallAgent, runChain, runParallel } from "./run.ts";

/** The classifier tried when every classification agent failed (the hub's most used sentiment model). */
export const FALLBACK_CLASSIFIER = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";

/** One run's request. */
export interface SwarmRequest {
  task: SwarmTask;
  strategy: SwarmStrategy;
  agents: readonly string[];
  input: string;
  /** Generation in parallel: the model that writes the combined answer (the first agent by default). */
  aggregator?: string;
  /** Where 404 replacements come from (classification: the task's search results). */
  pool?: readonly string[];
}

/** An agent's state as its panel shows it; in a paid run a failed agent reads "Not charged". */
export function toAgentView(state: AgentState, paid = false): SwarmAgentView {
  const { cost, input: _input, ...rest } = state;
  if (cost !== undefined) return { ...rest, cost: `${formatUsdc(cost)} USDC` };
  return paid && state.status === "failed" ? { ...rest, cost: "Not charged" } : rest;
}

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && error.name === "AbortError");
}

/** Runs swarms; `payer` set means payments are on (each agent a paid request). */
export function useSwarmRun(payer: PayingFetchSession | undefined) {
  const [status, setStatus] = useState<SwarmRunStatus>("idle");
  const [agents, setAgents] = useState<AgentState[]>([]);
  const [combined, setCombined] = useState<SwarmCombinedView>();
  const [runError, setRunError] = useState<string>();
  const [extraCost, setExtraCost] = useState<bigint>(0n);
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);

  async function start(request: SwarmRequest) {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const signal = abort.signal;
    const ids = agentsOrDefault(request.agents);
    // Parallel runs pay every agent's first request in one wallet approval (a batch); a chain cannot, since
    // each agent's request waits for the previous answer. Later requests (replacements, the synthesis) pay alone.
    const together = request.task === "text-classification" || request.strategy !== "chain";
    const call: CallAgent = payer
      ? paidCallAgent(request.task, together ? payer.batch(ids.length) : payer)
      : freeCallAgent(request.task);
    setStatus("running");
    setAgents(ids.map((id) => ({ id, model: id, status: "waiting", text: "", replaced: [] })));
    setCombined(undefined);
    setRunError(undefined);
    setExtraCost(0n);
    const onUpdate = (index: number, state: AgentState) => {
      if (!signal.aborted) setAgents((current) => current.map((agent, i) => (i === index ? state : agent)));
    };
    const options = { agents: ids, input: request.input, call, signal, onUpdate, pool: request.pool };
    try {
      if (request.task === "text-classification") await classify(options);
      else if (request.strategy === "chain") await chain(options);
      else await parallel(options, request);
    } catch (error) {
      if (isAbort(error, signal)) return;
      setRunError("Execution failed");
    }
    if (!signal.aborted) setStatus("done");
  }

  type Options = Parameters<typeof runParallel>[0];

  async function parallel(options: Options, request: SwarmRequest) {
    const states = await runParallel(options);
    const answers = answersOf(states);
    if (answers.length === 0) {
      setRunError(allFailedMessage("text-generation", "parallel"));
      return;
    }
    const answered = states.filter((state) => state.status === "done" && state.text.trim() !== "");
    if (answered.length === 1) {
      const only = answered[0] as AgentState;
      setCombined({
        status: "done",
        text: only.text,
        note: "Output of the only agent that answered",
        standIn: only.standIn,
      });
      return;
    }
    // Mixture-of-Agents: the aggregator (chosen, else the first agent; one that answered) writes the answer.
    const wanted = request.aggregator ?? options.agents[0];
    const aggregator = (answered.find((state) => state.id === wanted) ?? answered[0]) as AgentState;
    const note = synthesisNote(answers.length, aggregator.model);
    let text = "";
    setCombined({ status: "running", note });
    try {
      const answer = await options.call({
        model: aggregator.model,
        input: synthesisPrompt(options.input, answers),
        signal: options.signal,
        onToken: (token) => {
          text += token;
          setCombined({ status: "running", text, note });
        },
        onReset: () => {
          text = "";
        },
      });
      if (answer.cost !== undefined) setExtraCost(answer.cost);
      setCombined({ status: "done", text: answer.text, note, standIn: answer.standIn });
    } catch (error) {
      if (options.signal && isAbort(error, options.signal)) throw error;
      const message = error instanceof Error && error.message ? error.message : "Execution failed";
      setCombined({ status: "failed", error: `The synthesis failed: ${message}`, note });
    }
  }

  async function chain(options: Options) {
    const result = await runChain(options);
    if (result.agents.every((state) => state.status !== "done")) {
      setRunError(`${allFailedMessage("text-generation", "chain")} ${result.error ?? ""}`.trim());
      return;
    }
    if (result.error) {
      setRunError(result.error);
      return;
    }
    const last = result.agents.at(-1);
    setCombined({
      status: "done",
      text: result.output,
      note: "Output of the chain's last agent",
      standIn: last?.standIn,
    });
  }

  async function classify(options: Options) {
    let states = await runParallel(options);
    let result = combineClassifications(states);
    if (result.kind === "failed" && !options.agents.includes(FALLBACK_CLASSIFIER)) {
      // Every agent failed: the fallback classifier is tried once; its answer is labelled as such.
      const index = states.length;
      const fallback = await runParallel({
        ...options,
        agents: [FALLBACK_CLASSIFIER],
        onUpdate: (_i, state) => {
          const marked = { ...state, fallback: true };
          setAgents((current) => [...current.slice(0, index), marked]);
        },
      });
      states = [...states, ...fallback.map((state) => ({ ...state, fallback: true }))];
      result = combineClassifications(states);
    }
    if (result.kind === "failed") {
      setRunError(allFailedMessage("text-classification", "parallel"));
      return;
    }
    setCombined({
      status: "done",
      text: result.text,
      totals: result.totals,
      votes: classificationVotes(states),
      standIn: states.some((state) => state.standIn),
    });
  }

  const agentCost = agents.reduce((sum, agent) => sum + (agent.cost ?? 0n), 0n);
  const total = agentCost + extraCost;
  return {
    status,
    agents: agents.map((agent) => toAgentView(agent, payer !== undefined)),
    combined,
    runError,
    /** The run's total cost when anything was paid, e.g. "0.30 USDC". */
    totalCost: payer && total > 0n ? `${formatUsdc(total)} USDC` : undefined,
    start: (request: SwarmRequest) => void start(request),
  };
}
