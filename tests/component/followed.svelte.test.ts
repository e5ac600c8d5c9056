// The one helper for following another tab (src/lib/ui/followed.svelte.ts): it listens only
// while something reactive shows the value, reads again when another tab saves, and hands an
// owner the value saved.
import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import { Followed } from '$lib/ui/followed.svelte';
import { STORAGE_KEYS, type StorageKey } from '$lib/storage/keys';

function otherTabs() {
  const listeners = new Map<StorageKey, Set<() => void>>();
  return {
    hear(key: StorageKey, heard: () => void) {
      const set = listeners.get(key) ?? new Set();
      listeners.set(key, set);
      set.add(heard);
      return () => set.delete(heard);
    },
    save(key: StorageKey) {
      listeners.get(key)?.forEach((heard) => heard());
    },
    count: (key: StorageKey) => listeners.get(key)?.size ?? 0
  };
}

describe('Followed', () => {
  it('shows what another tab saved, reading storage once per save, and stops listening when nothing shows it', async () => {
    const tabs = otherTabs();
    let stored = 1;
    let reads = 0;
    const saved = new Followed(STORAGE_KEYS.stats, () => (reads++, stored), tabs.hear);
    const shown: number[] = [];
    const stop = $effect.root(() => {
      const doubled = $derived(saved.current * 2);
      $effect(() => {
        shown.push(doubled);
      });
    });
    flushSync();
    expect(shown).toEqual([2]);
    expect(tabs.count(STORAGE_KEYS.stats)).toBe(1);
    stored = 5;
    tabs.save(STORAGE_KEYS.settings);
    flushSync();
    expect(shown).toEqual([2]);
    tabs.save(STORAGE_KEYS.stats);
    flushSync();
    expect(shown).toEqual([2, 10]);
    expect(reads).toBe(2);
    stop();
    await Promise.resolve();
    expect(tabs.count(STORAGE_KEYS.stats)).toBe(0);
  });

  it('reads afresh outside anything reactive, and again for its readers after this tab saves', () => {
    const tabs = otherTabs();
    let stored = 'a';
    const saved = new Followed(STORAGE_KEYS.settings, () => stored, tabs.hear);
    expect(saved.current).toBe('a');
    stored = 'b';
    expect(saved.current).toBe('b');
    expect(tabs.count(STORAGE_KEYS.settings)).toBe(0);
    const shown: string[] = [];
    const stop = $effect.root(() => {
      $effect(() => {
        shown.push(saved.current);
      });
    });
    flushSync();
    stored = 'c';
    saved.reread();
    flushSync();
    expect(shown).toEqual(['b', 'c']);
    stop();
  });

  it('hands an owner each value another tab saves, until it stops', () => {
    const tabs = otherTabs();
    let stored = 1;
    const saved = new Followed(STORAGE_KEYS.game, () => stored, tabs.hear);
    const heard: number[] = [];
    const stop = saved.follow((value) => heard.push(value));
    stored = 2;
    tabs.save(STORAGE_KEYS.game);
    stop();
    stored = 3;
    tabs.save(STORAGE_KEYS.game);
    expect(heard).toEqual([2]);
  });
});
