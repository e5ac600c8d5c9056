// Renders the app icons (static/icon-192.png, static/icon-512.png) from static/icon.svg with
// Debian's Chromium. Run once after changing the SVG, and commit the PNGs:
//   npx tsx scripts/render-icons.ts
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('static/icon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(
      `<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`
    );
    await page.screenshot({ path: `static/icon-${size}.png`, omitBackground: true });
    await page.close();
    console.log(`static/icon-${size}.png`);
  }
} finally {
  await browser.close();
}
