/**
 * Writes one flat-vector SVG illustration per seed product to apps/api/seed-assets/products/<key>.svg.
 * The drawings are plain shapes (no text, no external references) so the demo catalogue needs no
 * photographs. Re-run after changing the seed data:
 *
 *   node --import tsx apps/api/scripts/generate-seed-images.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SeedInternetProduct, SeedProduct } from '../src/seed/data/types';
import { seedInternetProducts } from '../src/seed/data/internet';
import { seedPhones } from '../src/seed/data/phones';
import { seedAppliances, seedHealth, seedWaterPurifiers } from '../src/seed/data/rentals';

const outDir = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  '../seed-assets/products',
);

// ---------------------------------------------------------------------------------------------------
// Colour helpers

function parseHex(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes `hex` towards white (t > 0) or black (t < 0) by |t|. */
function tint(hex: string, t: number): string {
  const target = t >= 0 ? 255 : 0;
  const a = Math.abs(t);
  const out = parseHex(hex).map((c) => Math.round(c + (target - c) * a));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function isLight(hex: string): boolean {
  const [r, g, b] = parseHex(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 205;
}

/** A thin outline for near-white bodies so they stand out from the soft background. */
function edge(hex: string): string {
  return isLight(hex) ? ` stroke="${tint(hex, -0.22)}" stroke-width="3"` : '';
}

function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function firstColour(p: SeedProduct, fallback: string): string {
  const colour = p.attributes.find((a) => a.name === '색상');
  return colour?.options?.[0]?.colorHex ?? fallback;
}

function colours(p: SeedProduct, fallback: string): string[] {
  const list = p.attributes
    .find((a) => a.name === '색상')
    ?.options?.flatMap((o) => (o.colorHex ? [o.colorHex] : []));
  return list && list.length > 0 ? list : [fallback];
}

// ---------------------------------------------------------------------------------------------------
// Frame

function frame(label: string, bg: string, body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480" width="480" height="480" role="img" aria-label="${escapeXml(label)}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    `<rect width="480" height="480" rx="48" fill="${bg}"/>` +
    `<circle cx="240" cy="236" r="176" fill="#fff" opacity=".55"/>` +
    `<ellipse cx="240" cy="424" rx="158" ry="14" fill="#1b2440" opacity=".08"/>` +
    body +
    `</svg>\n`
  );
}

const SCREEN = '#141a26';

function lens(cx: number, cy: number, r: number, ring: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r + 4}" fill="${ring}"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#10141c"/><circle cx="${cx - r / 3}" cy="${cy - r / 3}" r="${Math.max(2, r / 4)}" fill="#5a6b8c"/>`;
}

/** A lit phone screen with a soft wallpaper in the body colour, clipped to the glass. */
function screen(
  id: string,
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  body: string,
): [string, string] {
  const defs = `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}"/></clipPath>`;
  const cx = x + w * 0.7;
  const cy = y + h * 0.78;
  const shape =
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${SCREEN}"/>` +
    `<g clip-path="url(#${id})"><circle cx="${cx}" cy="${cy}" r="${Math.round(w * 0.62)}" fill="${tint(body, 0.1)}" opacity=".9"/>` +
    `<circle cx="${x + w * 0.15}" cy="${y + h * 0.3}" r="${Math.round(w * 0.42)}" fill="${tint(body, 0.45)}" opacity=".45"/></g>` +
    `<rect x="${x + 16}" y="${y + 42}" width="${w - 32}" height="${Math.round(h * 0.12)}" rx="10" fill="#fff" opacity=".16"/>`;
  return [defs, shape];
}

// ---------------------------------------------------------------------------------------------------
// Phones

