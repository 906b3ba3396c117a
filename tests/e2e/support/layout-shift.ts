import type { Page } from 'playwright-core';

/**
 * Reloads `page` at 4× CPU slowdown and returns the layout shift Chromium reports from the reload's
 * start until `loaded` resolves (the page's late parts are on screen): the sum of every shift not
 * caused by input, as Cumulative Layout Shift counts them within one load.
 */
export async function layoutShiftOfSlowReload(page: Page, loaded: () => Promise<unknown>): Promise<number> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.reload();
    await loaded();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}
