// What every validator of saved data starts with. Pure: the modules that own each kind of
// data (statistics, a saved game, settings) check their own shapes with it.

/** Parsed JSON that is a plain object, not null or an array. */
export const isPlainObject = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data);
