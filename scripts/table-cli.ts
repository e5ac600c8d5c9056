// `sim table replay|play|bench` (docs/table-notation.md, "Command line") as a pure function
// from arguments to output; scripts/sim-cli.ts dispatches `table` here.
import {
  LEVELS, PLAYER_COUNTS, TARGETS, createMatch, current, dealerOf, makeMoves, makeReplayView, parseMoves,
  replay, lastHand, VERDICT_BUDGET,
  type Action, type Level, type MatchOptions, type PlayerCount, type Target
} from '../src/lib/table/engine/index.ts';
import { planTurn } from '../src/lib/table/engine/players/index.ts';
import { playMatch } from '../src/lib/table/engine/autoplay.ts';
import { handVerdict } from '../src/lib/table/engine/verdict.ts';
import type { SeatView } from '../src/lib/table/engine/view.ts';
import { makeDeckCode, parseDealNumber, parseDeckCode } from '../src/lib/cards/deck.ts';
import { clip } from '../src/lib/cards/clip.ts';
import { createHash } from 'node:crypto';
import { wilson95 } from './sim-cli.ts';

export interface TableCliResult {
  stdout: string[];
  stderr: string[];
  code: number;
}

export const EXIT_BAD_MOVE = 2;
export const EXIT_BAD_INPUT = 1;

const USAGE = `usage: sim table COMMAND ...
  replay (--deal N | --deck CODE) [options] [--moves "d 9H>N e ..."]
  play (--deal N | --deck CODE) [options] [--you LEVEL]
  bench --deals A..B --players P --seats LEVEL,LEVEL[,...] [options]
  verdict (--deal N | --deck CODE) [options] --moves "..." [--budget NODES]
  verdict-bench --deals A..B [options] [--you LEVEL] [--budget NODES]
  verify --deck CODE --salt HEX --commitment HEX [options] --moves "..."   (a friends' match)
  load --url ws://HOST:PORT --tables N --seconds S [--think 0]              (the game server's load)
options: --players 2|3|4 --draw start|end --target 10|15|25|50 --level easy|standard|expert --qj2`;

class InputError extends Error {
  constructor(message: string, readonly code = EXIT_BAD_INPUT) {
    super(message);
  }
}

const MATCH_OPTIONS = ['players', 'draw', 'target', 'level', 'qj2'];
const FLAGS = ['qj2'];

/** Reads `--name value` pairs and `--qj2` flags; each may appear once. */
function readArgs(args: readonly string[], allowed: readonly string[]): Map<string, string> {
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const name = arg.slice(2);
    if (!arg.startsWith('--') || !allowed.includes(name)) {
      throw new InputError(`unknown option "${clip(arg)}"; this command takes ${allowed.map((a) => '--' + a).join(', ')}`);
    }
    if (options.has(name)) throw new InputError(`option ${arg} is given twice`);
    if (FLAGS.includes(name)) {
      options.set(name, '1');
      continue;
    }
    if (i + 1 >= args.length) throw new InputError(`option ${arg} needs a value`);
    options.set(name, args[++i]);
  }
  return options;
}

function oneOf<T extends string | number>(name: string, text: string, values: readonly T[]): T {
  const found = values.find((v) => String(v) === text.trim().toLowerCase());
  if (found === undefined) throw new InputError(`--${name} "${clip(text)}" must be one of ${values.join(', ')}`);
  return found;
}

const readLevel = (name: string, text: string): Level => oneOf(name, text, LEVELS);

function readMatchOptions(options: Map<string, string>): MatchOptions {
  const get = (name: string) => options.get(name);
  return {
    players: get('players') === undefined ? 2 : (oneOf('players', get('players') as string, PLAYER_COUNTS) as PlayerCount),
    draw: get('draw') === undefined ? 'start' : oneOf('draw', get('draw') as string, ['start', 'end'] as const),
    target: get('target') === undefined ? 15 : (oneOf('target', get('target') as string, TARGETS) as Target),
    qj2: options.has('qj2'),
    level: get('level') === undefined ? 'standard' : readLevel('level', get('level') as string)
  };
}

function readKey(options: Map<string, string>): string {
  const deal = options.get('deal');
  const deck = options.get('deck');
  if ((deal === undefined) === (deck === undefined)) throw new InputError('give exactly one of --deal N or --deck CODE');
  if (deal !== undefined) {
    const n = parseDealNumber(deal);
    if (!n.ok) throw new InputError(n.error.message);
    return String(n.value);
  }
  // --deck is always a deck code (forty digits are a deck code's problem, not a deal's).
  const stock = parseDeckCode(deck as string);
  if (!stock.ok) throw new InputError(`--deck: ${stock.error.message}`);
  return makeDeckCode(stock.value);
}

