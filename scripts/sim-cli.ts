// The command line of NOTATION.md as a pure function from arguments to output, so that the
// tests can call it directly; scripts/sim.ts only wires it to the process.
import {
  dealStock, makeActions, makeReplayView, makeAction, newGame, parseActions, parseDealNumber, parseDeckCode,
  playOut, POLICIES, isPolicyName, replay, current, type Card, type LossReason, LOSS_REASONS
} from '../src/lib/engine/index.ts';

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

const USAGE = `usage: sim COMMAND ...
  replay (--deal N | --deck CODE) [--moves "p5 p6 ..."]
  play (--deal N | --deck CODE) --policy NAME
  bench --policy NAME --deals A..B
policies: ${Object.keys(POLICIES).join(', ')}`;

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
      throw new InputError(`unknown option "${name}"; this command takes ${allowed.map((a) => '--' + a).join(', ')}`);
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

function readPolicy(options: Map<string, string>) {
  const name = options.get('policy');
  if (name === undefined) throw new InputError(`--policy is required: one of ${Object.keys(POLICIES).join(', ')}`);
  if (!isPolicyName(name)) throw new InputError(`unknown policy "${name}": one of ${Object.keys(POLICIES).join(', ')}`);
  return { name, policy: POLICIES[name] };
}

function readRange(text: string | undefined): [number, number] {
  if (text === undefined) throw new InputError('--deals A..B is required');
  const m = /^([^.]+)\.\.([^.]+)$/.exec(text.trim());
  if (!m) throw new InputError(`--deals "${text}" is not a range: write A..B, like 1..100000`);
  const a = parseDealNumber(m[1]);
  if (!a.ok) throw new InputError(a.error.message);
  const b = parseDealNumber(m[2]);
  if (!b.ok) throw new InputError(b.error.message);
  if (a.value > b.value) throw new InputError(`--deals ${text}: the range runs backwards`);
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
  const { policy } = readPolicy(options);
  const game = playOut(newGame(stock), policy);
  return { ...makeReplayView(game.final), moves: makeActions(game.actions) };
}

function benchCommand(args: readonly string[]): object {
  const options = readOptions(args, ['policy', 'deals']);
  const { name, policy } = readPolicy(options);
  const [from, to] = readRange(options.get('deals'));
  const losses = Object.fromEntries(LOSS_REASONS.map((r) => [r, 0])) as Record<LossReason, number>;
  let wins = 0;
  let removed = 0;
  const started = performance.now();
  for (let deal = from; deal <= to; deal++) {
    const { final } = playOut(newGame(dealStock(deal)), policy);
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
    seconds: round(seconds, 3)
  };
}

const COMMANDS: Record<string, (args: readonly string[]) => object> = {
  replay: replayCommand,
  play: playCommand,
  bench: benchCommand
};

export function runSim(argv: readonly string[]): CliResult {
  const [command, ...args] = argv;
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
