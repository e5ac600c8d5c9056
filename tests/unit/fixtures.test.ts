// Whole games from an independent implementation of docs/rules.md: our engine must agree exactly.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  classic, current, dealStock, makeActions, makeReplayView, newGame, parseActions, playOut, replay
} from '../../src/lib/patience/engine/index.ts';

interface FixtureGame {
  deal: number;
  note: string;
  moves: string;
  final: ReturnType<typeof makeReplayView>;
}

const games: FixtureGame[] = readFileSync(new URL('../fixtures/games.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line));

const sortedLegal = <T extends { legal: string[] }>(v: T) => ({ ...v, legal: [...v.legal].sort() });

describe('fixture games replay to their exact final states', () => {
  it('has games to check', () => expect(games.length).toBeGreaterThanOrEqual(14));

  it.each(games.map((g, i) => [`line ${i + 1}: deal ${g.deal}, ${g.note}`, g] as const))('%s', (_name, g) => {
    const actions = parseActions(g.moves);
    expect(actions.ok).toBe(true);
    if (!actions.ok) return;
    const r = replay(newGame(dealStock(g.deal)), actions.value);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(sortedLegal(makeReplayView(current(r.value)))).toEqual(sortedLegal(g.final));
  });
});

describe('the rule-book hint plays the fixture games move for move', () => {
  const ruleBook = games.filter((g) => g.note.startsWith('the rule-book hint') || g.note.startsWith('rule-book hint'));

  it('covers wins, blocks and full boards', () => {
    expect(new Set(ruleBook.map((g) => g.final.reason ?? g.final.phase))).toEqual(new Set(['won', 'blocked', 'board-full']));
  });

  it.each(ruleBook.map((g) => [g.deal, g] as const))('deal %d', (_deal, g) => {
    const game = playOut(newGame(dealStock(g.deal)), classic);
    expect(makeActions(game.actions)).toBe(g.moves);
    expect(sortedLegal(makeReplayView(game.final))).toEqual(sortedLegal(g.final));
  });
});
