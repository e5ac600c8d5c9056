// A hand's and a match's end, loaded as one part at the first hand's end (later.ts ends): the
// panels, the fireworks (the verdict's better line is TableEnd's: verdict-line.ts), and the statistics' writes (a finished match added once, damaged ones said
// and started afresh), which also load as the page opens when statistics are saved.
export { default as TableEnd } from './TableEnd.svelte';
export { default as Fireworks } from './Fireworks.svelte';
export { addTableMatch, startTableStatsAfresh, tableStatsProblem } from '$lib/storage/table-stats';
