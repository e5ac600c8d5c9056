// A hand's and a match's end, loaded as one part at the first hand's end (later.ts ends): the
// panels, the fireworks (the verdict's better line is TableEnd's: verdict-line.ts), and the
// statistics: a finished match summed up (match-record.ts) and added once, damaged ones said and
// started afresh (which also loads this as the page opens when statistics are saved).
export { default as TableEnd } from './TableEnd.svelte';
export { default as Fireworks } from './Fireworks.svelte';
export { default as StatsDamaged } from './StatsDamaged.svelte';
export { matchRecord } from '../match-record';
export { addTableMatch, startTableStatsAfresh, tableStatsProblem } from '$lib/storage/table-stats';
