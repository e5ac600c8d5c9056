import { describe, expect, it } from 'vitest';
import { makeAction, makeActions, parseAction, parseActions } from '../../src/lib/patience/engine/index.ts';

describe('action tokens', () => {
  it.each(['p0', 'p5', 'p15', 'r3+9', 'r0+15', 'r7', 'd'])('round-trips %s', (token) => {
    const a = parseAction(token);
    expect(a.ok && makeAction(a.value)).toBe(token);
  });

  it('accepts a pair in either order and writes the smaller slot first', () => {
    const a = parseAction('r9+3');
    expect(a).toEqual({ ok: true, value: { type: 'remove', slots: [3, 9] } });
    expect(a.ok && makeAction(a.value)).toBe('r3+9');
    expect(makeAction({ type: 'remove', slots: [12, 4] })).toBe('r4+12');
  });

  it.each(['', 'p', 'p16', 'p-1', 'x5', 'r3+', 'r+3', 'r3+3', 'r16', 'dd', 'p5 p6', 'p05x'])('rejects %j', (token) => {
    const a = parseAction(token);
    expect(a.ok).toBe(false);
    if (!a.ok) expect(a.error.code).toBe('bad-action');
  });

  it('reads a list and names the position of a bad token', () => {
    expect(parseActions('  p5  p6\tr3+9 d ')).toMatchObject({ ok: true, value: { length: 4 } });
    expect(parseActions('')).toEqual({ ok: true, value: [] });
    const bad = parseActions('p5 p6 q7 d');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toMatch(/^Move 3: "q7" is not an action/);
  });

  it('writes a list with single spaces', () => {
    const list = parseActions('p5 r9+3 d');
    expect(list.ok && makeActions(list.value)).toBe('p5 r3+9 d');
  });
});