function replayCommand(args: readonly string[]): object {
  const options = readArgs(args, ['deal', 'deck', 'moves', ...MATCH_OPTIONS]);
  const start = createMatch(readKey(options), readMatchOptions(options));
  const moves = parseMoves(options.get('moves') ?? '');
  if (!moves.ok) {
    const e = moves.error;
    throw new InputError(`move ${e.position} "${clip(e.text)}" is malformed: ${e.message}`, EXIT_BAD_MOVE);
  }
  const result = replay(start, moves.value.map((t) => t.action));
  if (!result.ok) {
    const t = moves.value[result.error.index];
    throw new InputError(`move ${t.position} "${clip(t.text)}" is illegal: ${result.error.message}`, EXIT_BAD_MOVE);
  }
  return makeReplayView(current(result.value));
}

function readBudget(text: string | undefined): number {
  if (text === undefined) return VERDICT_BUDGET;
  if (!/^[0-9]+$/.test(text.trim()) || Number(text) < 1) throw new InputError(`--budget "${clip(text)}" must be a whole number of nodes, 1 or more`);
  return Number(text);
}

function verdictCommand(args: readonly string[]): object {
  const options = readArgs(args, ['deal', 'deck', 'moves', 'budget', ...MATCH_OPTIONS]);
  const start = createMatch(readKey(options), readMatchOptions(options));
  const budget = readBudget(options.get('budget'));
  if (!options.has('moves')) throw new InputError('--moves "..." is required: the played line of the hand');
  const moves = parseMoves(options.get('moves') as string);
  if (!moves.ok) {
    const e = moves.error;
    throw new InputError(`move ${e.position} "${clip(e.text)}" is malformed: ${e.message}`, EXIT_BAD_MOVE);
  }
  const actions = moves.value.map((t) => t.action);
  const result = replay(start, actions);
  if (!result.ok) {
    const t = moves.value[result.error.index];
    throw new InputError(`move ${t.position} "${clip(t.text)}" is illegal: ${result.error.message}`, EXIT_BAD_MOVE);
  }
  const hand = lastHand(start, actions);
  if (hand.start.phase === 'over') throw new InputError('the match is over: give the moves up to the end of a hand');
  return { hand: hand.start.hand, budget, ...handVerdict(hand.start, hand.played, budget) };
}

function verdictBenchCommand(args: readonly string[]): object {
  const options = readArgs(args, ['deals', 'you', 'budget', ...MATCH_OPTIONS]);
  const [from, to] = readRange(options.get('deals'));
  const match = readMatchOptions(options);
  const you = options.has('you') ? readLevel('you', options.get('you') as string) : 'standard';
  const budget = readBudget(options.get('budget'));
  const levels = Array.from({ length: match.players }, (_, seat) => (seat === 0 ? you : match.level));
  const times: number[] = [];
  // Processor time as well: on a shared machine the wall clock counts other jobs' turns.
  const cpu: number[] = [];
  let settled = 0;
  let pointsSettled = 0;
  let couldGoOut = 0;
  let outTurnProved = 0;
  let missedOut = 0;
  let settledMissedOut = 0;
  let better = 0;
  let points = 0;
  let fewest = 0;
  const started = performance.now();
  for (let deal = from; deal <= to; deal++) {
    const start = createMatch(deal, match);
    const played = playMatch(start, levels);
    const hand1 = played.actions.filter((_, i) => played.hands[i] === 1);
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const v = handVerdict(start, hand1, budget);
    times.push(performance.now() - t0);
    const c1 = process.cpuUsage(c0);
    cpu.push((c1.user + c1.system) / 1000);
    if (v.settled) settled++;
    if (v.pointsSettled) pointsSettled++;
    if (v.couldGoOut) couldGoOut++;
    if (v.couldGoOut && v.settled) outTurnProved++;
    if (v.couldGoOut && v.playedOutTurn === null) {
      missedOut++;
      if (v.settled) settledMissedOut++;
    }
    if (v.playedPoints !== null && v.fewestPoints !== null && v.fewestPoints < v.playedPoints) better++;
    points += v.playedPoints ?? 0;
    fewest += v.fewestPoints ?? v.playedPoints ?? 0;
  }
  const n = to - from + 1;
  const sorted = times.slice().sort((a, b) => a - b);
  const cpuSorted = cpu.slice().sort((a, b) => a - b);
  const [low, high] = wilson95(settled, n);
  return {
    deals: `${from}..${to}`,
    players: match.players,
    you,
    level: match.level,
    hand: 1,
    budget,
    hands: n,
    settled,
    settledShare: round(settled / n, 4),
    settledShare95: [round(low, 4), round(high, 4)],
    pointsSettled,
    pointsSettledShare: round(pointsSettled / n, 4),
    couldGoOut,
    outTurnProved,
    outTurnProvedShare: couldGoOut === 0 ? 1 : round(outTurnProved / couldGoOut, 4),
    couldGoOutButDidNot: missedOut,
    couldGoOutButDidNotShare: round(missedOut / n, 4),
    couldGoOutButDidNotSettled: settledMissedOut,
    fewerPointsPossible: better,
    meanPlayedPoints: round(points / n, 3),
    meanFewestPoints: round(fewest / n, 3),
    msMean: round(times.reduce((a, b) => a + b, 0) / n, 1),
    msP95: round(percentile(sorted, 95), 1),
    msMax: round(sorted.at(-1) ?? 0, 1),
    cpuMsMean: round(cpu.reduce((a, b) => a + b, 0) / n, 1),
    cpuMsP95: round(percentile(cpuSorted, 95), 1),
    cpuMsMax: round(cpuSorted.at(-1) ?? 0, 1),
    seconds: round((performance.now() - started) / 1000, 2)
  };
}

