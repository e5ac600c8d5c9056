// One port for both: the built site on every path, Colyseus's match-making on /matchmake.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startApp, type App } from '../../server/app';
import { MemoryStore } from '../../server/store';
import { freePort } from './helpers';

const site = mkdtempSync(join(tmpdir(), 'kings-site-'));
let app: App;
let base: string;
beforeAll(async () => {
  writeFileSync(join(site, 'index.html'), 'home');
  writeFileSync(join(site, 'table.html'), 'table page');
  writeFileSync(join(site, '404.html'), 'not here');
  mkdirSync(join(site, '_app', 'immutable'), { recursive: true });
  writeFileSync(join(site, '_app', 'immutable', 'a.js'), 'x');
  writeFileSync(join(tmpdir(), 'kings-secret.txt'), 'secret');
  app = await startApp({ store: new MemoryStore(), port: await freePort(), host: '127.0.0.1', site });
  base = `http://127.0.0.1:${app.port}`;
});
afterAll(async () => {
  await app.close();
  rmSync(site, { recursive: true, force: true });
});

test('pages, files and the 404 page; nothing outside the site', async () => {
  const get = async (path: string) => {
    const r = await fetch(base + path);
    return [r.status, await r.text(), r.headers.get('content-type'), r.headers.get('cache-control')];
  };
  expect(await get('/')).toEqual([200, 'home', 'text/html; charset=utf-8', 'no-cache']);
  expect(await get('/table')).toEqual([200, 'table page', 'text/html; charset=utf-8', 'no-cache']);
  expect((await get('/_app/immutable/a.js'))[3]).toContain('immutable');
  expect((await get('/nowhere'))[0]).toBe(404);
  for (const path of ['/../kings-secret.txt', '/%2e%2e/kings-secret.txt', '/..%2fkings-secret.txt', '/%00']) {
    const [status, body] = await get(path);
    expect(status, path).toBe(404);
    expect(body).not.toContain('secret');
  }
  expect((await fetch(base + '/', { method: 'POST' })).status).toBe(405);
});

test('match-making is Colyseus\'s, on the same port', async () => {
  const r = await fetch(base + '/matchmake/create/table', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Ann' }) });
  const body = await r.json();
  expect(body.room.name).toBe('table');
  expect(body.room.roomId).toMatch(/^[A-Za-z0-9_-]{16}$/);
});
