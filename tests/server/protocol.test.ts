// The protocol's readers: every client message and option the server takes goes through them.
import { describe, expect, test } from 'vitest';
import type { Result } from '../../src/lib/cards/result';
import { makeJoinError, readClientMessage, readJoinError, readName, readTableOptions, DEFAULT_TABLE_OPTIONS } from '../../src/lib/table/online/protocol';
import { isTableCode, newSeatToken, newTableCode, tokenTable } from '../../server/table';

const code = (r: Result<unknown>) => (r.ok ? 'ok' : r.error.code);

describe('readClientMessage', () => {
  test.each([
    ['start', undefined, 'ok'],
    ['start', { id: 3 }, 'ok'],
    ['start', { id: 3, now: true }, 'malformed'],
    ['act', { action: '9H>N', id: 0 }, 'ok'],
    ['act', { action: '9H>N', id: 1.5 }, 'malformed'],
    ['act', { action: '9H>N', id: '1' }, 'malformed'],
    ['act', { action: 'x'.repeat(13) }, 'malformed'],
    ['act', [1, 2], 'malformed'],
    ['act', null, 'malformed'],
    ['act', { action: 'd', pad: 'y'.repeat(600) }, 'too-large'],
    ['react', { reaction: 'nice' }, 'ok'],
    ['react', { reaction: 'Nice!' }, 'malformed'],
    ['chat', { text: 'hi' }, 'unknown-message'],
    [7, {}, 'unknown-message']
  ])('%s %j → %s', (type, body, expected) => {
    expect(code(readClientMessage(type, body))).toBe(expected);
  });

  test('a body that is not plain data is malformed', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(code(readClientMessage('act', loop))).toBe('malformed');
  });
});

describe('readTableOptions and readName', () => {
  test('defaults, every range, no unknown option', () => {
    expect(readTableOptions(undefined)).toEqual({ ok: true, value: DEFAULT_TABLE_OPTIONS });
    expect(readTableOptions({ players: 4, target: 50, draw: 'end', qj2: true, level: 'expert', timer: 120 })).toEqual({
      ok: true,
      value: { players: 4, target: 50, draw: 'end', qj2: true, level: 'expert', timer: 120 }
    });
    for (const bad of [{ players: 1 }, { players: '2' }, { target: 20 }, { draw: 'middle' }, { qj2: 1 }, { level: 'master' }, { timer: 45 }, { colour: 'red' }, 'x']) {
      expect(code(readTableOptions(bad)), JSON.stringify(bad)).toBe('bad-options');
    }
  });

  test('names: trimmed, inner spaces joined, 20 characters at most, no control characters', () => {
    expect(readName('  Zoë   B ')).toEqual({ ok: true, value: 'Zoë B' });
    expect(readName('🂡'.repeat(20))).toMatchObject({ ok: true });
    expect(readName('a\nb')).toEqual({ ok: true, value: 'a b' });
    for (const bad of ['', '   ', 'a'.repeat(21), 'a\u0000b', 'a\u202Eb', 5, null]) expect(code(readName(bad)), String(bad)).toBe('bad-name');
  });

  test('a join error reads back; anything else is "unreachable"', () => {
    expect(readJoinError(makeJoinError('table-full', 'all 2 seats are taken'))).toEqual({ code: 'table-full', message: 'all 2 seats are taken' });
    expect(readJoinError('connect ECONNREFUSED')).toMatchObject({ code: 'unreachable' });
  });
});

describe('codes and tokens', () => {
  test('table codes carry 96 random bits; a seat token names its table', () => {
    const codes = new Set(Array.from({ length: 200 }, newTableCode));
    expect(codes.size).toBe(200);
    for (const c of codes) expect(isTableCode(c)).toBe(true);
    const c = newTableCode();
    const token = newSeatToken(c);
    expect(tokenTable(token)).toBe(c);
    expect(token.length - c.length - 1).toBeGreaterThanOrEqual(22);
    expect(tokenTable('no dot here')).toBeNull();
  });
});