/**
 * `verify`: a friends' table's deal was fixed before it began (docs/table-online.md, "The
 * commitment"): SHA-256 of deck code + salt is the commitment shown at the start, and the moves
 * replay legally from that deck to the end the table showed.
 */
function verifyCommand(args: readonly string[]): object {
  const options = readArgs(args, ['deck', 'salt', 'commitment', 'moves', ...MATCH_OPTIONS]);
  for (const name of ['deck', 'salt', 'commitment', 'moves']) if (!options.has(name)) throw new InputError(`--${name} is required`);
  const key = readKey(options);
  const salt = (options.get('salt') as string).trim();
  const commitment = (options.get('commitment') as string).trim().toLowerCase();
  const computed = createHash('sha256').update(key + salt, 'utf8').digest('hex');
  if (computed !== commitment) throw new InputError(`the commitment does not match: SHA-256 of deck code + salt is ${computed}, not ${commitment}`);
  const start = createMatch(key, readMatchOptions(options));
  const moves = parseMoves(options.get('moves') as string);
  if (!moves.ok) throw new InputError(`move ${moves.error.position} "${moves.error.text}" is malformed: ${moves.error.message}`, EXIT_BAD_MOVE);
  const result = replay(start, moves.value.map((t) => t.action));
  if (!result.ok) {
    const t = moves.value[result.error.index];
    throw new InputError(`move ${t.position} "${t.text}" is illegal: ${result.error.message}`, EXIT_BAD_MOVE);
  }
  const end = current(result.value);
  return { verified: true, commitment, over: end.phase === 'over', hand: end.hand, totals: [...end.totals], winner: end.winner, actions: moves.value.length };
}

function playCommand(args: readonly string[]): object {
  const options = readArgs(args, ['deal', 'deck', 'you', ...MATCH_OPTIONS]);
  const match = readMatchOptions(options);
  const you = options.has('you') ? readLevel('you', options.get('you') as string) : 'expert';
  const levels = Array.from({ length: match.players }, (_, seat) => (seat === 0 ? you : match.level));
  const played = playMatch(createMatch(readKey(options), match), levels);
  return { ...makeReplayView(played.final), moves: makeMoves(played.actions, played.hands) };
}

function readRange(text: string | undefined): [number, number] {
  if (text === undefined) throw new InputError('--deals A..B is required');
  const m = /^([^.]+)\.\.([^.]+)$/.exec(text.trim());
  if (!m) throw new InputError(`--deals "${clip(text)}" is not a range: write A..B, like 1..2000`);
  const a = parseDealNumber(m[1]);
  if (!a.ok) throw new InputError(a.error.message);
  const b = parseDealNumber(m[2]);
  if (!b.ok) throw new InputError(b.error.message);
  if (a.value > b.value) throw new InputError(`--deals ${clip(text)}: the range runs backwards`);
  return [a.value, b.value];
}

/** Every distinct arrangement of the levels to the seats, in a fixed order. */
export function arrangements(levels: readonly Level[]): Level[][] {
  if (levels.length <= 1) return [levels.slice()];
  const out: Level[][] = [];
  const done = new Set<string>();
  levels.forEach((level, i) => {
    if (done.has(level)) return;
    done.add(level);
    for (const rest of arrangements([...levels.slice(0, i), ...levels.slice(i + 1)])) out.push([level, ...rest]);
  });
  return out;
}

const round = (x: number, digits: number) => Number(x.toFixed(digits));

/** The p-th percentile of sorted figures, nearest rank. */
const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

interface LevelTally {
  seats: number;
  matches: number;
  won: number;
  hands: number;
  handsWon: number;
  penalty: number;
  times: number[];
}

