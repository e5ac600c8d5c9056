// A deal nobody can choose or foresee (docs/table-online.md, "The commitment"): a Fisher–Yates
// shuffle driven by the operating system's cryptographic random source, and a secret salt of 256
// bits, so that the commitment shown at the start gives nothing away.
import { randomBytes, randomInt } from 'node:crypto';
import { orderedDeck, makeDeckCode } from '../src/lib/cards/deck.ts';

export interface SecretDeal {
  /** The deck code of hand 1: the match's key (later hands follow from it, docs/table-notation.md). */
  readonly deck: string;
  readonly salt: string;
}

export function secretDeal(): SecretDeal {
  const cards = orderedDeck();
  for (let i = cards.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  return { deck: makeDeckCode(cards), salt: randomBytes(32).toString('hex') };
}
