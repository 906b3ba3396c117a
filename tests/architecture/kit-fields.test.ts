import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 13 (one look, every choice in the kit): a field a person types in or picks from is one of
 * the kit's (src/ui/kit/fields.tsx), so every screen's fields share its label, size and 3:1 border.
 * A raw `<input>` elsewhere showed as the browser's own small box on both dashboards.
 */

const UI = resolve(import.meta.dirname, '../../src/ui');
/** The player's seek bar and speed control: media controls of its own, styled by the player. */
const OWN_CONTROLS = ['playback/frame-player.tsx'];

describe('Issue 13 form fields', () => {
  it('come from the kit on every screen; only the player draws controls of its own', () => {
    const files = readdirSync(UI, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.tsx') && !path.startsWith('kit/'));
    const raw = files.filter((path) => !OWN_CONTROLS.includes(path) && /<(input|select|textarea)\b/.test(readFileSync(join(UI, path), 'utf8')));
    expect(raw).toEqual([]);
    for (const path of OWN_CONTROLS) expect(files).toContain(path);
  });
});