function benchCommand(args: readonly string[]): object {
  const options = readArgs(args, ['deals', 'seats', ...MATCH_OPTIONS]);
  const [from, to] = readRange(options.get('deals'));
  const match = readMatchOptions(options);
  const seatsText = options.get('seats');
  if (seatsText === undefined) throw new InputError('--seats LEVEL,LEVEL[,...] is required');
  const seats = seatsText.split(',').map((t) => readLevel('seats', t));
  if (seats.length !== match.players) {
    // Suggest --players only when that many players can sit at the table (2 to 4).
    const players = (PLAYER_COUNTS as readonly number[]).includes(seats.length) ? `give --players ${seats.length}, or ` : '';
    throw new InputError(
      `--seats names ${seats.length} ${seats.length === 1 ? 'level' : 'levels'} for ${match.players} players (${players}one level a seat, like --seats ${Array(match.players).fill(seats[0]).join(',')})`
    );
  }
  const tallies = new Map<Level, LevelTally>();
  for (const level of seats) {
    const t = tallies.get(level) ?? { seats: 0, matches: 0, won: 0, hands: 0, handsWon: 0, penalty: 0, times: [] };
    t.seats++;
    tallies.set(level, t);
  }
  const timed = (level: Level, view: SeatView): Action[] => {
    if (view.phase !== 'play') return planTurn(level, view);
    const started = performance.now();
    const plan = planTurn(level, view);
    tallies.get(level)?.times.push(performance.now() - started);
    return plan;
  };
  let matches = 0;
  let hands = 0;
  let blocked = 0;
  let turns = 0;
  const leaderWins = { hands: 0, won: 0 };
  const started = performance.now();
  for (let deal = from; deal <= to; deal++) {
    for (const levels of arrangements(seats)) {
      const played = playMatch(createMatch(deal, match), levels, timed);
      matches++;
      const results = played.results;
      for (const r of results) {
        hands++;
        if (r.reason === 'blocked') blocked++;
        else {
          leaderWins.hands++;
          if (r.winner === (dealerOf(r.hand, match.players) + 1) % match.players) leaderWins.won++;
        }
        r.penalties.forEach((p, seat) => {
          const t = tallies.get(levels[seat]) as LevelTally;
          t.penalty += p;
          t.hands++;
          if (r.winner === seat) t.handsWon++;
        });
      }
      turns += played.actions.filter((a) => a.type === 'end').length + results.filter((r) => r.reason === 'out').length;
      levels.forEach((level, seat) => {
        const t = tallies.get(level) as LevelTally;
        t.matches++;
        if (played.final.winner === seat) t.won++;
      });
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const byLevel = Object.fromEntries(
    [...tallies].map(([level, t]) => {
      const [low, high] = wilson95(t.won, t.matches);
      const times = t.times.sort((a, b) => a - b);
      return [
        level,
        {
          seats: t.seats,
          matches: t.matches,
          won: t.won,
          winRate: round(t.won / t.matches, 4),
          winRate95: [round(low, 4), round(high, 4)],
          handsWon: t.handsWon,
          meanPenaltyPerHand: round(t.penalty / Math.max(1, t.hands), 3),
          turns: times.length,
          turnMsP95: round(percentile(times, 95), 3),
          turnMsMax: round(times.at(-1) ?? 0, 3)
        }
      ];
    })
  );
  const [leadLow, leadHigh] = wilson95(leaderWins.won, leaderWins.hands);
  return {
    deals: `${from}..${to}`,
    players: match.players,
    seats: seats.join(','),
    options: { draw: match.draw, target: match.target, qj2: match.qj2 },
    matches,
    hands,
    levels: byLevel,
    blockedPer1000Hands: round((1000 * blocked) / Math.max(1, hands), 2),
    firstPlayerShareOfHandsWon: round(leaderWins.won / Math.max(1, leaderWins.hands), 4),
    firstPlayerShare95: [round(leadLow, 4), round(leadHigh, 4)],
    turnsPerSecond: Math.round(turns / seconds),
    seconds: round(seconds, 2)
  };
}

const COMMANDS: Record<string, (args: readonly string[]) => object> = {
  replay: replayCommand,
  play: playCommand,
  bench: benchCommand,
  verdict: verdictCommand,
  'verdict-bench': verdictBenchCommand,
  verify: verifyCommand
};

/** `sim table ...`: the arguments after `table`. */
export function runTable(argv: readonly string[]): TableCliResult {
  const [command, ...args] = argv;
  const run = command === undefined ? undefined : COMMANDS[command];
  if (!run) {
    const what = command === undefined ? 'no command given' : `unknown command "${command}"`;
    return { stdout: [], stderr: [`sim table: ${what}`, USAGE], code: EXIT_BAD_INPUT };
  }
  try {
    return { stdout: [JSON.stringify(run(args))], stderr: [], code: 0 };
  } catch (e) {
    if (e instanceof InputError) return { stdout: [], stderr: [`sim table ${command}: ${e.message}`], code: e.code };
    throw e;
  }
}

