// The rules engine: pure TypeScript, no Svelte, DOM, storage, clock or Math.random.
export * from './types';
export * from './cards';
export * from './deal';
export * from './rules';
export * from './actions';
export * from './history';
export * from './policies';
export * from './replay-format';
