import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  canBeCoverKey, CARD_SIZES, checkSettings, DEFAULT_SETTINGS, motionScale, SHORTCUT_LETTERS, THEMES, type Settings
} from '$lib/ui/settings';
import { SHORTCUT_KEYS } from '$lib/patience/keyboard';
import { STORAGE_KEYS } from '$lib/storage/keys';
import { loadSettings } from '$lib/storage/settings';

const chosen: Settings = { fourColour: true, cardSize: 'large', motion: 'slow', theme: 'dark', sounds: true, coverKey: 'KeyB', tableDeck: 'classic', volume: 0.5, heraldCalls: false, coach: false, markPlayable: false,
  intermissionScreen: 'spreadsheet', intermissionFullScreen: true };

describe('checking saved settings', () => {
  it('keeps every valid value as it is', () => {
    expect(checkSettings(chosen)).toEqual({ settings: chosen, bad: [] });
    expect(checkSettings({ ...DEFAULT_SETTINGS })).toEqual({ settings: DEFAULT_SETTINGS, bad: [] });
  });

  it("deals the table's Company deck unless the player chose the Classic", () => {
    expect(DEFAULT_SETTINGS.tableDeck).toBe('company');
    expect(checkSettings({ tableDeck: 'classic' })?.settings.tableDeck).toBe('classic');
  });

  it('gives a missing setting its default without complaint', () => {
    expect(checkSettings({ theme: 'dark' })).toEqual({ settings: { ...DEFAULT_SETTINGS, theme: 'dark' }, bad: [] });
    expect(checkSettings({})).toEqual({ settings: DEFAULT_SETTINGS, bad: [] });
  });

  it.each([
    ['four-colour as text', { fourColour: 'yes' }, 'fourColour'],
    ['an unknown card size', { cardSize: 'huge' }, 'cardSize'],
    ['a card size in capitals', { cardSize: 'Large' }, 'cardSize'],
    ['an unknown speed', { motion: 'instant' }, 'motion'],
    ['an unknown colour scheme', { theme: 'sepia' }, 'theme'],
    ['sounds as a number', { sounds: 1 }, 'sounds'],
    ['sounds as null', { sounds: null }, 'sounds'],
    ['a cover key that is not text', { coverKey: 192 }, 'coverKey'],
    ['an empty cover key', { coverKey: '' }, 'coverKey'],
    ['a cover key the game uses (U)', { coverKey: 'KeyU' }, 'coverKey'],
    ['Escape as the cover key', { coverKey: 'Escape' }, 'coverKey'],
    ['a cover key that is not a key name', { coverKey: 'Key B' }, 'coverKey'],
    ['an unknown table deck', { tableDeck: 'tarot' }, 'tableDeck'],
    ['a table deck in capitals', { tableDeck: 'Classic' }, 'tableDeck'],
    ['a table deck that is not text', { tableDeck: true }, 'tableDeck'],
    ['a volume above 1', { volume: 1.5 }, 'volume'],
    ['a volume as text', { volume: '0.5' }, 'volume'],
    ["the Herald's calls as text", { heraldCalls: 'on' }, 'heraldCalls'],
    ['the coach as a number', { coach: 0 }, 'coach'],
    ['an unknown Intermission screen', { intermissionScreen: 'game' }, 'intermissionScreen'],
    ['an Intermission screen in capitals', { intermissionScreen: 'Report' }, 'intermissionScreen'],
    ['full screen as text', { intermissionFullScreen: 'on' }, 'intermissionFullScreen']
  ])('sets %s back to its default and keeps the rest', (_name, damage, key) => {
    const checked = checkSettings({ ...chosen, ...damage });
    expect(checked?.bad).toEqual([key]);
    expect(checked?.settings).toEqual({ ...chosen, [key]: DEFAULT_SETTINGS[key as keyof Settings] });
  });

  it.each([
    ['text', 'dark'],
    ['null', null],
    ['an array', [chosen]],
    ['a number', 3]
  ])('refuses %s as a whole', (_name, data) => {
    expect(checkSettings(data)).toBeNull();
  });
});

describe('motion', () => {
  it.each([
    ['system', false, 1],
    ['system', true, 0],
    ['none', false, 0],
    ['fast', false, 0.5],
    ['normal', true, 1],
    ['slow', true, 2]
  ] as const)('%s, with reduced motion %s, moves at %s of the normal time', (motion, reduced, scale) => {
    expect(motionScale(motion, reduced)).toBe(scale);
  });
});

describe('the cover key', () => {
  it('takes ordinary keys but not those the page uses', () => {
    for (const code of ['Backquote', 'KeyB', 'KeyZ', 'Digit0', 'F9', 'Insert', 'Pause']) expect(canBeCoverKey(code)).toBe(true);
    for (const code of ['Enter', 'Space', 'Tab', 'Escape', 'ArrowLeft', 'KeyU', 'KeyH', 'KeyD', 'KeyR', 'KeyN', 'ShiftLeft', ''])
      expect(canBeCoverKey(code)).toBe(false);
  });

  it("keeps every letter a game uses as a shortcut: the patience's", () => {
    for (const letter of Object.keys(SHORTCUT_KEYS)) expect(SHORTCUT_LETTERS).toContain(letter.toUpperCase());
  });
});

describe('loading settings', () => {
  let items: Map<string, string>;
  beforeEach(() => {
    items = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value)
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives the defaults, with no message, when nothing is saved', () => {
    expect(loadSettings()).toEqual({ settings: DEFAULT_SETTINGS, problem: null });
  });

  it('reads back saved settings', () => {
    items.set(STORAGE_KEYS.settings, JSON.stringify(chosen));
    expect(loadSettings()).toEqual({ settings: chosen, problem: null });
  });

  it('gives the defaults and one line when the saved text is damaged', () => {
    items.set(STORAGE_KEYS.settings, '{"theme":"da');
    const { settings, problem } = loadSettings();
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(problem).toMatch(/^Your saved settings could not be read, [^\n]*\.$/);
  });

  it('names the settings that were set back, in one line', () => {
    items.set(STORAGE_KEYS.settings, JSON.stringify({ ...chosen, cardSize: 'huge', theme: 7 }));
    const { settings, problem } = loadSettings();
    expect(settings).toEqual({ ...chosen, cardSize: 'medium', theme: 'system' });
    expect(problem).toBe('Some saved settings were not valid (card size, colour scheme), so they are back to their defaults.');
  });

  it('gives the defaults when storage is switched off or throws', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(loadSettings()).toEqual({ settings: DEFAULT_SETTINGS, problem: null });
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      }
    });
    expect(loadSettings()).toEqual({ settings: DEFAULT_SETTINGS, problem: null });
  });
});

describe("app.html's script, which applies the scheme and card size before the page runs", () => {
  // It cannot import the settings module (it runs before any module), so it names the key and
  // the values itself: they must stay the ones the settings module uses.
  const script = /<script>([\s\S]*?)<\/script>/.exec(readFileSync('src/app.html', 'utf8'))?.[1] ?? '';

  it('reads the settings key', () => {
    expect(script).toContain(`'${STORAGE_KEYS.settings}'`);
  });

  it('knows every colour scheme and card size but the defaults, which need no attribute', () => {
    for (const theme of THEMES.filter((t) => t !== DEFAULT_SETTINGS.theme)) expect(script).toContain(`saved.theme === '${theme}'`);
    for (const size of CARD_SIZES.filter((c) => c !== DEFAULT_SETTINGS.cardSize)) expect(script).toContain(`saved.cardSize === '${size}'`);
  });
});
