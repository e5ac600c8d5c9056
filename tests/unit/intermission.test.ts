import { describe, expect, it } from 'vitest';
import { ESCAPE_TWICE_MS, isSecondEscape, keyName, OFFERED_COVER_KEYS, SCREEN_NAMES, SCREEN_TITLES } from '$lib/ui/intermission';
import { canBeCoverKey, DEFAULT_SETTINGS, INTERMISSION_SCREENS } from '$lib/ui/settings';

describe('the Intermission', () => {
  it.each([
    ['Backquote', '`'],
    ['KeyB', 'B'],
    ['Digit7', '7'],
    ['F2', 'F2'],
    ['Numpad5', 'Numpad 5'],
    ['Slash', '/']
  ])('the panic key %s is shown as %s', (code, name) => {
    expect(keyName(code)).toBe(name);
  });

  it('gives every screen a name on the settings page and a dull title of its own for the tab', () => {
    for (const screen of INTERMISSION_SCREENS) {
      expect(SCREEN_NAMES[screen]).toBeTruthy();
      expect(SCREEN_TITLES[screen]).toBeTruthy();
      expect(SCREEN_TITLES[screen]).not.toMatch(/king|corner|card|game|patience/i);
    }
    expect(new Set(Object.values(SCREEN_TITLES)).size).toBe(INTERMISSION_SCREENS.length);
    expect(Object.keys(SCREEN_TITLES).sort()).toEqual([...INTERMISSION_SCREENS].sort());
  });

  it('offers the backquote (the default), the backslash and F2 as panic keys, each one a key the cover can take', () => {
    expect(OFFERED_COVER_KEYS).toEqual(['Backquote', 'Backslash', 'F2']);
    expect(OFFERED_COVER_KEYS[0]).toBe(DEFAULT_SETTINGS.coverKey);
    for (const key of OFFERED_COVER_KEYS) expect(canBeCoverKey(key)).toBe(true);
  });

  it('shows the report by default, without full screen', () => {
    expect(DEFAULT_SETTINGS.intermissionScreen).toBe('report');
    expect(DEFAULT_SETTINGS.intermissionFullScreen).toBe(false);
  });

  it.each([
    ['no Escape before', null, 100, false],
    ['one just before', 100, 350, true],
    ['one at the very limit', 100, 100 + ESCAPE_TWICE_MS, true],
    ['one too long before', 100, 101 + ESCAPE_TWICE_MS, false],
    ['a time stamp from before the first (a clock gone back)', 500, 100, false]
  ] as const)('an Escape with %s (first at %s, now %s): the second of a pair, %s', (_name, first, now, second) => {
    expect(isSecondEscape(first, now)).toBe(second);
  });
});
