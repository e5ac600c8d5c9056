// seedrandom's default generator (ARC4, package seedrandom 3.0.5 by David Bau, MIT licence),
// only its seeded path, as a plain module: the package is CommonJS, and its wrapper and the
// interop code the bundler adds for it cost the game page more than the generator itself.
// Same numbers for every seed (tests/unit/seedrandom.test.ts compares it with the package);
// deal numbers are defined by the package (NOTATION.md), forever.

/** seedrandom(seed): a generator of doubles in [0, 1), the package's `prng()`. */
export function seedrandom(seed: string): () => number {
  // mixkey: the seed's characters folded into a key of at most 256 bytes.
  const key: number[] = [];
  let smear = 0;
  for (let j = 0; j < seed.length; j++) {
    smear ^= (key[j & 255] ?? 0) * 19;
    key[j & 255] = (smear + seed.charCodeAt(j)) & 255;
  }
  if (key.length === 0) key.push(0);
  // ARC4's key schedule, then the 256 outputs it throws away.
  const s: number[] = [];
  for (let i = 0; i < 256; i++) s.push(i);
  let j = 0;
  for (let k = 0; k < 256; k++) {
    const t = s[k];
    j = (j + key[k % key.length] + t) & 255;
    s[k] = s[j];
    s[j] = t;
  }
  // The stream starts from i = j = 0 again.
  let i = 0;
  j = 0;
  /** The next `count` bytes of the stream, as one big-endian number. */
  const bytes = (count: number): number => {
    let r = 0;
    while (count--) {
      i = (i + 1) & 255;
      const t = s[i];
      j = (j + t) & 255;
      s[i] = s[j];
      s[j] = t;
      r = r * 256 + s[(s[i] + t) & 255];
    }
    return r;
  };
  bytes(256);
  return () => {
    // 52 significant bits: a numerator of at least six bytes, topped up a byte at a time.
    let n = bytes(6);
    let d = 2 ** 48;
    let x = 0;
    while (n < 2 ** 52) {
      n = (n + x) * 256;
      d *= 256;
      x = bytes(1);
    }
    while (n >= 2 ** 53) {
      n /= 2;
      d /= 2;
      x >>>= 1;
    }
    return (n + x) / d;
  };
}
