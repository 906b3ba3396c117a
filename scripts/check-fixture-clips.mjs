#!/usr/bin/env node
/* global console, process */
// Proves the committed fixture clips carry their frame numbers through compression: decodes
// EVERY frame of every clip in tests/fixtures/clips/manifest.json with ffmpeg to grey pixels,
// reads each frame's code with tests/fixtures/clips/frame-code.ts and checks that frame i reads
// i and that the clip has the manifest's frame count. Prints "N of N frames correct" per clip and
// exits non-zero on any miss.
//
// Needs ffmpeg (Debian's, as scripts/make-fixture-clips.sh does); without it the check says so
// and exits 0. CI has no ffmpeg and does not run this; the decoder itself is unit-tested there
// (tests/fixtures/clips/frame-code.test.ts).
//
//   node scripts/check-fixture-clips.mjs
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const clipsDir = join(root, 'tests', 'fixtures', 'clips');

if (spawnSync('ffmpeg', ['-version']).error) {
  console.log('skipped: no ffmpeg on this machine (apt-get install ffmpeg to run the check)');
  process.exit(0);
}

// frame-code.ts is TypeScript; Vite's module runner loads it as the tests do.
const { module: frameCode } = await runnerImport(join(clipsDir, 'frame-code.ts'), { configFile: false, logLevel: 'error' });
const manifest = JSON.parse(readFileSync(join(clipsDir, 'manifest.json'), 'utf8'));

let failed = 0;
for (const clip of manifest.clips) {
  const decoded = spawnSync(
    'ffmpeg',
    ['-v', 'error', '-i', join(clipsDir, clip.file), '-fps_mode', 'passthrough', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
    { maxBuffer: 1 << 30 },
  );
  if (decoded.status !== 0) {
    console.log(`${clip.file}: ffmpeg failed: ${decoded.stderr.toString().trim()}`);
    failed += 1;
    continue;
  }
  const frameBytes = clip.width * clip.height;
  const frames = decoded.stdout.length / frameBytes;
  const misses = [];
  let correct = 0;
  for (let index = 0; index < frames; index += 1) {
    const data = decoded.stdout.subarray(index * frameBytes, (index + 1) * frameBytes);
    const reading = frameCode.readFrameNumber({ width: clip.width, height: clip.height, data }, clip.frameCode);
    if (reading.ok && reading.frame === index) correct += 1;
    else misses.push(`frame ${index}: ${reading.ok ? `reads ${reading.frame}` : reading.reason}`);
  }
  const countOk = frames === clip.frameCount;
  if (!countOk || misses.length > 0) failed += 1;
  console.log(
    `${clip.file}: ${correct} of ${frames} frames correct` +
      (countOk ? '' : ` (the manifest says ${clip.frameCount} frames)`) +
      (misses.length > 0 ? `; ${misses.slice(0, 5).join('; ')}` : ''),
  );
}
console.log(failed === 0 ? 'every frame of every clip reads its own number' : `${failed} clip(s) failed`);
process.exit(failed === 0 ? 0 : 1);
