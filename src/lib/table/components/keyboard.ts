// Playing by keys, loaded as one part (later.ts keyboard) when a key first moves the focus or the
// Keys help is opened: where the arrows and Enter take the focus (focus.ts, keys.ts) and the keys in
// words. The keys D, E, U, H and Escape work from the start (key-map.ts).
export { tableFocus } from '../focus';
export { default as KeysHelp } from './KeysHelp.svelte';
