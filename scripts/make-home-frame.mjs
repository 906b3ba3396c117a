#!/usr/bin/env node
/* global console, process */
// Makes src/ui/pages/analysed-frame.webp, the home page's analysed frame (issue 13).
//
// It draws the drawings of src/ui/pages/home-showcase.ts with the studio's own shapes
// (StaticDrawings of src/ui/studio/annotation-layer.tsx, rendered to SVG markup) over a frame,
// lets Debian's Chromium paint the two together at the frame's size, and encodes the result as
// WebP with Debian's ffmpeg (libwebp). The frame is scripts/home-frame/scene.svg unless another
// picture is given (a still of a real clip: `ffmpeg -ss 1.2 -i clip.mp4 -frames:v 1 frame.png`,
// with the drawings' points in home-showcase.ts moved onto it).
//
// A tool for whoever changes the picture, not a project dependency: CI and the tests use the
// committed image and never run this script.
//   node scripts/make-home-frame.mjs [frame.png|frame.svg]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createServer } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const framePath = resolve(process.argv[2] ?? join(root, 'scripts', 'home-frame', 'scene.svg'));
const out = join(root, 'src', 'ui', 'pages', 'analysed-frame.webp');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEBP_QUALITY = 72;

// The drawings as SVG markup, from the app's own modules.
const vite = await createServer({ root, configFile: join(root, 'vite.config.ts'), server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' });
let markup;
let size;
try {
  const { StaticDrawings } = await vite.ssrLoadModule('/src/ui/studio/annotation-layer.tsx');
  const showcase = await vite.ssrLoadModule('/src/ui/pages/home-showcase.ts');
  size = showcase.SHOWCASE_SIZE;
  markup = renderToStaticMarkup(createElement(StaticDrawings, { drawings: showcase.SHOWCASE_DRAWINGS, time: showcase.SHOWCASE_TIME, ...size }));
} finally {
  await vite.close();
}

const type = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' }[extname(framePath).toLowerCase()];
if (!type) throw new Error(`Not a picture: ${framePath}`);
const frameUrl = `data:${type};base64,${readFileSync(framePath).toString('base64')}`;
const page = `<!doctype html><html><head><style>
  html, body { margin: 0; background: #000; }
  body { position: relative; width: ${size.width}px; height: ${size.height}px; overflow: hidden; font-family: system-ui, 'DejaVu Sans', sans-serif; }
  img, svg { position: absolute; inset: 0; width: ${size.width}px; height: ${size.height}px; }
  img { object-fit: cover; }
</style></head><body><img src="${frameUrl}" alt="">${markup}</body></html>`;

const work = mkdtempSync(join(tmpdir(), 'home-frame-'));
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const tab = await browser.newPage({ viewport: size, deviceScaleFactor: 1 });
    await tab.setContent(page, { waitUntil: 'load' });
    await tab.screenshot({ path: join(work, 'frame.png'), clip: { x: 0, y: 0, ...size } });
  } finally {
    await browser.close();
  }
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', join(work, 'frame.png'), '-c:v', 'libwebp', '-quality', String(WEBP_QUALITY), '-compression_level', '6', out]);
  writeFileSync(join(work, 'markup.svg'), markup);
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`${out}: ${size.width}x${size.height}, ${(statSync(out).size / 1024).toFixed(1)} KiB`);
