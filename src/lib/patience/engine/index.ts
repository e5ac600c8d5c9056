// The rules engine: pure TypeScript with no Svelte, no page, no storage, no clock and no
// unseeded randomness, so it runs the same in the page, a worker, the tests and the CLI.
// The solver (solver.ts), the expert hint (expert.ts) and the table of hint policies
// (hints.ts) are imported from their own modules: they are heavy, and the game page loads
// them only in its worker, never with the page.
export * from './types';
export * from './cards';
export * from '../../cards/deck';
export * from './rules';
export * from './actions';
export * from './history';
export * from './policies';
export * from './replay-format';