function phoneCamera(p: SeedProduct, x: number, y: number, body: string): string {
  const ring = tint(body, -0.25);
  const plate = tint(body, -0.08);
  const k = p.key;
  if (k.startsWith('iphone')) {
    if (k.includes('pro')) {
      return (
        `<rect x="${x + 8}" y="${y + 10}" width="134" height="100" rx="26" fill="${plate}"/>` +
        lens(x + 40, y + 38, 13, ring) +
        lens(x + 40, y + 82, 13, ring) +
        lens(x + 78, y + 60, 13, ring) +
        `<circle cx="${x + 114}" cy="${y + 36}" r="7" fill="#f6e7b4"/>`
      );
    }
    if (k.includes('16e')) return lens(x + 36, y + 38, 14, ring);
    return (
      `<rect x="${x + 14}" y="${y + 14}" width="48" height="100" rx="24" fill="${plate}"/>` +
      lens(x + 38, y + 40, 12, ring) +
      lens(x + 38, y + 88, 12, ring)
    );
  }
  const lenses = k.includes('ultra')
    ? lens(x + 34, y + 36, 12, ring) +
      lens(x + 34, y + 76, 12, ring) +
      lens(x + 34, y + 116, 12, ring) +
      lens(x + 70, y + 56, 9, ring)
    : lens(x + 34, y + 36, 12, ring) +
      lens(x + 34, y + 76, 12, ring) +
      lens(x + 34, y + 116, 12, ring);
  if (k.startsWith('galaxy-a')) {
    return (
      `<rect x="${x + 14}" y="${y + 14}" width="40" height="124" rx="20" fill="${plate}"/>` + lenses
    );
  }
  return lenses;
}

function barPhone(p: SeedProduct): string {
  const body = firstColour(p, '#3a3b3f');
  const front = tint(body, -0.12);
  const [defs, glass] = screen(`s-${p.key}`, 218, 108, 134, 296, 25, body);
  const notch = p.key.startsWith('iphone')
    ? `<rect x="263" y="120" width="44" height="13" rx="6.5" fill="#000"/>`
    : `<circle cx="285" cy="124" r="5.5" fill="#000"/>`;
  const shapes =
    `<rect x="118" y="76" width="150" height="312" rx="32" fill="${body}"${edge(body)}/>` +
    phoneCamera(p, 118, 76, body) +
    `<rect x="210" y="100" width="150" height="312" rx="32" fill="${front}"/>` +
    glass +
    notch;
  return frame(p.name, '#eef3ff', shapes, defs);
}

function flipPhone(p: SeedProduct): string {
  const body = firstColour(p, '#3e5b7e');
  const ring = tint(body, -0.3);
  const [defs, glass] = screen(`s-${p.key}`, 238, 78, 114, 324, 22, body);
  const shapes =
    `<rect x="230" y="70" width="130" height="340" rx="30" fill="${tint(body, -0.1)}"/>` +
    glass +
    `<circle cx="295" cy="92" r="5" fill="#000"/>` +
    `<path d="M238 240H352" stroke="#fff" stroke-opacity=".18" stroke-width="2"/>` +
    `<rect x="230" y="235" width="130" height="10" rx="5" fill="${ring}"/>` +
    `<rect x="104" y="176" width="150" height="160" rx="30" fill="${body}"${edge(body)}/>` +
    `<rect x="124" y="180" width="110" height="8" rx="4" fill="${ring}"/>` +
    `<rect x="114" y="196" width="130" height="130" rx="22" fill="${SCREEN}"/>` +
    `<circle cx="200" cy="250" r="30" fill="${tint(body, 0.25)}" opacity=".8"/>` +
    lens(138, 302, 11, ring) +
    lens(172, 302, 11, ring);
  return frame(p.name, '#eef3ff', shapes, defs);
}

function foldPhone(p: SeedProduct): string {
  const body = firstColour(p, '#3e5b7e');
  const ring = tint(body, -0.25);
  const [defs, glass] = screen(`s-${p.key}`, 150, 128, 272, 236, 16, body);
  const shapes =
    `<rect x="52" y="92" width="116" height="296" rx="24" fill="${body}"${edge(body)}/>` +
    `<rect x="64" y="104" width="40" height="124" rx="20" fill="${tint(body, -0.08)}"/>` +
    lens(84, 126, 11, ring) +
    lens(84, 166, 11, ring) +
    lens(84, 206, 11, ring) +
    `<rect x="142" y="120" width="288" height="252" rx="24" fill="${tint(body, -0.12)}"/>` +
    glass +
    `<path d="M286 128V364" stroke="#fff" stroke-opacity=".2" stroke-width="2"/>` +
    `<circle cx="360" cy="146" r="5" fill="#000"/>`;
  return frame(p.name, '#eef3ff', shapes, defs);
}

