// The independent implementation's table-game fixtures (tests/fixtures/table-*.json*).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  createMatch, deckCodeOfHand, makeReplayView, parseMoves, replay, current, type MatchOptions
} from '../../src/lib/table/engine';

const here = (name: string) => new URL(`../fixtures/${name}`, import.meta.url);
const decks = JSON.parse(readFileSync(here('table-decks.json'), 'utf8')) as Record<string, Record<string, string>>;
const matches = readFileSync(here('table-matches.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as { key: string; options: Partial<MatchOptions>; moves: string; note: string; final: unknown });

describe('decks of a match', () => {
  it.each(Object.entries(decks))('key %s', (key, byHand) => {
    for (const [name, code] of Object.entries(byHand)) {
      expect(deckCodeOfHand(key, Number(name.replace('hand', '')))).toBe(code);
    }
  });
});

describe('fixture matches', () => {
  it.each(matches.map((m) => [m.note, m] as const))('%s', (_, m) => {
    const moves = parseMoves(m.moves);
    if (!moves.ok) throw new Error(moves.error.message);
    const r = replay(createMatch(m.key, m.options), moves.value.map((t) => t.action));
    if (!r.ok) throw new Error(`move ${r.error.index + 1}: ${r.error.message}`);
    expect(makeReplayView(current(r.value))).toEqual(m.final);
  });
});
