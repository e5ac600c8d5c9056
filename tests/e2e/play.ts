// Helpers for browser tests: drive the game the way a player does, through the hooks of docs/notation.md.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage/keys.ts';

export { DEAL_1_LOST, DEAL_2_LOST, DEAL_5_TO_BLOCKED_RESUME, DEAL_25_WIN, DEAL_123_DEAD_END } from '../lines';

/**
 * Every browser test starts as a returning player who has seen both games' walk-throughs and
 * is past the starter deals (playwright.config.ts puts this in each test's storage);
 * walkthrough.spec.ts, table-walkthrough.spec.ts and starter-deals.spec.ts start fresh.
 */
export const walkthroughSeen = (origin: string) => ({
  cookies: [],
  origins: [
    {
      origin,
      localStorage: [
        ...[STORAGE_KEYS.walkthrough, STORAGE_KEYS.tableWalkthrough].map((name) => ({ name, value: JSON.stringify({ version: 1, done: true }) })),
        { name: STORAGE_KEYS.firstDeals, value: JSON.stringify({ version: 1, next: 0, done: true }) }
      ]
    }
  ]
});

export const slot = (page: Page, n: number) => page.locator(`[data-slot="${n}"]`);
export const board = (page: Page) => page.locator('[data-phase]');
export const stock = (page: Page) => page.locator('[data-stock]');
export const control = (page: Page, action: string) => page.locator(`[data-action="${action}"]`);
export const notice = (page: Page) => page.locator('#notice');

/**
 * Opens the game's menu (deals, sharing, watching, hint options, keys) unless it is open: the
 * controls in it are reached through the Menu button, as a player reaches them.
 */
export async function openMenu(page: Page): Promise<void> {
  const button = page.locator('[data-menu-button]');
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(page.locator('[data-menu]')).toBeVisible();
}

/** Plays NOTATION tokens by clicking: a slot to place, two cards for a pair, one for a lone 10, Resume. */
export async function clickMoves(page: Page, moves: string): Promise<void> {
  for (const token of moves.split(' ').filter(Boolean)) {
    if (token === 'd') {
      await control(page, 'resume').click();
    } else if (token.startsWith('p')) {
      await slot(page, Number(token.slice(1))).click();
    } else {
      for (const n of token.slice(1).split('+')) await slot(page, Number(n)).click();
    }
  }
}

/** Answers "Restart this deal?" or "Start a new game?", asked before a game in progress is left. */
export async function confirmLeaving(page: Page): Promise<void> {
  await page.getByRole('dialog').locator('[data-action="confirm"]').click();
}

/** Collects page errors and console errors/warnings, to expect none at the end of a test. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

export async function expectFreshDeal(page: Page, firstCard: string): Promise<void> {
  await expect(stock(page)).toHaveAttribute('data-count', '52');
  await expect(stock(page).locator('[data-card]')).toHaveAttribute('data-card', firstCard);
  await expect(page.locator('[data-slot] [data-card]')).toHaveCount(0);
  await expect(board(page)).toHaveAttribute('data-phase', 'place');
}

/** The middle of an element on screen, in page coordinates. */
export async function centre(target: Locator): Promise<{ x: number; y: number }> {
  const box = await target.boundingBox();
  if (box === null) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses on `from` and moves the pointer to `to` in steps, leaving the button down. */
export async function startDrag(page: Page, from: Locator, to: { x: number; y: number }): Promise<void> {
  const start = await centre(from);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
}

/** Waits until the page's script has taken over the prerendered page: a box ticked before that would be set back by it. */
export async function pageStarted(page: Page): Promise<void> {
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
}

/** Chooses `option` in the settings page's radio group `groupName`, as a player does. */
export async function chooseSetting(page: Page, groupName: string, option: string | RegExp): Promise<void> {
  await pageStarted(page);
  await page.getByRole('group', { name: groupName }).getByRole('radio', { name: option }).check();
}

/**
 * The mouse comes over the board before its first click, as a player's does: the board says
 * when its cards' flights are ready (src/lib/patience/motion.svelte.ts).
 */
export async function flightsReady(page: Page): Promise<void> {
  await board(page).hover();
  await expect(board(page)).toHaveAttribute('data-flights', '');
}

/** Every animation holds its first frame until the test lets it go (letAnimationsGo): a card in flight stays where it left. */
export async function holdAnimations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      const animation = animate.apply(this, args);
      animation.pause();
      return animation;
    };
  });
}

/** Plays every held animation to its end. */
export const letAnimationsGo = (page: Page) => page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));

/** Counts the animations started on the board (window.boardAnimations): a timing-free way to see a card fly in. */
export async function countBoardAnimations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const animate = Element.prototype.animate;
    (window as unknown as { boardAnimations: number }).boardAnimations = 0;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      if (this.closest('[data-slot]')) (window as unknown as { boardAnimations: number }).boardAnimations++;
      return animate.apply(this, args);
    };
  });
}

/**
 * Puts text under storage keys before any script of the page runs, once per test: a reload
 * then sees what the page itself saved since, as after a real earlier visit.
 */
export async function seedStorage(page: Page, items: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('seeded')) return;
    for (const [key, value] of entries) localStorage.setItem(key, value);
    sessionStorage.setItem('seeded', 'yes');
  }, Object.entries(items));
}

/** Sound statistics: three games, newest first (an unfinished one, a loss at 17, a win); the loss ended a streak of one. */
export const SAMPLE_STATS = {
  version: 2,
  watched: 0,
  leftUnplayed: 0,
  played: 3,
  won: 1,
  currentStreak: 0,
  bestStreak: 1,
  bestProgress: 40,
  progressSum: 57,
  recent: [
    { id: 'game-c', deal: 20260301, result: 'playing', progress: 0, date: '2026-03-01', streakBefore: 0 },
    { id: 'game-b', deal: 42, result: 'lost', progress: 17, date: '2026-02-28', streakBefore: 1 },
    { id: 'game-a', deal: 7, result: 'won', progress: 40, date: '2026-02-27', streakBefore: 0 }
  ]
};

/** WCAG contrast ratio of two CSS colours written as rgb(...) or #rrggbb. */
export function contrast(a: string, b: string): number {
  const channels = (colour: string): number[] => {
    const c = colour.trim();
    if (c.startsWith('#')) return [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
    return (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  };
  const luminance = (colour: string) => {
    const [r, g, b] = channels(colour).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Counts the audio contexts and notes the page makes, without changing what they do. */
export async function spyOnAudio(page: Page) {
  await page.addInitScript(() => {
    const spy = { contexts: 0, notes: 0 };
    (window as unknown as { audioSpy: typeof spy }).audioSpy = spy;
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(options?: AudioContextOptions) {
        super(options);
        spy.contexts++;
      }
      createOscillator() {
        spy.notes++;
        return super.createOscillator();
      }
    };
  });
}

export const audioSpy = (page: Page) => page.evaluate(() => (window as unknown as { audioSpy: { contexts: number; notes: number } }).audioSpy);

/** What axe finds against WCAG 2.1 A and AA, one line each (rule, impact, where, why), so a failure says what and where; none: []. */
export async function axeFindings(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${n.failureSummary}`));
}
