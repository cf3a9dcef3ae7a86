/**
 * A swarm run (spec part 2 §4 "Swarm run", §8 "Swarm"), independent of how one agent is asked: the caller
 * passes {@link CallAgent} (in the app, one `POST /api/inference` per agent, free or x402-paid), so the rules
 * below are tested without a network.
 *
 * - parallel: every agent gets the same input at once; each reports its own progress; one failing never
 *   stops the others;
 * - chain: each agent's output is the next one's input; a failing agent is replaced by a fallback model
 *   (labelled "(fallback)") before the chain gives up with "Agent {id} failed: {message}";
 * - either way, an agent whose model answers 404 is replaced by the next unused playground model, at most
 *   twice (the spec says "a random playground model"; the next unused one is deterministic and named).
 */
import { PLAYGROUND_MODEL_IDS } from "../playground/models.ts";

/** The swarm's default model when none is selected (spec part 2 §9: Mistral 7B Instruct v0.2). */
export const DEFAULT_SWARM_MODEL = "mistralai/Mistral-7B-Instruct-v0.2";

/** At most this many 404 replacements per agent (spec part 2 §8). */
export const MAX_REPLACEMENTS = 2;

/** One label and its score, as the hosted inference API classifies text. */
export interface LabelScore {
  label: string;
  score: number;
}

/** What one agent call produced. */
export interface AgentAnswer {
  /** Generated text (generation), or empty for classification. */
  text: string;
  /** Classification labels, when the task is text-classification. */
  labels?: LabelScore[];
  /** The model that answered. */
  model: string;
  /** The endpoint that answered (chat, completions, inference, classification). */
  endpoint?: string;
  /** Milliseconds from the request to the first token; absent when nothing streamed. */
  firstTokenMs?: number;
  /** Milliseconds from the request to the end of the answer. */
  totalMs: number;
  /** What the agent's payment settled, in USDC base units; absent when nothing was paid. */
  cost?: bigint;
  /** The router is a stand-in (the embedded emulator): the answer is sample text. */
  standIn?: boolean;
}

