import type { Page } from 'playwright-core';

/** The focused element's accessible name as a person hears it: its aria-label, its label, or its text. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const labelled = el.getAttribute('aria-label');
    if (labelled) return labelled;
    const byFor = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
    const label = byFor ?? el.closest('label');
    return ((label?.textContent ?? '') || (el.textContent ?? '')).replace(/\s+/g, ' ').trim();
  });
}

/** Presses Tab (Shift+Tab when `back`) until the focused element's name matches, as a keyboard user moves through the page. */
export async function tabTo(page: Page, name: RegExp, { back = false, most = 80 }: { back?: boolean; most?: number } = {}): Promise<void> {
  for (let presses = 0; presses < most; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`No element named ${name} within ${most} presses of ${back ? 'Shift+Tab' : 'Tab'} (last: "${await focusedName(page)}").`);
}
