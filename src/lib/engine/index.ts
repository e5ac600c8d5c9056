// The rules engine: pure TypeScript with no Svelte, no page, no storage, no clock and no
// unseeded randomness, so it runs the same in the page, a worker, the tests and the CLI.
export * from './types';
export * from './cards';
export * from './deal';
export * from './rules';
export * from './actions';
export * from './history';
export * from './policies';
export * from './expert';
export * from './replay-format';
export * from './solver';
