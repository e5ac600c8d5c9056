// The Herald, Watch and the coach on the table (issue 22; docs/table-page.md "The Herald",
// "Watch", "Coach"). A deck code deals a known position: the player, first to act with the draw at
// the end of the turn, holds K♠ and six cards that build one after another, down to one card and
// out. The computers' turns are timed by Playwright's clock where pauses matter.
import { expect, test, type Page } from '@playwright/test';
import { makeCard, parseCard } from '../../src/lib/cards';
import { createMatch, play, seatView } from '../../src/lib/table/engine';
import { PLANS } from '../../src/lib/table/engine/players';
import { planWith } from '../../src/lib/table/engine/players/turn';
import { audioSpy, axeFindings, seedStorage, spyOnAudio } from './play';
import { KING_AND_RUN } from './table-play';

const card = (code: string) => {
  const c = parseCard(code);
  if (!c.ok) throw new Error(code);
  return c.value;
};

// The player's line: K♠ into a corner, 3♥ on 4♣ (E), 8♠ on 9♥ (N), 6♦ on 7♠ (W), 5♣ and 4♥ on it,
// A♠ on 2♦ (S) and out. Every card but the king fits one place only, so a tap plays it.
const MATCH = `/table?deck=${KING_AND_RUN}&draw=end`;
const LINE = ['3H', '8S', '6D', '5C', '4H'];

const herald = (page: Page) => page.locator('[data-herald]');
const phase = (page: Page) => page.locator('[data-phase]');
const hand = (page: Page, code: string) => page.locator(`[data-hand] [data-card="${code}"]`);
const control = (page: Page, action: string) => page.locator(`[data-action="${action}"]`);

/** Counts what the page asks the browser's speech synthesis to say. */
async function spyOnSpeech(page: Page) {
  await page.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    if (typeof window.SpeechSynthesisUtterance === 'undefined') {
      (window as unknown as { SpeechSynthesisUtterance: unknown }).SpeechSynthesisUtterance = class {
        volume = 1;
        constructor(public text: string) {}
      };
    }
    Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: { speak: (u: SpeechSynthesisUtterance) => said.push(u.text), cancel() {} } });
  });
}
const said = (page: Page) => page.evaluate(() => (window as unknown as { said: string[] }).said);

async function cornerTheKing(page: Page) {
  await page.goto(MATCH);
  await expect(phase(page)).toHaveAttribute('data-phase', 'play');
  await hand(page, 'KS').click();
  await page.locator('[data-pile="NE"]').click();
  await expect(hand(page, 'KS')).toHaveCount(0);
}

async function goOut(page: Page) {
  for (const code of LINE) {
    await hand(page, code).click();
    await expect(hand(page, code)).toHaveCount(0);
  }
  await expect(page.locator('[data-seat="0"]')).toHaveAttribute('data-last-card', 'true');
  await hand(page, 'AS').click();
  await expect(phase(page)).toHaveAttribute('data-phase', 'hand-over');
}

/** The computers play at once, with these settings saved (seeded once per test); sound and speech are watched. */
async function prepare(page: Page, settings: object = {}) {
  await seedStorage(page, { 'kitc.table-pace.v1': '"instant"', 'kitc.settings.v1': JSON.stringify(settings) });
  await spyOnAudio(page);
  await spyOnSpeech(page);
}

