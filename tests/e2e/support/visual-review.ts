import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP } from './browser';
import { axeViolations } from './axe';
import { layoutProblems } from './page-audit';

/**
 * Issue 13's visual review of one settled page: audited with axe-core at 360 and 1280 px (serious
 * and critical violations), measured at 360, 768 and 1280 px (nothing wider than the window, no
 * text cut off by its box) and photographed at each width into test-results/screenshots/ as
 * `<name>--<role>--<width>.png`, full page, without the focus ring a route change put on its h1.
 */
export const SCREENSHOTS = join(process.cwd(), 'test-results', 'screenshots');
const AUDITED_WIDTHS = [360, 1280];
const WIDTHS = [360, 768, 1280];

const nextFrame = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** What is wrong with the page at each width ("<where>: <problem>"), none when it passes. */
export async function reviewAtEveryWidth(page: Page, { name, role, where }: { name: string; role: string; where: string }): Promise<string[]> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const failures: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: DESKTOP.height });
    // The page has the new width only once the renderer has taken it: on a busy machine two frames
    // were not always enough, and /admin/pro-deletion was measured at 360 px with the styles of a
    // wider window still applied (the header's links and the admin side navigation beside the page: 409 px).
    await page.waitForFunction((expected) => window.innerWidth === expected && window.matchMedia(`(width: ${expected}px)`).matches, width);
    await nextFrame(page);
    const at = `${where} @${width}px`;
    if (AUDITED_WIDTHS.includes(width)) {
      for (const v of await axeViolations(page)) failures.push(`${at}: ${v.impact} ${v.rule} ${v.target}${v.detail ? ` (${v.detail})` : ''}`);
    }
    for (const problem of await page.evaluate(layoutProblems)) failures.push(`${at}: ${problem}`);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.screenshot({ path: join(SCREENSHOTS, `${name}--${role}--${width}.png`), fullPage: true });
  }
  return failures;
}
