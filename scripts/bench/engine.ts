// Engine figures, in this Node process: the classic policy's speed through the command line's
// own bench, and the solver's time per deal through `sim bench --policy solver`.
import { runSim } from '../sim-cli.ts';

export interface EngineFigures {
  deals: string;
  games: number;
  gamesPerSecond: number;
  seconds: number;
}

export interface SolverFigures {
  deals: string;
  /** Share of the deals the solver can win. */
  winnable: number;
  meanMs: number;
  p99Ms: number;
  worstMs: number;
}

/** The classic policy over a range of deals: `sim bench`, dealing included. */
export function engineSpeed(from: number, to: number): EngineFigures {
  const result = runSim(['bench', '--policy', 'classic', '--deals', `${from}..${to}`]);
  if (result.code !== 0) throw new Error(result.stderr.join('\n'));
  const figures = JSON.parse(result.stdout[0]) as EngineFigures & { deals: string };
  return { deals: figures.deals, games: figures.games, gamesPerSecond: figures.gamesPerSecond, seconds: figures.seconds };
}

/** The solver over a range of deals, through `sim bench --policy solver`: its time per deal. */
export function solverSpeed(from: number, to: number): SolverFigures {
  const result = runSim(['bench', '--policy', 'solver', '--deals', `${from}..${to}`]);
  if (result.code !== 0) throw new Error(result.stderr.join('\n'));
  const figures = JSON.parse(result.stdout[0]) as { winRate: number; solverMs: { mean: number; p99: number; max: number } };
  return { deals: `${from}..${to}`, winnable: figures.winRate, meanMs: figures.solverMs.mean, p99Ms: figures.solverMs.p99, worstMs: figures.solverMs.max };
}
