// The player's settings: how the cards look, how fast they move, the colour scheme, sounds
// and the cover key. They are kept under one versioned key and checked field by field on
// read: a damaged field falls back to its own default and the rest are kept.
import { MediaQuery } from 'svelte/reactivity';
import { SHORTCUT_KEYS } from './keyboard';
import { isAbout, isPlainObject, readStored, STORAGE_KEYS, writeStored, type WriteStatus } from './storage';

export const CARD_SIZES = ['small', 'medium', 'large'] as const;
export type CardSize = (typeof CARD_SIZES)[number];

/** 'system' is normal speed, or no motion at all when the system asks for reduced motion. */
export const MOTIONS = ['system', 'none', 'fast', 'normal', 'slow'] as const;
export type Motion = (typeof MOTIONS)[number];

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export interface Settings {
  /** Clubs green and diamonds blue, so that every suit has its own colour. */
  readonly fourColour: boolean;
  readonly cardSize: CardSize;
  readonly motion: Motion;
  readonly theme: Theme;
  readonly sounds: boolean;
  /** The KeyboardEvent.code of the key that covers the board: a place on the keyboard, whatever its layout prints. */
  readonly coverKey: string;
}

export const DEFAULT_COVER_KEY = 'Backquote';

export const DEFAULT_SETTINGS: Settings = {
  fourColour: false,
  cardSize: 'medium',
  motion: 'system',
  theme: 'system',
  sounds: false,
  coverKey: DEFAULT_COVER_KEY
};

/** How much of the normal move time (MOVE_MS) each speed takes. */
const MOTION_FACTORS = { none: 0, fast: 0.5, normal: 1, slow: 2 } as const;

/** The share of the normal move time that a card's move takes; 0 switches every animation off. */
export function motionScale(motion: Motion, systemReducesMotion: boolean): number {
  const speed = motion === 'system' ? (systemReducesMotion ? 'none' : 'normal') : motion;
  return MOTION_FACTORS[speed];
}

/**
 * Keys the cover key may not take: the page's own keys (moving, acting, cancelling and the
 * game's shortcuts, from keyboard.ts), and keys that only modify others.
 */
const RESERVED_KEYS: ReadonlySet<string> = new Set([
  'Tab', 'Enter', 'NumpadEnter', 'Space', 'Escape', 'Backspace',
  'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight',
  ...Object.keys(SHORTCUT_KEYS).map((letter) => `Key${letter.toUpperCase()}`),
  'ShiftLeft', 'ShiftRight', 'ControlLeft', 'ControlRight', 'AltLeft', 'AltRight',
  'MetaLeft', 'MetaRight', 'CapsLock', 'ContextMenu', 'Fn', 'FnLock', 'NumLock', 'ScrollLock'
]);

/** A KeyboardEvent.code the cover key can be: a named key not reserved by the page. */
export const canBeCoverKey = (code: string): boolean => /^[A-Za-z][A-Za-z0-9]{0,23}$/.test(code) && !RESERVED_KEYS.has(code);

const KEY_MARKS: Readonly<Record<string, string>> = {
  Backquote: '`',
  Minus: '-',
  Equal: '=',
  BracketLeft: '[',
  BracketRight: ']',
  Backslash: '\\',
  IntlBackslash: '\\',
  Semicolon: ';',
  Quote: "'",
  Comma: ',',
  Period: '.',
  Slash: '/'
};

/** What a key is called on screen: `, B, 7, F2, Numpad 5, Insert. */
export function keyName(code: string): string {
  if (code in KEY_MARKS) return KEY_MARKS[code];
  const letter = /^(?:Key|Digit)(.)$/.exec(code);
  if (letter) return letter[1];
  const numpad = /^Numpad(.+)$/.exec(code);
  return numpad ? `Numpad ${numpad[1]}` : code;
}

/** A stored setting value, checked: the value, or the default with `bad` set. */
function field<K extends keyof Settings>(data: Record<string, unknown>, key: K, isValid: (v: unknown) => boolean, bad: string[]): Settings[K] {
  // A field missing from the save is one this build added later: it takes its default quietly.
  if (!(key in data)) return DEFAULT_SETTINGS[key];
  if (isValid(data[key])) return data[key] as Settings[K];
  bad.push(key);
  return DEFAULT_SETTINGS[key];
}

