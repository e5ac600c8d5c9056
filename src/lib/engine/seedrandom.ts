// The seedrandom package's default generator (ARC4, seedrandom 3.0.5), for string seeds.
// NOTATION.md defines every deal by seedrandom(String(N)). The package would bring six other
// generators, its entropy pool and a Node crypto shim into the game page (2.5 kB gzipped), so
// its ARC4 path is kept here step for step; tests/unit/seedrandom.test.ts holds it to the
// package's own output.

const WIDTH = 256;
const MASK = WIDTH - 1;
/** Six ARC4 bytes start each number: 2^48. */
const START_DENOM = WIDTH ** 6;
/** A double's 52 significant bits, and one more. */
const SIGNIFICANCE = 2 ** 52;
const OVERFLOW = SIGNIFICANCE * 2;

/** seedrandom(seed): a generator of numbers in [0, 1) fixed by the seed. */
export function seedrandom(seed: string): () => number {
  // seedrandom's mixkey: the seed's character codes folded into a key of at most 256 bytes.
  const key: number[] = [];
  let smear = 0;
  for (let j = 0; j < seed.length; j++) {
    smear ^= (key[j & MASK] ?? 0) * 19;
    key[j & MASK] = MASK & (smear + seed.charCodeAt(j));
  }
  // The empty key is read as [0].
  if (key.length === 0) key.push(0);

  // ARC4's key schedule.
  const s = new Uint8Array(WIDTH);
  for (let i = 0; i < WIDTH; i++) s[i] = i;
  let i = 0;
  let j = 0;
  for (let k = 0; k < WIDTH; k++) {
    const t = s[k];
    j = MASK & (j + key[k % key.length] + t);
    s[k] = s[j];
    s[j] = t;
  }
  j = 0;

  /** The next `count` ARC4 bytes as one number. */
  function bytes(count: number): number {
    let r = 0;
    while (count-- > 0) {
      i = MASK & (i + 1);
      const t = s[i];
      j = MASK & (j + t);
      s[i] = s[j];
      s[j] = t;
      r = r * WIDTH + s[MASK & (s[i] + t)];
    }
    return r;
  }
  // RC4-drop[256], as the package does.
  bytes(WIDTH);

  return () => {
    let n = bytes(6);
    let d = START_DENOM;
    let x = 0;
    while (n < SIGNIFICANCE) {
      n = (n + x) * WIDTH;
      d *= WIDTH;
      x = bytes(1);
    }
    while (n >= OVERFLOW) {
      n /= 2;
      d /= 2;
      x >>>= 1;
    }
    return (n + x) / d;
  };
}