test.describe('the Herald', () => {

  test('calls the king, warns of the last card on the banner and flourishes the one who goes out, in silence with sound off', async ({ page }) => {
    await prepare(page);
    await cornerTheKing(page);
    await expect(herald(page)).toHaveText('A king takes his corner! (K♠)');
    await expect(page.locator('[data-seat="0"]')).not.toHaveAttribute('data-last-card');
    for (const code of LINE) await hand(page, code).click();
    await expect(herald(page)).toHaveText('You are down to your last card!');
    const banner = page.locator('[data-seat="0"]');
    await expect(banner).toHaveAttribute('data-last-card', 'true');
    await expect(banner).toContainText('Last card!');
    await hand(page, 'AS').click();
    await expect(phase(page)).toHaveAttribute('data-phase', 'hand-over');
    await expect(banner).toHaveAttribute('data-flourish', 'true');
    await expect(banner).toContainText('Out!');
    await expect(page.locator('[data-fireworks]')).toHaveCount(1);
    await expect(page.locator('[data-seat="1"]')).not.toHaveAttribute('data-flourish');
    // Sound is off until the speaker is tapped: nothing spoken, no note played.
    await expect(control(page, 'sound')).toHaveAttribute('aria-pressed', 'false');
    await page.waitForLoadState('networkidle');
    expect(await said(page)).toEqual([]);
    expect(await audioSpy(page)).toEqual({ contexts: 0, notes: 0 });
  });

  test('with the speaker tapped on, the calls are spoken with a fanfare', async ({ page }) => {
    await prepare(page);
    await page.goto(MATCH);
    await control(page, 'sound').click();
    await expect(control(page, 'sound')).toHaveAttribute('aria-pressed', 'true');
    await hand(page, 'KS').click();
    await page.locator('[data-pile="NE"]').click();
    await expect.poll(() => said(page)).toEqual(['A king takes his corner! (K♠)']);
    // The fanfare's three notes and the king's two-note chime.
    await expect.poll(async () => (await audioSpy(page)).notes).toBe(5);
    await goOut(page);
    await expect.poll(() => said(page)).toEqual(['A king takes his corner! (K♠)', 'You are down to your last card!', 'You go out!']);
  });

  test("with the Herald's calls off in settings, nothing is spoken; the text shows all the same", async ({ page }) => {
    await prepare(page, { sounds: true, heraldCalls: false });
    await cornerTheKing(page);
    await expect(herald(page)).toHaveText('A king takes his corner! (K♠)');
    await expect.poll(async () => (await audioSpy(page)).notes).toBe(2);
    await page.waitForLoadState('networkidle');
    expect(await said(page)).toEqual([]);
  });

  for (const how of ['reduced motion', "the motion setting 'none'"]) {
    test(`no fireworks and no flourish's motion with ${how}`, async ({ page }) => {
      if (how === 'reduced motion') await page.emulateMedia({ reducedMotion: 'reduce' });
      await prepare(page, how === 'reduced motion' ? {} : { motion: 'none' });
      await cornerTheKing(page);
      await goOut(page);
      const banner = page.locator('[data-seat="0"]');
      await expect(banner).toHaveAttribute('data-flourish', 'true');
      await expect(banner).toContainText('Out!');
      expect(await banner.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
      await expect(page.locator('[data-fireworks]')).toHaveCount(0);
    });
  }
});

test.describe('the coach', () => {

  test('after a turn where the Expert would have gone out, one line says so; Dismiss takes it away; axe finds nothing', async ({ page }) => {
    await prepare(page);
    await page.goto(MATCH);
    await control(page, 'end').click();
    const line = page.locator('[data-coach]');
    await expect(line).toContainText(/^The Expert would have cornered K♠, played .*, and gone out: 16 points fewer\./);
    await expect(line).toContainText('Why: cards still in hand when the hand ends count against you. You kept 16 points; going out leaves 0. A king counts 10.');
    expect(await axeFindings(page)).toEqual([]);
    await control(page, 'dismiss-coach').click();
    await expect(line).toHaveCount(0);
  });

  test('no line when the coach is off in settings', async ({ page }) => {
    await prepare(page, { coach: false });
    await page.goto(MATCH);
    await control(page, 'end').click();
    // The computers' turn is over and everything asked for has loaded: an on coach has spoken by now.
    await expect(phase(page)).toHaveAttribute('data-phase', /play|hand-over|over/);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-coach]')).toHaveCount(0);
  });
});

test.describe('Watch', () => {
  // Deal 8127, two players: the Expert draws, then plays 9♠ onto E, J♦ onto N, moves N onto W, …
  const expert = (() => {
    let s = createMatch('8127', { players: 2 });
    const line: string[] = [];
    for (let i = 0; i < 5; i++) {
      const a = planWith(PLANS.expert, seatView(s, 0))[0];
      line.push(a.type === 'card' ? makeCard(a.card) : a.type);
      const r = play(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    return line;
  })();

  /** Moves the clock on in small steps until `done` holds. */
  async function runUntil(page: Page, done: () => Promise<boolean>) {
    for (let i = 0; i < 100 && !(await done()); i++) await page.clock.runFor(200);
    expect(await done()).toBe(true);
  }
  const gone = (page: Page, code: string) => async () => (await hand(page, code).count()) === 0;

  test('plays your seat at the pace; Pause stops it, Step plays one action, and an action by hand takes back control', async ({ page }) => {
    expect(expert.slice(0, 3)).toEqual(['draw', '9S', 'JD']);
    // The clock stands still but for runFor: nothing the Expert does happens unasked.
    await page.clock.install({ time: new Date('2026-12-04T10:00:00') });
    await page.clock.pauseAt(new Date('2026-12-04T10:00:01'));
    await page.goto('/table?deal=8127');
    await expect(phase(page)).toHaveAttribute('data-phase', 'draw');
    const watch = control(page, 'watch');
    // Watch is in the menu; once it runs, Pause (then Watch and Step) stand in the toolbar.
    await page.locator('summary', { hasText: 'Menu' }).click();
    await watch.click();
    await expect(page.locator('details.menu')).not.toHaveAttribute('open');
    await expect(watch).toHaveAttribute('aria-pressed', 'true');
    await runUntil(page, async () => (await phase(page).getAttribute('data-phase')) === 'play');
    await runUntil(page, gone(page, '9S'));
    await watch.click();
    await expect(watch).toHaveAttribute('aria-pressed', 'false');
    await expect(control(page, 'step')).toBeVisible();
    // axe needs timers: the clock runs for the scan (paused, the Expert waits anyway), then stands still again.
    await page.clock.resume();
    expect(await axeFindings(page)).toEqual([]);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    // Paused: time passes and the Expert does nothing.
    await page.clock.runFor(5000);
    await expect(hand(page, 'JD')).toHaveCount(1);
    await control(page, 'step').click();
    await expect(hand(page, 'JD')).toHaveCount(0);
    // Watch again: the Expert goes on (its move of N onto W empties N).
    await watch.click();
    await runUntil(page, async () => (await page.locator('[data-pile="N"]').getAttribute('data-count')) === '0');
    // Undo, by hand: the move comes back, and the Expert does not play it again.
    await control(page, 'undo').click();
    await expect(watch).toHaveAttribute('aria-pressed', 'false');
    await expect(control(page, 'step')).toHaveCount(0);
    await expect(page.locator('[data-pile="N"]')).not.toHaveAttribute('data-count', '0');
    await page.clock.runFor(5000);
    await expect(page.locator('[data-pile="N"]')).not.toHaveAttribute('data-count', '0');
    await expect(phase(page)).toHaveAttribute('data-phase', 'play');
  });
});