// ---------------------------------------------------------------------------------------------------
// Rentals

function waterPurifier(p: SeedProduct): string {
  const body = firstColour(p, '#f1ede4');
  const hotCold = p.categoryId2 === 302;
  const w = hotCold ? 150 : 116;
  const x = 240 - w / 2;
  const dark = tint(body, -0.2);
  const leds = hotCold
    ? `<circle cx="222" cy="160" r="6" fill="#4fa3f7"/><circle cx="240" cy="160" r="6" fill="#9fd3ff"/><circle cx="258" cy="160" r="6" fill="#f26b5b"/>`
    : `<circle cx="240" cy="160" r="6" fill="#4fa3f7"/>`;
  const shapes =
    `<rect x="${x}" y="82" width="${w}" height="318" rx="26" fill="${body}"${edge(body)}/>` +
    `<rect x="${x}" y="82" width="${w}" height="36" rx="18" fill="${tint(body, -0.07)}"/>` +
    `<rect x="${240 - 40}" y="140" width="80" height="40" rx="12" fill="#1f2733"/>` +
    leds +
    `<rect x="220" y="204" width="40" height="24" rx="9" fill="${dark}"/>` +
    `<rect x="233" y="224" width="14" height="16" rx="5" fill="${tint(dark, -0.2)}"/>` +
    `<path d="M240 252c-5 8-8 12-8 16a8 8 0 0 0 16 0c0-4-3-8-8-16z" fill="#5bb6f0"/>` +
    `<path d="M214 298h52l-5 62h-42z" fill="#dff1fc" stroke="#a9d5f2" stroke-width="3"/>` +
    `<path d="M217 326h46l-3 34h-40z" fill="#7cc4f2" opacity=".7"/>` +
    `<rect x="${240 - w / 2 + 14}" y="364" width="${w - 28}" height="12" rx="6" fill="${dark}"/>`;
  return frame(p.name, '#e6f4fb', shapes);
}

function airPurifier(p: SeedProduct): string {
  const body = firstColour(p, '#f2f1ee');
  const slot = tint(body, -0.16);
  const shapes =
    `<rect x="168" y="84" width="144" height="318" rx="46" fill="${body}"${edge(body)}/>` +
    `<rect x="186" y="100" width="108" height="32" rx="16" fill="${slot}"/>` +
    `<circle cx="240" cy="186" r="26" fill="none" stroke="#4fc3a1" stroke-width="7"/>` +
    `<circle cx="240" cy="186" r="8" fill="#4fc3a1"/>` +
    `<path d="M196 244h88M196 266h88M196 288h88M196 310h88M196 332h88M196 354h88" stroke="${slot}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M110 150c20-14 40 14 60 0M100 196c20-14 40 14 60 0M320 130c20-14 40 14 60 0M330 176c20-14 40 14 60 0" fill="none" stroke="#7fd4bb" stroke-width="5" stroke-linecap="round" opacity=".8"/>`;
  return frame(p.name, '#e8f6ef', shapes);
}

function bidet(p: SeedProduct): string {
  const seat = firstColour(p, '#f7f7f5');
  const porcelain = '#fbfbfb';
  const line = ' stroke="#cfd5de" stroke-width="3"';
  const shapes =
    `<rect x="292" y="104" width="76" height="156" rx="14" fill="${porcelain}"${line}/>` +
    `<rect x="276" y="112" width="20" height="136" rx="10" fill="${seat}"${line}/>` +
    `<path d="M124 262h200v14c0 58-44 90-96 96l8 44h-80l10-52c-28-14-42-46-42-88z" fill="${porcelain}"${line}/>` +
    `<rect x="112" y="238" width="214" height="26" rx="12" fill="${seat}"${line}/>` +
    `<rect x="302" y="226" width="54" height="44" rx="12" fill="${tint(seat, -0.08)}"${line}/>` +
    `<circle cx="318" cy="248" r="6" fill="#4fa3f7"/><circle cx="340" cy="248" r="6" fill="#9fd3ff"/>` +
    `<path d="M196 296c10-24 28-30 44-26M204 306c8-14 20-18 30-16" fill="none" stroke="#6ec1f5" stroke-width="5" stroke-linecap="round"/>`;
  return frame(p.name, '#eaf0f8', shapes);
}