const isOneOf = (values: readonly string[]) => (v: unknown) => typeof v === 'string' && values.includes(v);
const isBoolean = (v: unknown) => typeof v === 'boolean';

/**
 * Checks saved settings. Null when the data is not a settings object at all; otherwise every
 * field that is present but not valid takes its default and is named in `bad`.
 */
export function checkSettings(data: unknown): { settings: Settings; bad: readonly string[] } | null {
  if (!isPlainObject(data)) return null;
  const bad: string[] = [];
  const settings: Settings = {
    fourColour: field(data, 'fourColour', isBoolean, bad),
    cardSize: field(data, 'cardSize', isOneOf(CARD_SIZES), bad),
    motion: field(data, 'motion', isOneOf(MOTIONS), bad),
    theme: field(data, 'theme', isOneOf(THEMES), bad),
    sounds: field(data, 'sounds', isBoolean, bad),
    coverKey: field(data, 'coverKey', (v) => typeof v === 'string' && canBeCoverKey(v), bad)
  };
  return { settings, bad };
}

const SETTING_NAMES: Readonly<Record<keyof Settings, string>> = {
  fourColour: 'four-colour suits',
  cardSize: 'card size',
  motion: 'animation speed',
  theme: 'colour scheme',
  sounds: 'sounds',
  coverKey: 'cover key'
};

/** The saved settings, or the defaults; `problem` is one line for the player when something was unusable. */
export function loadSettings(): { settings: Settings; problem: string | null } {
  let bad: readonly string[] = [];
  const read = readStored(STORAGE_KEYS.settings, 'settings', (data) => {
    const checked = checkSettings(data);
    bad = checked?.bad ?? [];
    return checked?.settings ?? null;
  });
  if (read.problem !== null) return { settings: DEFAULT_SETTINGS, problem: 'Your saved settings could not be read, so all of them are back to their defaults.' };
  if (read.value === null) return { settings: DEFAULT_SETTINGS, problem: null };
  const problem =
    bad.length === 0
      ? null
      : `Some saved settings were not valid (${bad.map((key) => SETTING_NAMES[key as keyof Settings]).join(', ')}), so they are back to their defaults.`;
  return { settings: read.value, problem };
}

// svelte/motion's prefersReducedMotion, made only where matchMedia exists (not in jsdom or prerendering).
const reducedMotion = typeof globalThis.matchMedia === 'function' ? new MediaQuery('(prefers-reduced-motion: reduce)') : null;

/** The settings in force on the page, shared by every component that needs one of them. */
class PlayerSettings {
  current: Settings = $state.raw(DEFAULT_SETTINGS);
  /** One line about saved settings that could not be used; null when all was well. */
  problem: string | null = $state(null);
  saveStatus: WriteStatus = $state('saved');

  /** This player's share of the normal move time: the setting, or the system's wish for less motion. */
  readonly motionScale: number = $derived.by(() => motionScale(this.current.motion, this.systemReducesMotion));

  get systemReducesMotion(): boolean {
    return reducedMotion?.current ?? false;
  }

  constructor() {
    // Prerendering has no storage: the page is built with the defaults and set right in the browser.
    if (typeof window === 'undefined') return;
    const { settings, problem } = loadSettings();
    this.current = settings;
    this.problem = problem;
    // The repaired settings replace the damaged ones, so the message is shown once.
    if (problem !== null) this.saveStatus = writeStored(STORAGE_KEYS.settings, settings);
  }

  change(changes: Partial<Settings>): void {
    this.current = { ...this.current, ...changes };
    this.problem = null;
    this.saveStatus = writeStored(STORAGE_KEYS.settings, this.current);
  }

  /** Another tab changed the settings: take them over here too. */
  follow(event: StorageEvent): void {
    if (!isAbout(event, STORAGE_KEYS.settings)) return;
    const { settings, problem } = loadSettings();
    this.current = settings;
    this.problem = problem;
  }
}

export const settings = new PlayerSettings();
