// The player's settings, shared by both games: how the cards look, how fast they move, the
// colour scheme, sounds, the cover (panic) key, the Intermission's screen and the table's deck
// and Herald. Pure: the values, their defaults and their checks.
// They are kept under one versioned key (storage/settings.ts) and checked field by field on
// read: a damaged field falls back to its own default and the rest are kept.
import { isPlainObject } from '$lib/storage/validate';

export const CARD_SIZES = ['small', 'medium', 'large'] as const;
export type CardSize = (typeof CARD_SIZES)[number];

/** 'system' is normal speed, or no motion at all when the system asks for reduced motion. */
export const MOTIONS = ['system', 'none', 'fast', 'normal', 'slow'] as const;
export type Motion = (typeof MOTIONS)[number];

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The table game's court cards: the Company's drawn figures, or the patience's Classic faces. */
export const TABLE_DECKS = ['company', 'classic'] as const;
export type TableDeck = (typeof TABLE_DECKS)[number];

/** What the Intermission shows over the game: a plain curtain, or a screen that looks like work. */
export const INTERMISSION_SCREENS = ['report', 'plan', 'spreadsheet', 'inbox', 'dashboard', 'code', 'curtain'] as const;
export type IntermissionScreen = (typeof INTERMISSION_SCREENS)[number];

export interface Settings {
  /** Clubs green and diamonds blue, so that every suit has its own colour. */
  readonly fourColour: boolean;
  readonly cardSize: CardSize;
  readonly motion: Motion;
  readonly theme: Theme;
  readonly sounds: boolean;
  /** The KeyboardEvent.code of the key that covers the board: a place on the keyboard, whatever its layout prints. */
  readonly coverKey: string;
  readonly tableDeck: TableDeck;
  /** How loud the sounds and the Herald's voice are, 0 (silent) to 1. */
  readonly volume: number;
  /** The table's Herald speaks its calls (and sounds its fanfare) when sounds are on; its text shows either way. */
  readonly heraldCalls: boolean;
  /** The table's coach: after the player's turn, one line where the Expert would have done clearly better. */
  readonly coach: boolean;
  /** The table marks the cards of the player's hand that can be played now (off for purists). */
  readonly markPlayable: boolean;
  readonly intermissionScreen: IntermissionScreen;
  /** The Intermission also asks the browser for full screen (left again on the way back). */
  readonly intermissionFullScreen: boolean;
}

export const DEFAULT_COVER_KEY = 'Backquote';

export const DEFAULT_SETTINGS: Settings = {
  fourColour: false,
  cardSize: 'medium',
  motion: 'system',
  theme: 'system',
  sounds: false,
  coverKey: DEFAULT_COVER_KEY,
  tableDeck: 'company',
  volume: 0.8,
  heraldCalls: true,
  coach: true,
  markPlayable: true,
  intermissionScreen: 'report',
  intermissionFullScreen: false
};

/** How much of the normal move time (MOVE_MS) each speed takes. */
const MOTION_FACTORS = { none: 0, fast: 0.5, normal: 1, slow: 2 } as const;

/** The share of the normal move time that a card's move takes; 0 switches every animation off. */
export function motionScale(motion: Motion, systemReducesMotion: boolean): number {
  const speed = motion === 'system' ? (systemReducesMotion ? 'none' : 'normal') : motion;
  return MOTION_FACTORS[speed];
}

/**
 * The letters the games use as single-key shortcuts (the patience's U H D R N, the table's
 * D E U H): the cover key may not take them. A test checks each game's list against this one.
 */
export const SHORTCUT_LETTERS = ['D', 'E', 'H', 'N', 'R', 'U'] as const;

/**
 * Keys the cover key may not take: the page's own keys (moving, acting, cancelling and the
 * games' shortcuts), and keys that only modify others.
 */
const RESERVED_KEYS: ReadonlySet<string> = new Set([
  'Tab', 'Enter', 'NumpadEnter', 'Space', 'Escape', 'Backspace',
  'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight',
  ...SHORTCUT_LETTERS.map((letter) => `Key${letter}`),
  'ShiftLeft', 'ShiftRight', 'ControlLeft', 'ControlRight', 'AltLeft', 'AltRight',
  'MetaLeft', 'MetaRight', 'CapsLock', 'ContextMenu', 'Fn', 'FnLock', 'NumLock', 'ScrollLock'
]);

/** A KeyboardEvent.code the cover key can be: a named key not reserved by the page. */
export const canBeCoverKey = (code: string): boolean => /^[A-Za-z][A-Za-z0-9]{0,23}$/.test(code) && !RESERVED_KEYS.has(code);

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
    coverKey: field(data, 'coverKey', (v) => typeof v === 'string' && canBeCoverKey(v), bad),
    tableDeck: field(data, 'tableDeck', isOneOf(TABLE_DECKS), bad),
    volume: field(data, 'volume', (v) => typeof v === 'number' && v >= 0 && v <= 1, bad),
    heraldCalls: field(data, 'heraldCalls', isBoolean, bad),
    coach: field(data, 'coach', isBoolean, bad),
    markPlayable: field(data, 'markPlayable', isBoolean, bad),
    intermissionScreen: field(data, 'intermissionScreen', isOneOf(INTERMISSION_SCREENS), bad),
    intermissionFullScreen: field(data, 'intermissionFullScreen', isBoolean, bad)
  };
  return { settings, bad };
}

export const SETTING_NAMES: Readonly<Record<keyof Settings, string>> = {
  fourColour: 'four-colour suits',
  cardSize: 'card size',
  motion: 'animation speed',
  theme: 'colour scheme',
  sounds: 'sounds',
  coverKey: 'cover key',
  tableDeck: 'table deck',
  volume: 'volume',
  heraldCalls: "the Herald's calls",
  coach: 'coach',
  markPlayable: 'playable cards marked',
  intermissionScreen: 'intermission screen',
  intermissionFullScreen: 'full screen'
};