function washer(p: SeedProduct): string {
  const body = firstColour(p, '#2a2b2e');
  const panel = tint(body, isLight(body) ? -0.1 : 0.12);
  const defs = `<clipPath id="d-${p.key}"><circle cx="240" cy="268" r="70"/></clipPath>`;
  const shapes =
    `<rect x="128" y="76" width="224" height="328" rx="28" fill="${body}"${edge(body)}/>` +
    `<rect x="146" y="94" width="188" height="40" rx="12" fill="${panel}"/>` +
    `<circle cx="172" cy="114" r="12" fill="${tint(body, -0.3)}" stroke="#fff" stroke-opacity=".3" stroke-width="2"/>` +
    `<rect x="256" y="104" width="62" height="20" rx="6" fill="#101722"/><rect x="264" y="111" width="30" height="6" rx="3" fill="#5fd0e8"/>` +
    `<circle cx="240" cy="268" r="92" fill="${tint(body, isLight(body) ? -0.12 : 0.18)}"/>` +
    `<circle cx="240" cy="268" r="70" fill="#2c4058"/>` +
    `<g clip-path="url(#d-${p.key})"><path d="M160 280c27-16 53 16 80 0s53-16 80 0v80H160z" fill="#6fb6ea" opacity=".75"/>` +
    `<circle cx="216" cy="300" r="8" fill="#fff" opacity=".5"/><circle cx="262" cy="314" r="5" fill="#fff" opacity=".5"/></g>` +
    `<path d="M206 222a52 52 0 0 1 40-12" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/>`;
  return frame(p.name, '#edf1f8', shapes, defs);
}

function fridge(p: SeedProduct): string {
  const list = colours(p, '#dcd1bf');
  const c = (i: number): string => list[i % list.length] ?? '#dcd1bf';
  const handle = tint(c(0), -0.3);
  const door = (x: number, y: number, w: number, h: number, fill: string): string =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${fill}"${edge(fill)}/>`;
  const shapes =
    door(138, 58, 100, 196, c(0)) +
    door(242, 58, 100, 196, c(1)) +
    door(138, 258, 100, 160, c(2)) +
    door(242, 258, 100, 160, c(3)) +
    `<rect x="160" y="96" width="44" height="26" rx="6" fill="#1c2330"/><rect x="167" y="104" width="22" height="6" rx="3" fill="#5fd0e8"/>` +
    `<path d="M226 190v50M254 190v50M226 272v40M254 272v40" stroke="${handle}" stroke-width="7" stroke-linecap="round"/>`;
  return frame(p.name, '#f4f1ea', shapes);
}

function massageChair(p: SeedProduct): string {
  const body = firstColour(p, '#8c8a86');
  const dark = tint(body, -0.22);
  const light = tint(body, 0.18);
  const shapes =
    `<rect x="150" y="380" width="210" height="22" rx="11" fill="${tint(body, -0.4)}"/>` +
    `<path d="M250 340l-10 42M320 340l12 42" stroke="${tint(body, -0.4)}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M334 118l-30 208" stroke="${body}" stroke-width="86" stroke-linecap="round"/>` +
    `<circle cx="340" cy="112" r="40" fill="${light}"/>` +
    `<path d="M176 318h140" stroke="${body}" stroke-width="64" stroke-linecap="round"/>` +
    `<path d="M158 330l-46 64" stroke="${dark}" stroke-width="50" stroke-linecap="round"/>` +
    `<path d="M206 268h104" stroke="${dark}" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M312 160l-14 104" stroke="${light}" stroke-width="18" stroke-linecap="round" opacity=".7"/>` +
    `<circle cx="222" cy="268" r="6" fill="#ffd36e"/>`;
  return frame(p.name, '#f6efe7', shapes);
}

