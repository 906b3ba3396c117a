import { DEFAULT_CURRENCY } from '../../domain/pros/pro';

/**
 * Built on first use and kept, by what they format: the first Intl formatter a page builds loads the
 * browser's locale data (50–120 ms at 4× CPU, measured in Chromium), and building one costs far more
 * than formatting with it (issue 13, page speed).
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function kept<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, build: () => F): F {
  let format = formatters.get(key) as F | undefined;
  if (!format) {
    format = build();
    formatters.set(key, format);
  }
  return format;
}

/** "Nov 26, 2026": every date the app shows. */
export const dateText = (iso: string): string => kept('date', () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })).format(new Date(iso));

/** "Nov 26, 2026, 7:37 PM": every moment the app shows. */
export const dateTimeText = (iso: string): string =>
  kept('date-time', () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })).format(new Date(iso));

/** "$45.00": an amount in cents, in its currency. */
export function formatPrice(cents: number, currency: string = DEFAULT_CURRENCY): string {
  return kept(`price:${currency}`, () => new Intl.NumberFormat('en-US', { style: 'currency', currency })).format(cents / 100);
}
