import { chromium, devices } from '@playwright/test';
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromiumArgs, findChromium } from '/work/main/scripts/chromium.mjs';
const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('/work/main/node_modules/source-map-js');
const origin = 'http://localhost:8090';
const url = process.argv[2] || '/';
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const ctx = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 412, height: 823 } });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(origin + url);
await page.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
const maps = new Map();
function orig(f) {
  const m = /\/assets\/([^/?]+\.js)/.exec(f.url);
  if (!m) return `${f.functionName || 'anon'} [${f.url.split('/').pop() || 'native'}]`;
  const file = `/work/main/apps/app/dist/assets/${m[1]}`;
  if (!maps.has(file)) maps.set(file, existsSync(file + '.map') ? new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8'))) : null);
  const c = maps.get(file);
  if (!c) return `${f.functionName} [${m[1]}]`;
  const p = c.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
  const src = (p.source || '?').replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${p.name || f.functionName || 'anon'} ${src}:${p.line}`;
}
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
const names = new Map();
const name = (id) => { if (!names.has(id)) names.set(id, orig(byId.get(id).callFrame)); return names.get(id); };
const incl = new Map();
profile.samples.forEach((id, i) => {
  const seen = new Set();
  for (let p = id; p; p = parent.get(p)) { const k = name(p); if (seen.has(k)) continue; seen.add(k); incl.set(k, (incl.get(k) || 0) + (profile.timeDeltas[i] || 0)); }
});
[...incl.entries()].filter(([k]) => !/^\((root|idle|program)\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP || 45)).forEach(([k, v]) => console.log((v / 1000).toFixed(0).padStart(6), k));
// Under renderRootSync: which components render (the frame right under renderWithHooks)
const under = (anc, pick) => { const m = new Map(); profile.samples.forEach((id, i) => { const chain = []; for (let p = id; p; p = parent.get(p)) chain.push(name(p)); const a = chain.findIndex((k) => k.startsWith(anc)); if (a < 0) return; const key = pick(chain, a); if (!key) return; m.set(key, (m.get(key) || 0) + (profile.timeDeltas[i] || 0)); }); return [...m.entries()].sort((x, y) => y[1] - x[1]).slice(0, 12); };
console.log('--- components rendered synchronously (renderRootSync)');
for (const [k, v] of under('renderRootSync', (chain) => { const r = chain.findIndex((k) => k.startsWith('renderWithHooks')); return r > 0 ? chain[r - 1] : null; })) console.log((v / 1000).toFixed(0).padStart(6), k);
console.log('--- what calls flushSyncWorkAcrossRoots_impl');
for (const [k, v] of under('flushSyncWorkAcrossRoots_impl', (chain, a) => chain.slice(a + 1, a + 4).join(' < '))) console.log((v / 1000).toFixed(0).padStart(6), k);
console.log('--- commitHookEffectListMount: effects');
for (const [k, v] of under('commitHookEffectListMount', (chain, a) => chain[a - 1])) console.log((v / 1000).toFixed(0).padStart(6), k);