function sparkle(x: number, y: number, s: number, fill: string): string {
  return `<path d="M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}z" fill="${fill}"/>`;
}

function beautyDevice(p: SeedProduct): string {
  const body = firstColour(p, '#f2c6cf');
  const glow = '#ff8fb1';
  const sparkles =
    sparkle(112, 140, 18, glow) + sparkle(370, 118, 14, '#ffc2d4') + sparkle(380, 330, 20, glow);
  if (p.key.includes('medihair')) {
    const shapes =
      `<rect x="228" y="300" width="24" height="70" rx="8" fill="${tint(body, -0.15)}"/>` +
      `<ellipse cx="240" cy="378" rx="86" ry="18" fill="${tint(body, -0.12)}"${edge(body)}/>` +
      `<path d="M130 296a110 120 0 0 1 220 0v14H130z" fill="${body}"${edge(body)}/>` +
      `<path d="M130 296h220v16a10 10 0 0 1-10 10H140a10 10 0 0 1-10-10z" fill="${tint(body, -0.12)}"/>` +
      [166, 203, 240, 277, 314]
        .map(
          (cx) =>
            `<circle cx="${cx}" cy="${cx === 240 ? 210 : 236}" r="9" fill="#ff5b6e" opacity=".75"/>`,
        )
        .join('') +
      sparkles;
    return frame(p.name, '#fbeef3', shapes);
  }
  const shapes =
    `<g transform="rotate(-28 240 250)">` +
    `<rect x="212" y="186" width="56" height="212" rx="28" fill="${body}"${edge(body)}/>` +
    `<circle cx="240" cy="148" r="66" fill="${tint(body, -0.1)}"${edge(body)}/>` +
    `<circle cx="240" cy="148" r="48" fill="#ece6de"/>` +
    `<circle cx="240" cy="148" r="56" fill="none" stroke="${glow}" stroke-width="5" opacity=".7"/>` +
    `<circle cx="240" cy="262" r="10" fill="${tint(body, -0.3)}"/>` +
    `<rect x="232" y="300" width="16" height="50" rx="8" fill="#fff" opacity=".35"/></g>` +
    sparkles;
  return frame(p.name, '#fbeef3', shapes);
}

// ---------------------------------------------------------------------------------------------------
// Internet

interface CarrierPalette {
  main: string;
  body: string;
  bg: string;
}

const carriers: Record<string, CarrierPalette> = {
  SK브로드밴드: { main: '#f2542d', body: '#ffffff', bg: '#fff0ea' },
  KT: { main: '#e4002b', body: '#232323', bg: '#fdecef' },
  'LG U+': { main: '#e6007e', body: '#ffffff', bg: '#fcebf4' },
};

