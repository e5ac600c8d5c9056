// The command line of docs/notation.md as a pure function from arguments to output, so that the
// tests can call it directly; scripts/sim.ts only wires it to the process.
import {
  dealStock, makeActions, makeReplayView, makeAction, newGame, parseActions, parseDealNumber, parseDeckCode,
  playOut, isPolicyName, replay, current, type Action, type Card, type GameState,
  type LossReason, LOSS_REASONS, type Policy
} from '../src/lib/patience/engine/index.ts';
import { POLICIES } from '../src/lib/patience/engine/hints.ts';
import { solveStock } from '../src/lib/patience/engine/solver.ts';
import { runTable } from './table-cli.ts';
import { clip } from '../src/lib/cards/clip.ts';

export interface CliResult {
  /** Lines for standard output, each a JSON object. */
  stdout: string[];
  stderr: string[];
  code: number;
}

/** Exit status for a move list that is malformed or holds an illegal move. */
export const EXIT_BAD_MOVE = 2;
/** Exit status for every other bad input (unknown command, bad deal number or deck code…). */
export const EXIT_BAD_INPUT = 1;

/**
 * The exact solver reads the whole stock, so it is no hint and not in POLICIES; the command
 * line offers it as a policy all the same. It plays its winning line, or, on a deal nobody
 * can win, the rule-book hint (to show how far that gets).
 */
const SOLVER = 'solver';
const POLICY_NAMES = [...Object.keys(POLICIES), SOLVER];

const USAGE = `usage: sim COMMAND ...
  replay (--deal N | --deck CODE) [--moves "p5 p6 ..."]
  play (--deal N | --deck CODE) --policy NAME
  bench --policy NAME --deals A..B
  solve (--deal N | --deck CODE)
  starters --deals A..B [--count N]   deals for a newcomer's first games (first-deals.ts)
  table replay|play|bench ...   the table game (docs/table-notation.md; \`sim table\` for its usage)
policies: ${POLICY_NAMES.join(', ')} (${SOLVER}: the exact solver, which knows the whole stock; on a deal
  that cannot be won it plays the classic hint)`;

class InputError extends Error {
  constructor(message: string, readonly code = EXIT_BAD_INPUT) {
    super(message);
  }
}

/** Reads `--name value` pairs; every option takes exactly one value and may appear once. */
function readOptions(args: readonly string[], allowed: readonly string[]): Map<string, string> {
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i];
    if (!name.startsWith('--') || !allowed.includes(name.slice(2))) {
      throw new InputError(`unknown option "${clip(name)}"; this command takes ${allowed.map((a) => '--' + a).join(', ')}`);
    }
    if (i + 1 >= args.length) throw new InputError(`option ${name} needs a value`);
    if (options.has(name.slice(2))) throw new InputError(`option ${name} is given twice`);
    options.set(name.slice(2), args[i + 1]);
  }
  return options;
}

function readStock(options: Map<string, string>): Card[] {
  const deal = options.get('deal');
  const deck = options.get('deck');
  if ((deal === undefined) === (deck === undefined)) throw new InputError('give exactly one of --deal N or --deck CODE');
  if (deal !== undefined) {
    const n = parseDealNumber(deal);
    if (!n.ok) throw new InputError(n.error.message);
    return dealStock(n.value);
  }
  const stock = parseDeckCode(deck as string);
  if (!stock.ok) throw new InputError(stock.error.message);
  return stock.value;
}

function readPolicy(options: Map<string, string>): string {
  const name = options.get('policy');
  if (name === undefined) throw new InputError(`--policy is required: one of ${POLICY_NAMES.join(', ')}`);
  if (name !== SOLVER && !isPolicyName(name)) throw new InputError(`unknown policy "${clip(name)}": one of ${POLICY_NAMES.join(', ')}`);
  return name;
}

interface Game {
  final: GameState;
  actions: readonly Action[];
  /** Milliseconds the solver took, for the solver only. */
  solverMs?: number;
}

/** Plays a deal with a policy from POLICIES, or with the solver (see SOLVER). */
function playDeal(stock: readonly Card[], name: string): Game {
  const start = newGame(stock);
  if (name !== SOLVER) return playOut(start, POLICIES[name as keyof typeof POLICIES] as Policy);
  const started = performance.now();
  const solved = solveStock(stock);
  const solverMs = performance.now() - started;
  if (!solved.winnable) return { ...playOut(start, POLICIES.classic), solverMs };
  const line = replay(start, solved.moves);
  if (!line.ok) throw new Error(`the solver's line is illegal: ${line.error.message}`);
  return { final: current(line.value), actions: solved.moves, solverMs };
}

function readRange(text: string | undefined): [number, number] {
  if (text === undefined) throw new InputError('--deals A..B is required');
  const m = /^([^.]+)\.\.([^.]+)$/.exec(text.trim());
  if (!m) throw new InputError(`--deals "${clip(text)}" is not a range: write A..B, like 1..100000`);
  const a = parseDealNumber(m[1]);
  if (!a.ok) throw new InputError(a.error.message);
  const b = parseDealNumber(m[2]);
  if (!b.ok) throw new InputError(b.error.message);
  if (a.value > b.value) throw new InputError(`--deals ${clip(text)}: the range runs backwards`);
  return [a.value, b.value];
}

