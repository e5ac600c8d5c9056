import { afterEach, beforeEach, vi } from 'vitest';

// A localStorage stand-in kept in a Map, for the tests of the one module that touches storage
// and of what stands on it. It can be told to refuse reads or writes the way browsers do
// (SecurityError when storage is switched off, QuotaExceededError when it is full).
export class MemoryStorage implements Storage {
  items = new Map<string, string>();
  readFault: Error | null = null;
  writeFault: Error | null = null;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    if (this.readFault) throw this.readFault;
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.writeFault) throw this.writeFault;
    this.items.set(key, value);
  }
}

/**
 * Gives each test of the calling file its own empty MemoryStorage as localStorage; `current()`
 * is the one in use, for tests that seed it or make it refuse.
 */
export function useMemoryStorage(): { current: () => MemoryStorage } {
  let storage = new MemoryStorage();
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return { current: () => storage };
}