function internet(p: SeedInternetProduct): string {
  const pal = carriers[p.newsAgencyProperty];
  if (!pal) throw new Error(`Unknown carrier: ${p.newsAgencyProperty}`);
  const withTv = p.productType.includes('TV');
  const withPhone = p.productType.includes('집전화');
  const bars = p.internetProperty === '1GB' ? 3 : p.internetProperty === '500MB' ? 2 : 1;
  const rx = withTv ? 46 : 140; // router left edge
  const cx = rx + 100;
  const antenna = tint(pal.body, pal.body === '#ffffff' ? -0.2 : 0.15);
  let s =
    `<rect x="${rx + 24}" y="196" width="14" height="90" rx="7" fill="${antenna}"/>` +
    `<rect x="${rx + 162}" y="196" width="14" height="90" rx="7" fill="${antenna}"/>` +
    `<rect x="${rx}" y="268" width="200" height="68" rx="18" fill="${pal.body}"${edge(pal.body)}/>` +
    `<rect x="${rx}" y="318" width="200" height="18" rx="9" fill="${pal.main}"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<circle cx="${rx + 50 + i * 32}" cy="294" r="6" fill="${i < bars + 1 ? pal.main : antenna}"/>`,
      )
      .join('');
  for (let i = 0; i < bars; i++) {
    const r = 26 + i * 26;
    s += `<path d="M${cx - r * 0.8} ${236 - r * 0.6}a${r} ${r} 0 0 1 ${r * 1.6} 0" fill="none" stroke="${pal.main}" stroke-width="11" stroke-linecap="round" opacity="${1 - i * 0.2}"/>`;
  }
  s += `<circle cx="${cx}" cy="238" r="9" fill="${pal.main}"/>`;
  if (withTv) {
    s +=
      `<rect x="268" y="112" width="176" height="116" rx="12" fill="#1d2230"/>` +
      `<rect x="278" y="122" width="156" height="96" rx="6" fill="${pal.main}" opacity=".85"/>` +
      `<path d="M346 150v40l32-20z" fill="#fff"/>` +
      `<path d="M356 228v22M322 252h68" stroke="#1d2230" stroke-width="8" stroke-linecap="round"/>` +
      `<rect x="290" y="${withPhone ? 272 : 300}" width="132" height="30" rx="8" fill="#2b2f36"/>` +
      `<circle cx="404" cy="${withPhone ? 287 : 315}" r="4" fill="${pal.main}"/>`;
  }
  if (withPhone) {
    s +=
      `<rect x="300" y="334" width="112" height="60" rx="16" fill="${pal.body}"${edge(pal.body)}/>` +
      `<path d="M306 330h100" stroke="${tint(pal.main, -0.1)}" stroke-width="22" stroke-linecap="round"/>` +
      [0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            `<circle cx="${332 + (i % 3) * 24}" cy="${360 + Math.floor(i / 3) * 18}" r="4" fill="${antenna}"/>`,
        )
        .join('');
  }
  const label = `${p.newsAgencyProperty} > ${p.internetProperty} > ${p.productType}`;
  return frame(label, pal.bg, s);
}

// ---------------------------------------------------------------------------------------------------

function illustrate(p: SeedProduct): string {
  switch (p.categoryId1) {
    case 1:
      if (p.key.includes('flip')) return flipPhone(p);
      if (p.key.includes('fold')) return foldPhone(p);
      return barPhone(p);
    case 3:
      return waterPurifier(p);
    case 7:
      if (p.categoryId2 === 126) return airPurifier(p);
      if (p.categoryId2 === 134) return bidet(p);
      if (p.categoryId2 === 702) return fridge(p);
      return washer(p);
    case 8:
      return p.categoryId2 === 801 ? massageChair(p) : beautyDevice(p);
    default:
      throw new Error(`No illustration for category ${p.categoryId1} (${p.key})`);
  }
}

function main(): void {
  const products: SeedProduct[] = [
    ...seedPhones,
    ...seedWaterPurifiers,
    ...seedAppliances,
    ...seedHealth,
  ];
  const files = new Map<string, string>();
  const add = (key: string, svg: string): void => {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(key)) throw new Error(`Key is not kebab-case: ${key}`);
    if (files.has(key)) throw new Error(`Duplicate product key: ${key}`);
    files.set(key, svg);
  };
  for (const p of products) add(p.key, illustrate(p));
  for (const p of seedInternetProducts) add(p.key, internet(p));

  fs.mkdirSync(outDir, { recursive: true });
  for (const name of fs.readdirSync(outDir)) {
    if (name.endsWith('.svg') && !files.has(name.slice(0, -4))) fs.rmSync(path.join(outDir, name));
  }
  let largest = 0;
  for (const [key, svg] of files) {
    fs.writeFileSync(path.join(outDir, `${key}.svg`), svg);
    largest = Math.max(largest, Buffer.byteLength(svg));
  }
  process.stdout.write(
    `Wrote ${files.size} illustrations to ${outDir} (largest ${largest} bytes).\n`,
  );
}

main();