/** A failed agent call: the HTTP status when one came (a 404 triggers the replacement), and its message. */
export class AgentCallError extends Error {
  override name = "AgentCallError";
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** What an agent call is given. */
export interface AgentCallRequest {
  model: string;
  input: string;
  signal?: AbortSignal;
  /** Each piece of text as it streams in. */
  onToken: (token: string) => void;
  /** The text so far is void (the server moved to another endpoint midway). */
  onReset: () => void;
}

/** Asks one model; rejects (preferably with an {@link AgentCallError}) when it does not answer. */
export type CallAgent = (request: AgentCallRequest) => Promise<AgentAnswer>;

/** Where one agent is. */
export type AgentStatus = "waiting" | "running" | "done" | "failed" | "skipped";

/** One agent of a run, as the page shows it. */
export interface AgentState {
  /** The agent's id: the model selected for it. */
  id: string;
  /** The model being asked now (a replacement's or the fallback's once one runs). */
  model: string;
  status: AgentStatus;
  /** Text so far (streaming) or the whole answer. */
  text: string;
  /** The input it was given (in a chain, the previous agent's output). */
  input?: string;
  labels?: LabelScore[];
  /** Models that answered 404 and were replaced, in order. */
  replaced: string[];
  /** The chain's fallback model answered for this agent. */
  fallback?: boolean;
  /** "Error: {message}" is shown from this. */
  error?: string;
  endpoint?: string;
  firstTokenMs?: number;
  totalMs?: number;
  cost?: bigint;
  standIn?: boolean;
}

/** What a run is given. */
export interface SwarmRunOptions {
  /** The agents' models, in order; the default model runs when empty. */
  agents: readonly string[];
  input: string;
  call: CallAgent;
  signal?: AbortSignal;
  /** Every change of one agent's state. */
  onUpdate: (index: number, state: AgentState) => void;
  /** Where 404 replacements and the chain's fallback come from, in order; the playground's 11 models by default. */
  pool?: readonly string[];
  /** The chain's fallback model when unused; the default model by default. */
  fallbackModel?: string;
}

/** The agents a run starts with: the selected ones, or the default model alone. */
export function agentsOrDefault(agents: readonly string[]): string[] {
  return agents.length > 0 ? [...agents] : [DEFAULT_SWARM_MODEL];
}

/** The first playground model not in `used`, in the playground's order; `undefined` when all are used. */
export function nextUnusedModel(
  used: ReadonlySet<string>,
  preferred?: string,
  pool: readonly string[] = PLAYGROUND_MODEL_IDS,
): string | undefined {
  if (preferred !== undefined && !used.has(preferred)) return preferred;
  return pool.find((model) => !used.has(model));
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Model inference failed: Unknown error";
}

function initialState(id: string): AgentState {
  return { id, model: id, status: "waiting", text: "", replaced: [] };
}

/**
 * Runs one agent: its model, then on a 404 the next unused model (recorded in `used`), at most
 * {@link MAX_REPLACEMENTS} times. Resolves with the final state (done or failed); never rejects, except
 * with the signal's abort.
 */
async function runAgent(
  state: AgentState,
  input: string,
  options: Pick<SwarmRunOptions, "call" | "signal" | "pool">,
  used: Set<string>,
  update: (state: AgentState) => void,
): Promise<AgentState> {
  let current: AgentState = { ...state, input, status: "running", text: "" };
  update(current);
  while (true) {
    try {
      const answer = await options.call({
        model: current.model,
        input,
        signal: options.signal,
        onToken: (token) => {
          current = { ...current, text: current.text + token };
          update(current);
        },
        onReset: () => {
          current = { ...current, text: "" };
          update(current);
        },
      });
      current = {
        ...current,
        status: "done",
        model: answer.model,
        text: answer.text,
        labels: answer.labels,
        endpoint: answer.endpoint,
        firstTokenMs: answer.firstTokenMs,
        totalMs: answer.totalMs,
        cost: answer.cost,
        standIn: answer.standIn,
        error: undefined,
      };
      update(current);
      return current;
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const status = error instanceof AgentCallError ? error.status : undefined;
      const replacement =
        status === 404 && current.replaced.length < MAX_REPLACEMENTS
          ? nextUnusedModel(used, undefined, options.pool)
          : undefined;
      if (replacement === undefined) {
        current = { ...current, status: "failed", text: "", error: messageOf(error) };
        update(current);
        return current;
      }
      used.add(replacement);
      current = { ...current, replaced: [...current.replaced, current.model], model: replacement, text: "" };
      update(current);
    }
  }
}

/** Parallel: every agent on the same input at once. Resolves with every agent's final state, in order. */
export async function runParallel(options: SwarmRunOptions): Promise<AgentState[]> {
  const agents = agentsOrDefault(options.agents);
  const used = new Set(agents);
  return Promise.all(
    agents.map((id, index) =>
      runAgent(initialState(id), options.input, options, used, (state) => options.onUpdate(index, state)),
    ),
  );
}

/** What a chain run produced. */
export interface ChainResult {
  agents: AgentState[];
  /** The last agent's output, when the chain went through. */
  output?: string;
  /** "Agent {id} failed: {message}" when the chain could not continue. */
  error?: string;
}

/**
 * Chain: each agent's output is the next one's input. A failed agent (after its 404 replacements) is retried
 * once on a fallback model (the default model if unused, else the next unused playground one) whose output
 * is labelled "(fallback)"; if that fails too the chain stops with "Agent {id} failed: {message}" and the
 * agents after it are skipped.
 */
export async function runChain(options: SwarmRunOptions): Promise<ChainResult> {
  const agents = agentsOrDefault(options.agents);
  const used = new Set(agents);
  const states = agents.map(initialState);
  let input = options.input;
  for (const [index, id] of agents.entries()) {
    const update = (state: AgentState) => {
      states[index] = state;
      options.onUpdate(index, state);
    };
    let state = await runAgent(states[index] as AgentState, input, options, used, update);
    if (state.status === "failed") {
      const fallback = nextUnusedModel(used, options.fallbackModel ?? DEFAULT_SWARM_MODEL, options.pool);
      const failure = state.error ?? "Model inference failed: Unknown error";
      if (fallback !== undefined) {
        used.add(fallback);
        const retry = await runAgent(
          { ...state, model: fallback, fallback: true },
          input,
          options,
          used,
          update,
        );
        state = retry.status === "done" ? retry : { ...retry, fallback: true };
      }
      if (state.status === "failed") {
        for (let rest = index + 1; rest < agents.length; rest++) {
          const skipped: AgentState = { ...(states[rest] as AgentState), status: "skipped" };
          states[rest] = skipped;
          options.onUpdate(rest, skipped);
        }
        return { agents: states, error: `Agent ${id} failed: ${failure}` };
      }
    }
    input = state.text;
  }
  return { agents: states, output: input };
}
