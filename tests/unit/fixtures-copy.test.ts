// The fixtures in tests/fixtures are copies of the shared originals; they must not drift.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const shared = new URL('../../../shared/fixtures/', import.meta.url);
const local = new URL('../fixtures/', import.meta.url);
const hasShared = existsSync(shared);

describe('fixture copies', () => {
  it.each(['deals.json', 'games.jsonl', 'table-decks.json', 'table-matches.jsonl'])('%s is here', (name) => {
    expect(readFileSync(new URL(name, local), 'utf8').length).toBeGreaterThan(0);
  });

  it.runIf(hasShared).each(['deals.json', 'games.jsonl', 'table-decks.json', 'table-matches.jsonl'])('%s matches the shared original', (name) => {
    expect(readFileSync(new URL(name, local), 'utf8')).toBe(readFileSync(new URL(name, shared), 'utf8'));
  });
});
