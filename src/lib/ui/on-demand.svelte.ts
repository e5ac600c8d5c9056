// The one way to load a part of a page when the player first needs it, not with the page. Each
// part is declared once, in its game's later.ts (or ui/later.ts for the parts both games share):
// what loads with the page is held to a budget (docs/performance.md). The service worker stores
// these files with the rest, so they load offline too.

export class OnDemand<T> {
  /** What was loaded; null until then. */
  value: T | null = $state.raw(null);
  #loading: Promise<T> | null = null;
  readonly #load: () => Promise<T>;

  constructor(load: () => Promise<T>) {
    this.#load = load;
  }

  /** Loads it the first time, and gives it; a failed load is tried again next time. */
  get(): Promise<T> {
    this.#loading ??= this.#load().then(
      (value) => (this.value = value),
      (error: unknown) => {
        this.#loading = null;
        throw error;
      }
    );
    return this.#loading;
  }
}
