// The table's two decks and the Company page (issue 22, part 1): the Company's drawn courts by
// default, loaded after the page starts; the Classic faces when chosen in Settings, kept over a
// reload; pictures for the eye at every card size, in four colours and on a phone (written to
// test-results, not checked in); the accessibility scan with each deck; the Company page's
// content and links.
import { expect, test, type Page } from '@playwright/test';
import { chooseSetting, pageStarted, seedStorage, axeFindings } from './play';

/** Deal 96 heads-up: you hold 6♦ 9♦ J♥ Q♦ Q♥ K♦ K♥, and K♣ lies on the east side. */
const DEAL = '/table?deal=96';
const DECK_GROUP = 'Table deck (Kings Corner)';
const tablePage = (page: Page) => page.locator('main.table-page');
const handCard = (page: Page, code: string) => page.locator(`[data-hand] [data-card="${code}"]`);

async function scan(page: Page): Promise<string[]> {
  return axeFindings(page);
}

/** The table at deal 96 with the Company's pictures drawn on every court in hand. */
async function openCompanyTable(page: Page) {
  await page.goto(DEAL);
  await expect(tablePage(page)).toHaveAttribute('data-deck', 'company');
  for (const code of ['JH', 'QD', 'QH', 'KD', 'KH']) {
    await expect(handCard(page, code).locator(`[data-deck="company"][data-figure="${code}"]`)).toBeVisible();
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kitc.table-pace.v1', '"instant"'));
});

test('the table deals the Company by default: each court its own drawn figure, on the cloth too', async ({ page }) => {
  await openCompanyTable(page);
  await expect(page.locator('[data-pile="E"] [data-card="KC"] [data-figure="KC"][data-deck="company"]')).toBeVisible();
  // Number cards keep their pips; no court is left showing its Classic picture.
  await expect(handCard(page, '9D').locator('[data-pip]')).toHaveCount(9);
  await expect(page.locator('[data-court] [data-figure]:not([data-deck])')).toHaveCount(0);
  // The four kings are told apart by what they hold: the drawings differ.
  const kingOfHearts = await handCard(page, 'KH').locator('svg[data-deck]').innerHTML();
  const kingOfDiamonds = await handCard(page, 'KD').locator('svg[data-deck]').innerHTML();
  expect(kingOfHearts).not.toEqual(kingOfDiamonds);
  expect(await scan(page)).toEqual([]);
});

test('the Classic deck chosen in Settings shows the Classic faces at the table, after a reload too', async ({ page }) => {
  await openCompanyTable(page);
  await page.goto('/settings');
  await expect(page.getByRole('group', { name: DECK_GROUP }).getByRole('radio', { name: /The Company/ })).toBeChecked();
  await chooseSetting(page, DECK_GROUP, /Classic/);
  await page.goto('/table');
  for (let visit = 0; visit < 2; visit++) {
    await expect(tablePage(page)).toHaveAttribute('data-deck', 'classic');
    // The Classic picture: one figure per rank, with no suit of its own and no Company mark.
    await expect(handCard(page, 'KH').locator('[data-figure="K"]')).toBeVisible();
    await expect(handCard(page, 'JH').locator('[data-figure="J"]')).toBeVisible();
    await expect(page.locator('[data-deck="company"]')).toHaveCount(0);
    if (visit === 0) await page.reload();
  }
  expect(await scan(page)).toEqual([]);

  // And back: the Company again, without a reload of the table needed beyond the visit.
  await page.goto('/settings');
  await chooseSetting(page, DECK_GROUP, /The Company/);
  await openCompanyTable(page);
});

for (const cardSize of ['small', 'medium', 'large'] as const) {
  for (const fourColour of [false, true]) {
    test(`the Company reads at the ${cardSize} size${fourColour ? ', in four colours' : ''} (picture for the eye)`, async ({ page }, info) => {
      await seedStorage(page, { 'kitc.settings.v1': JSON.stringify({ cardSize, fourColour }) });
      await openCompanyTable(page);
      // The robe is in the suit's colour: blue for diamonds in four colours, red otherwise.
      const robe = handCard(page, 'KD').locator('[data-deck] .suit').first();
      await expect(robe).toHaveCSS('fill', fourColour ? 'rgb(21, 70, 168)' : 'rgb(179, 18, 31)');
      // The picture fills the court panel: as large as the card size allows, never spilling out.
      const card = await handCard(page, 'KH').boundingBox();
      const art = await handCard(page, 'KH').locator('svg[data-deck]').boundingBox();
      expect(art && card && art.width >= card.width * 0.5 && art.x >= card.x && art.x + art.width <= card.x + card.width).toBe(true);
      await page.screenshot({ path: info.outputPath(`company-table-${cardSize}${fourColour ? '-four-colour' : ''}.png`) });
    });
  }
}

test('the Company on a phone: every court in hand drawn and in view when reached (picture for the eye)', async ({ page }, info) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await openCompanyTable(page);
  for (const code of ['JH', 'QH', 'KH']) {
    const art = handCard(page, code).locator('svg[data-deck]');
    await art.scrollIntoViewIfNeeded();
    await expect(art).toBeInViewport({ ratio: 1 });
    expect((await art.boundingBox())!.width).toBeGreaterThan(15);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await page.screenshot({ path: info.outputPath('company-phone.png') });
});

test('the Company page: the kings and their names, the history, the rules with the worked example, the questions, its links', async ({ page }, info) => {
  await page.goto('/table/company');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Company');
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'The Company' })).toHaveAttribute('aria-current', 'page');

  // Each king in his corner with his French name, drawn by the Company.
  const kings = { S: 'David', H: 'Charles', C: 'Alexandre', D: 'César' };
  for (const [suit, name] of Object.entries(kings)) {
    const king = page.locator(`[data-king="${suit}"]`);
    await expect(king).toContainText(name);
    await expect(king.locator(`[data-deck="company"][data-figure="K${suit}"]`)).toBeVisible();
  }
  await expect(page.locator('[data-deck="company"]')).toHaveCount(12);
  for (const name of ['Judith', 'Rachel', 'Argine', 'Pallas', 'La Hire', 'Hector', 'Lancelot', 'Ogier']) {
    await expect(page.locator('main')).toContainText(name);
  }
  await expect(page.getByRole('heading', { name: 'The English pattern, briefly' })).toBeVisible();
  await expect(page.locator('#history ~ p').first()).toContainText('Rouen');

  await expect(page.getByRole('heading', { name: 'How to play Kings Corner' })).toBeVisible();
  await expect(page.locator('[data-worked-example]')).toContainText('Ruth wins with 9, the single lowest total');
  for (const question of [
    "Why can't I move a pile into an empty side?",
    'Why is playing never compulsory?',
    'What do the levels do?',
    'Do the computers see my cards?',
    'Why can a hand end with nobody out?'
  ]) {
    await expect(page.locator('.questions dt', { hasText: question })).toBeVisible();
  }
  await page.screenshot({ path: info.outputPath('company-page.png'), fullPage: true });

  // Its links: to the table and to the deck's setting.
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('group', { name: DECK_GROUP })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Deal a match at the table' }).click();
  await expect(page).toHaveURL(/\/table$/);
});

test('the table links to the Company page: from the options before a first deal and from the menu', async ({ page }) => {
  await page.goto('/table');
  await pageStarted(page);
  await page.getByRole('link', { name: 'How to play, and the Company of the cards' }).click();
  await expect(page).toHaveURL(/\/table\/company$/);
  await page.goto(DEAL);
  await page.locator('summary', { hasText: 'Menu' }).click();
  await page.getByRole('link', { name: 'How to play' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Company');
});
