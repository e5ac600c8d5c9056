// The Intermission (docs/decisions.md, "The Intermission"): its screens' names, what the tab says
// while the game is covered, the panic keys offered and their names on screen, and when two
// presses of Escape bring the game back. Pure: the page passes the times in. Only the settings
// page and the Intermission's own code (loaded when first needed: ui/later.ts) import it, so none of it loads
// with a game page.
import { DEFAULT_COVER_KEY, type IntermissionScreen } from './settings';

/** The panic keys offered with one press on the settings page; any other free key can be chosen too. */
export const OFFERED_COVER_KEYS = [DEFAULT_COVER_KEY, 'Backslash', 'F2'] as const;

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

/** The tab's title while covered: what that kind of work would call itself. */
export const SCREEN_TITLES: Readonly<Record<IntermissionScreen, string>> = {
  report: 'Quarterly report – Docs',
  plan: 'Project plan – Timeline',
  spreadsheet: 'Budget 2027.xlsx – Sheets',
  inbox: 'Inbox (3) – Mail',
  dashboard: 'Operations dashboard – Analytics',
  code: 'report_export.ts – Editor',
  curtain: 'New tab'
};

/** How each screen is named on the settings page. */
export const SCREEN_NAMES: Readonly<Record<IntermissionScreen, string>> = {
  report: 'Report',
  plan: 'Project plan',
  spreadsheet: 'Spreadsheet',
  inbox: 'Inbox',
  dashboard: 'Dashboard',
  code: 'Code editor',
  curtain: 'Plain curtain'
};

/** Two presses of Escape at most this far apart (ms) bring the game back; one alone does nothing. */
export const ESCAPE_TWICE_MS = 1500;

/** Whether an Escape pressed at `now` is the second of a pair, the first having come at `first` (null: none). */
export const isSecondEscape = (first: number | null, now: number): boolean => first !== null && now - first >= 0 && now - first <= ESCAPE_TWICE_MS;

/** The tab's icon while covered: a plain grey page, with nothing of the cards about it. */
export const DULL_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect x='2' y='1' width='12' height='14' rx='1.5' fill='%239aa0a6'/%3E%3Cpath d='M5 5h6M5 8h6M5 11h4' stroke='%23fff' stroke-width='1.2'/%3E%3C/svg%3E";
