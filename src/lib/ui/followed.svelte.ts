// The one way to follow what another tab saves, modelled on svelte.dev's Persisted.svelte.ts:
// a saved value read through `current`, which listens for other tabs' writes only while
// something on the page shows it (createSubscriber) and reads storage again when one is heard.
// Reading and writing stay in src/lib/storage (guarded, validated); this only says when to read.
import { createSubscriber } from 'svelte/reactivity';
import type { StorageKey } from '$lib/storage/keys';
import { onStoredChange } from '$lib/storage/local';

/** Calls `heard` when another tab changes `key`; returns the function that stops it (storage/local.ts). */
export type HearOtherTabs = (key: StorageKey, heard: () => void) => () => void;

export class Followed<T> {
  readonly #key: StorageKey;
  readonly #read: () => T;
  readonly #hear: HearOtherTabs;
  readonly #subscribe: () => void;
  /** Counts what was heard (and this tab's own writes): a reader reads again when it moves. */
  #version = $state(0);
  #cached: { readonly version: number; readonly value: T } | null = null;

  /** `read` loads the value from storage (storage/*.ts); `hear` is the tests' way in. */
  constructor(key: StorageKey, read: () => T, hear: HearOtherTabs = onStoredChange) {
    this.#key = key;
    this.#read = read;
    this.#hear = hear;
    this.#subscribe = createSubscriber(() => hear(key, () => this.#version++));
  }

  /** The value as saved now; inside a template or `$derived`, it follows other tabs' saves. */
  get current(): T {
    // Read outside anything reactive, nothing listens: the value is read afresh.
    if (!$effect.tracking()) return this.#read();
    this.#subscribe();
    const version = this.#version;
    if (this.#cached?.version !== version) this.#cached = { version, value: this.#read() };
    return this.#cached.value;
  }

  /** This tab saved it (a reset, say): whatever shows it reads it again. */
  reread(): void {
    this.#version++;
  }

  /**
   * For an owner that acts on another tab's save rather than only showing it (a session taking
   * up the game played on elsewhere, the settings store): `heard` gets the value saved, each
   * time one is heard. Returns the function that stops it.
   */
  follow(heard: (saved: T) => void): () => void {
    return this.#hear(this.#key, () => {
      this.#version++;
      heard(this.#read());
    });
  }
}
