// Every key this site keeps in localStorage. Each is versioned: a new format gets a new key
// (and the data carries its version too), so an old build never misreads a new save.
export const STORAGE_KEYS = {
  /** The patience's game in progress: its deal and every move since (patience/saved-game.ts). */
  game: 'kitc.game.v1',
  /** The patience's statistics (patience/stats.ts), version 2: games Watch finished or left at 0/40 set apart. */
  stats: 'kitc.stats.v2',
  /** The patience's statistics as builds before version 2 saved them: read once, migrated (saved-stats.ts). */
  statsV1: 'kitc.stats.v1',
  /** Settings both games share (ui/settings.ts). */
  settings: 'kitc.settings.v1',
  /** The patience's hint level, winnable-only and watch speed (patience/play-options.ts). */
  options: 'kitc.options.v1',
  /** The table game's statistics (table/stats.ts). */
  tableStats: 'kitc.table-stats.v1',
  /** Where a newcomer's starter deals are up to, and whether they are over (patience/first-deals.ts). */
  firstDeals: 'kitc.first-deals.v1',
  /** Whether the patience's first-game walk-through has been seen (storage/walkthrough.ts). */
  walkthrough: 'kitc.walkthrough.v1',
  /** The table game's match in progress: key, options and every action (table/saved-match.ts). */
  tableMatch: 'kitc.table-match.v1',
  /** The options last chosen for a new table match. */
  tableOptions: 'kitc.table-options.v1',
  /** How fast the table's computer players act (table/pace.ts). */
  tablePace: 'kitc.table-pace.v1',
  /** Whether the table's first-visit walk-through has been seen (storage/walkthrough.ts). */
  tableWalkthrough: 'kitc.table-walkthrough.v1',
  /** The name this browser gives at friends' tables (storage/friends.ts). */
  friendsName: 'kitc.friends-name.v1',
  /** This browser's seat token at each friends' table it sat at (storage/friends.ts). */
  friendsSeats: 'kitc.friends-seats.v1'
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
