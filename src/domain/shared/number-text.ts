/**
 * A count as en-US writes it, "2,000": the limits that messages and hints name. Whole numbers are
 * grouped here directly; `toLocaleString` would build an Intl formatter, whose locale data costs
 * 50–110 ms of main thread at 4× CPU in Chromium on its first use (measured; issue 13). Anything
 * else goes to Intl.
 */
export function countText(count: number): string {
  if (!Number.isSafeInteger(count) || Object.is(count, -0)) return count.toLocaleString('en-US');
  return `${count < 0 ? '-' : ''}${String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}
