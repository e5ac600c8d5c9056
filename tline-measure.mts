import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const FN = `(() => {
    const box = (sel) => { const e = document.querySelector(sel); if (!e) return null; const b = e.getBoundingClientRect(); return Math.round(b.x)+','+Math.round(b.y)+' '+Math.round(b.width)+'x'+Math.round(b.height); };
    return { page: box('main.table-page'), cloth: box('.cloth-box'), hand: box('.hand-box'), status: box('.status'), top: box('.rivals > *'), dock: box('.dock.bottom') };
  })()`;
for (const size of (process.env.SIZES ?? '390x844,844x390,320x480,1366x768').split(',')) {
  const [width, height] = size.split('x').map(Number);
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addInitScript(() => {
    localStorage.setItem('kitc.table-walkthrough.v1', JSON.stringify({ version: 1, done: true }));
    localStorage.setItem('kitc.table-pace.v1', '"instant"');
  });
  const page = await context.newPage();
  await page.goto('http://127.0.0.1:4501/table?deal=5&target=50');
  await page.locator('[data-phase="draw"],[data-phase="play"]').first().waitFor();
  console.log(size, JSON.stringify(await page.evaluate(FN)));
  await context.close();
}
await browser.close();
