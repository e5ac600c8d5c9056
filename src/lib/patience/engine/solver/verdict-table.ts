// Verdicts by position key, for the relaxed game (the search's most asked question).
export const UNKNOWN = 0;
export const WON = 1;
export const LOST = 2;

/** Verdicts by key (a whole number below 2^31), open addressing: a Map is slower here. */
export class VerdictTable {
  keys = new Int32Array(1 << 10).fill(-1);
  verdicts = new Uint8Array(1 << 10);
  size = 0;

  slot(key: number): number {
    const mask = this.keys.length - 1;
    let at = (Math.imul(key, 0x9e3779b1) >>> 0) & mask;
    while (this.keys[at] !== -1 && this.keys[at] !== key) at = (at + 1) & mask;
    return at;
  }

  get(key: number): number {
    return this.verdicts[this.slot(key)];
  }

  set(key: number, verdict: number): void {
    const at = this.slot(key);
    if (this.keys[at] === -1) {
      this.keys[at] = key;
      if (++this.size * 2 > this.keys.length) {
        this.verdicts[at] = verdict;
        this.grow();
        return;
      }
    }
    this.verdicts[at] = verdict;
  }

  grow(): void {
    const { keys, verdicts } = this;
    this.keys = new Int32Array(keys.length * 2).fill(-1);
    this.verdicts = new Uint8Array(keys.length * 2);
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] !== -1) {
        const at = this.slot(keys[i]);
        this.keys[at] = keys[i];
        this.verdicts[at] = verdicts[i];
      }
    }
  }
}
