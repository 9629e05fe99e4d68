import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { LONG_URL_MESSAGE } from './input-guard.ts';

let t: TestApp;
let webDist: string;
const APP_CODE = `export const greeting = ${JSON.stringify('Ẹ káàbọ̀ sí Oja! '.repeat(200))};\n`;
const BUILT_BR = brotliCompressSync(APP_CODE);
const BUILT_GZ = gzipSync(APP_CODE, { level: 9 });
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'oja-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Oja</title><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("oja")');
  // As the build writes them (vite.config.ts, precompress): a text file with its Brotli and gzip forms.
  const app = path.join(webDist, 'assets', 'app-def456.js');
  writeFileSync(app, APP_CODE);
  writeFileSync(`${app}.br`, BUILT_BR);
  writeFileSync(`${app}.gz`, BUILT_GZ);
  t = await buildTestApp({ seed: false, config: { webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves hashed assets with a year of immutable caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the Brotli or gzip form the build made, to a browser that takes it, and the file to one that takes neither', async () => {
    const get = (encoding: string) =>
      t.app.inject({ method: 'GET', url: '/assets/app-def456.js', headers: { 'accept-encoding': encoding } });
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_CODE);
    // The build's own bytes, not a compression made for this request.
    expect(br.rawPayload.equals(BUILT_BR)).toBe(true);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_CODE);
    expect(gz.rawPayload.equals(BUILT_GZ)).toBe(true);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_CODE);
  });

  it('answers any app route with index.html that browsers revalidate', async () => {
    for (const url of ['/', '/product/samsung-galaxy-a15', '/account/orders-and-tracking?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('does not answer a missing asset or API call with the page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().status).toBe('error');
  });

  it("answers an API path whose parameter is too long with the router's 414, not the page or a 404", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${'x'.repeat(5000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ status: 'error', errors: { url: [LONG_URL_MESSAGE] } });
  });
});
