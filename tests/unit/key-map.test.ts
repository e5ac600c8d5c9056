// The one way keys reach a game (src/lib/ui/key-map.ts) and each game's key map: which presses
// the page takes, and what each key calls on its session.
import { describe, expect, it } from 'vitest';
import { SHORTCUT_KEYS, patienceKeys } from '$lib/patience/keyboard';
import type { PatienceSession } from '$lib/patience/session.svelte';
import { tableKeys } from '$lib/table/key-map';
import type { TablePhase, TableSession } from '$lib/table/session.svelte';
import { isTypingIn, keyCall, type KeyPress } from '$lib/ui/key-map';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key, ctrlKey: false, altKey: false, metaKey: false, shiftKey: false, isTyping: false, isDialogOpen: false, ...extra
});

describe('keyCall', () => {
  const called: string[] = [];
  const map = { u: () => called.push('u'), escape: () => called.push('escape') };

  it('finds a key in either case (Caps Lock), Escape by its name', () => {
    keyCall(map, press('U'))?.();
    keyCall(map, press('u'))?.();
    keyCall(map, press('Escape'))?.();
    expect(called).toEqual(['u', 'u', 'escape']);
  });

  it('leaves a press with a modifier held, while typing, with a dialog open, and any other key', () => {
    for (const modifier of ['ctrlKey', 'altKey', 'metaKey', 'shiftKey'] as const) expect(keyCall(map, press('u', { [modifier]: true }))).toBeNull();
    expect(keyCall(map, press('u', { isTyping: true }))).toBeNull();
    expect(keyCall(map, press('u', { isDialogOpen: true }))).toBeNull();
    expect(keyCall(map, press('x'))).toBeNull();
    expect(keyCall(map, press('Enter'))).toBeNull();
    // Not the object's own properties: a key named like one is no call.
    expect(keyCall(map, press('toString'))).toBeNull();
  });

  it('knows typing from pressing', () => {
    expect(isTypingIn({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTypingIn({ tagName: 'input' })).toBe(true);
    expect(isTypingIn({ tagName: 'INPUT', type: 'number' })).toBe(true);
    expect(isTypingIn({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingIn({ tagName: 'SELECT' })).toBe(true);
    expect(isTypingIn({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingIn({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTypingIn({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingIn(null)).toBe(false);
  });
});

/** A patience session as far as its keys see it: what is allowed now, and a record of the calls. */
function patience(now: { canUndo?: boolean; isOver?: boolean; canResume?: boolean; showing?: boolean; noGame?: boolean } = {}) {
  const calls: string[] = [];
  const game = {
    canUndo: now.canUndo ?? true,
    isOver: now.isOver ?? false,
    choices: { canResume: now.canResume ?? true },
    undo: () => calls.push('undo'),
    resume: () => calls.push('resume')
  };
  const session = {
    game: now.noGame ? null : game,
    showing: now.showing ? { stock: [], line: '' } : null,
    byHand: (run: (g: typeof game) => void) => run(game),
    help: { showHint: async () => void calls.push('hint') },
    leave: (what: string) => calls.push(`leave ${what}`)
  };
  return { session: session as unknown as PatienceSession, calls };
}

describe("the patience's keys", () => {
  it('U H D R N call the session as the buttons do', () => {
    const { session, calls } = patience();
    for (const key of ['u', 'h', 'd', 'r', 'n']) keyCall(patienceKeys(session), press(key))?.();
    expect(calls).toEqual(['undo', 'hint', 'resume', 'leave restart', 'leave new']);
    expect(Object.keys(patienceKeys(session)).sort()).toEqual(Object.keys(SHORTCUT_KEYS).sort());
  });

  it('do nothing where the button is off', () => {
    const atDeal = patience({ canUndo: false, canResume: false });
    expect(Object.keys(patienceKeys(atDeal.session)).sort()).toEqual(['h', 'n']);
    const over = patience({ isOver: true });
    expect(keyCall(patienceKeys(over.session), press('h'))).toBeNull();
  });

  it('are none while a winning line is on show or before a game is dealt', () => {
    expect(patienceKeys(patience({ showing: true }).session)).toEqual({});
    expect(patienceKeys(patience({ noGame: true }).session)).toEqual({});
  });
});

function table(phase: TablePhase) {
  const calls: string[] = [];
  const session = {
    phase,
    draw: () => calls.push('draw'),
    endTurn: () => calls.push('end'),
    undo: () => calls.push('undo'),
    showHint: async () => void calls.push('hint')
  };
  return { session: session as unknown as TableSession, calls };
}

describe("the table's keys", () => {
  it('D E U H call the session, Escape lets go through the page', () => {
    const { session, calls } = table('play');
    const map = tableKeys(session, () => calls.push('let go'));
    for (const key of ['D', 'e', 'u', 'h', 'Escape']) keyCall(map, press(key))?.();
    expect(calls).toEqual(['draw', 'end', 'undo', 'hint', 'let go']);
  });

  it('are none while the options are on show', () => {
    expect(tableKeys(table('options').session, () => {})).toEqual({});
  });
});