/** The 95% Wilson score interval of a proportion. */
export function wilson95(successes: number, trials: number): [number, number] {
  if (trials === 0) return [0, 1];
  const z = 1.959964;
  const p = successes / trials;
  const denom = 1 + (z * z) / trials;
  const centre = (p + (z * z) / (2 * trials)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const round = (x: number, digits: number) => Number(x.toFixed(digits));

function replayCommand(args: readonly string[]): object {
  const options = readOptions(args, ['deal', 'deck', 'moves']);
  const stock = readStock(options);
  const moves = parseActions(options.get('moves') ?? '');
  if (!moves.ok) throw new InputError(moves.error.message, EXIT_BAD_MOVE);
  const result = replay(newGame(stock), moves.value);
  if (!result.ok) {
    const i = result.failedAt;
    throw new InputError(
      `move ${i + 1} "${makeAction(moves.value[i])}" is illegal: ${result.error.message}`,
      EXIT_BAD_MOVE
    );
  }
  return makeReplayView(current(result.value));
}

function playCommand(args: readonly string[]): object {
  const options = readOptions(args, ['deal', 'deck', 'policy']);
  const stock = readStock(options);
  const game = playDeal(stock, readPolicy(options));
  return { ...makeReplayView(game.final), moves: makeActions(game.actions) };
}

function benchCommand(args: readonly string[]): object {
  const options = readOptions(args, ['policy', 'deals']);
  const name = readPolicy(options);
  const [from, to] = readRange(options.get('deals'));
  const solverMs: number[] = [];
  const losses = Object.fromEntries(LOSS_REASONS.map((r) => [r, 0])) as Record<LossReason, number>;
  let wins = 0;
  let removed = 0;
  const started = performance.now();
  for (let deal = from; deal <= to; deal++) {
    const game = playDeal(dealStock(deal), name);
    const final = game.final;
    if (game.solverMs !== undefined) solverMs.push(game.solverMs);
    if (final.phase === 'won') wins++;
    else if (final.reason) losses[final.reason]++;
    removed += final.removed;
  }
  const seconds = (performance.now() - started) / 1000;
  const games = to - from + 1;
  const [low, high] = wilson95(wins, games);
  return {
    policy: name,
    deals: `${from}..${to}`,
    games,
    wins,
    winRate: round(wins / games, 5),
    winRate95: [round(low, 5), round(high, 5)],
    meanRemoved: round(removed / games, 3),
    losses,
    gamesPerSecond: Math.round(games / seconds),
    seconds: round(seconds, 3),
    ...(name === SOLVER ? { solverMs: timeSummary(solverMs) } : {})
  };
}

/** The p-th percentile of sorted figures, nearest rank (0 when there are none). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Mean, 99th percentile and maximum of some times in milliseconds. */
export function timeSummary(times: readonly number[]): { mean: number; p99: number; max: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, t) => sum + t, 0) / Math.max(1, sorted.length);
  const p99 = percentile(sorted, 99);
  return { mean: round(mean, 4), p99: round(p99, 3), max: round(sorted.at(-1) ?? 0, 3) };
}

/** docs/notation.md, "solve": {"winnable": true|false, "moves": "p5 p6 ..."}, moves "" when not winnable. */
function solveCommand(args: readonly string[]): object {
  const options = readOptions(args, ['deal', 'deck']);
  const solved = solveStock(readStock(options));
  return { winnable: solved.winnable, moves: makeActions(solved.moves) };
}

/**
 * A starter deal for a newcomer's first games: the solver proves it winnable, and both hint
 * policies (the rule book's and the Expert's) win it when they play every move, so it forgives
 * a beginner's plain play (src/lib/patience/first-deals.ts holds the list this made).
 */
export function isStarterDeal(deal: number): boolean {
  const stock = dealStock(deal);
  if (!solveStock(stock).winnable) return false;
  return Object.values(POLICIES).every((policy) => playOut(newGame(stock), policy as Policy).final.phase === 'won');
}

/** docs/notation.md, "starters": {"deals": [N, ...], "tried": T}, the first --count (12) starter deals in A..B. */
function startersCommand(args: readonly string[]): object {
  const options = readOptions(args, ['deals', 'count']);
  const [from, to] = readRange(options.get('deals'));
  const count = Number(options.get('count') ?? 12);
  if (!Number.isInteger(count) || count < 1) throw new InputError(`--count "${clip(options.get('count') ?? '')}" is not a whole number above 0`);
  const deals: number[] = [];
  let deal = from;
  for (; deal <= to && deals.length < count; deal++) if (isStarterDeal(deal)) deals.push(deal);
  return { deals, tried: deal - from };
}

const COMMANDS: Record<string, (args: readonly string[]) => object> = {
  replay: replayCommand,
  play: playCommand,
  bench: benchCommand,
  solve: solveCommand,
  starters: startersCommand
};

export function runSim(argv: readonly string[]): CliResult {
  const [command, ...args] = argv;
  if (command === 'table') return runTable(args);
  const run = command === undefined ? undefined : COMMANDS[command];
  if (!run) {
    const what = command === undefined ? 'no command given' : `unknown command "${command}"`;
    return { stdout: [], stderr: [`sim: ${what}`, USAGE], code: EXIT_BAD_INPUT };
  }
  try {
    return { stdout: [JSON.stringify(run(args))], stderr: [], code: 0 };
  } catch (e) {
    if (e instanceof InputError) return { stdout: [], stderr: [`sim ${command}: ${e.message}`], code: e.code };
    throw e;
  }
}
