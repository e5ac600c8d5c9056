// Engine figures, in this Node process: the classic policy's speed through the command line's
// own bench, and the solver's time per deal once the engine exports a solver.
import * as engine from '../../src/lib/engine/index.ts';
import { runSim } from '../sim-cli.ts';

export interface EngineFigures {
  deals: string;
  games: number;
  gamesPerSecond: number;
  seconds: number;
}

export interface SolverFigures {
  deals: string;
  meanMs: number;
  worstMs: number;
  worstDeal: number;
}

/** The classic policy over a range of deals: `sim bench`, dealing included. */
export function engineSpeed(from: number, to: number): EngineFigures {
  const result = runSim(['bench', '--policy', 'classic', '--deals', `${from}..${to}`]);
  if (result.code !== 0) throw new Error(result.stderr.join('\n'));
  const figures = JSON.parse(result.stdout[0]) as EngineFigures & { deals: string };
  return { deals: figures.deals, games: figures.games, gamesPerSecond: figures.gamesPerSecond, seconds: figures.seconds };
}

/**
 * The solver's mean and worst time per deal, or null while the engine has no `solveStock`
 * (another change brings it). It is looked up when the bench runs, so this file does not have
 * to change when the solver lands.
 */
export function solverSpeed(from: number, to: number): SolverFigures | null {
  const solveStock = (engine as Record<string, unknown>).solveStock;
  if (typeof solveStock !== 'function') return null;
  let total = 0;
  let worstMs = 0;
  let worstDeal = from;
  for (let deal = from; deal <= to; deal++) {
    const stock = engine.dealStock(deal);
    const started = performance.now();
    try {
      solveStock(stock);
    } catch (error) {
      // The solver's signature is not settled yet: say so rather than stop the whole bench.
      throw new Error(`solveStock(dealStock(${deal})) failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    const ms = performance.now() - started;
    total += ms;
    if (ms > worstMs) {
      worstMs = ms;
      worstDeal = deal;
    }
  }
  const round2 = (x: number) => Math.round(x * 100) / 100;
  return { deals: `${from}..${to}`, meanMs: round2(total / (to - from + 1)), worstMs: round2(worstMs), worstDeal };
}
