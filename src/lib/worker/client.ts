// The page's way to the engine worker: a promise per request. The worker starts on first use,
// so loading the game costs nothing; where workers are missing (tests in node or jsdom), the
// same code answers on the page, loaded by the function the client is made with (ui/later.ts).
import { makeActions, parseAction, type Action, type GameState, type PolicyName } from '$lib/patience/engine';
import type { ExplainedHint } from '$lib/patience/engine/hints';
import type { MatchOptions, Verdict as TableVerdict } from '$lib/table/engine';
import type { EngineAnswer, EngineRequest, Envelope, WorkerReply } from '$lib/worker/protocol';

function readAction(token: string): Action {
  const action = parseAction(token);
  if (!action.ok) throw new Error(action.error.message);
  return action.value;
}

export interface Verdict {
  readonly winnable: boolean;
  /** A winning line from the position asked about, in the action tokens of docs/notation.md ('' when none). */
  readonly line: string;
  /** How long the worker took, in ms. */
  readonly ms: number;
}

type Pending = { resolve: (answer: EngineAnswer) => void; reject: (error: Error) => void };

/** The engine on the page, for where there are no workers: worker/protocol.ts, loaded when first asked. */
export type InPageEngine = () => Promise<{ answer(request: EngineRequest): EngineAnswer }>;

export class EngineClient {
  readonly #inPage: InPageEngine | null;
  #worker: Worker | null = null;
  #pending = new Map<number, Pending>();
  #nextId = 1;

  constructor(inPage: InPageEngine | null = null) {
    this.#inPage = inPage;
  }

  /** Whether `state` can still be won, and how, knowing the whole stock (the solver). */
  async solve(state: GameState, actions: readonly Action[]): Promise<Verdict> {
    const reply = await this.#ask({ kind: 'solve', stock: state.stock, moves: makeActions(actions) });
    if (reply.kind !== 'solve') throw new Error('the worker answered another question');
    return { winnable: reply.winnable, line: reply.line, ms: reply.ms };
  }

  /** The hint of the given level for the game after `actions`. */
  async hint(policy: PolicyName, state: GameState, actions: readonly Action[]): Promise<Action | null> {
    return (await this.explainedHint(policy, state, actions)).action;
  }

  /** The same hint with the one short sentence that says why (null exactly when the hint is). */
  async explainedHint(policy: PolicyName, state: GameState, actions: readonly Action[]): Promise<ExplainedHint> {
    const reply = await this.#ask({ kind: 'hint', policy, stock: state.stock, moves: makeActions(actions) });
    if (reply.kind !== 'hint') throw new Error('the worker answered another question');
    return { action: reply.action === null ? null : readAction(reply.action), reason: reply.reason };
  }

  /**
   * The table game's verdict on the last hand that the match's moves (tokens of
   * docs/table-notation.md) finish, worked out in the worker (docs/table-verdict.md); `budget` is
   * the search's work in nodes. Only types come from the table engine: the patience page stays small.
   */
  async tableVerdict(key: string, options: MatchOptions, moves: string, budget: number): Promise<{ hand: number; verdict: TableVerdict; ms: number }> {
    const reply = await this.#ask({ kind: 'table-verdict', key, options, moves, budget });
    if (reply.kind !== 'table-verdict') throw new Error('the worker answered another question');
    return { hand: reply.hand, verdict: reply.verdict, ms: reply.ms };
  }

  #ask(request: EngineRequest): Promise<EngineAnswer> {
    const worker = this.start();
    // The engine's heavy parts (solver, expert) load only here, never with the page.
    if (worker === null) {
      if (this.#inPage === null) return Promise.reject(new Error('no engine worker here, and no engine on the page'));
      return this.#inPage().then(({ answer }) => answer(request));
    }
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      worker.postMessage({ id, body: request } satisfies Envelope<EngineRequest>);
    });
  }

  /**
   * The running worker, started now if it is not: the page calls this ahead of the first
   * question, so that the question finds it loaded. Null where there are no workers.
   */
  start(): Worker | null {
    if (this.#worker !== null) return this.#worker;
    if (typeof Worker === 'undefined') return null;
    const worker = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const { id, body } = event.data;
      const pending = this.#pending.get(id);
      if (pending === undefined) return;
      this.#pending.delete(id);
      if (body.ok) pending.resolve(body.value);
      else pending.reject(new Error(body.error.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      const error = new Error(`the engine worker failed: ${event.message}`);
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
      this.#worker = null;
      worker.terminate();
    };
    this.#worker = worker;
    return worker;
  }
}
