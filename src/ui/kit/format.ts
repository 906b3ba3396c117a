import { DEFAULT_CURRENCY } from '../../domain/pros/pro';
import { countText } from '../../domain/shared/number-text';

/*
 * Every date, moment and amount the app shows is written the way Intl writes it for en-US. The
 * common cases (a date of years 1000–9999, an amount in whole US cents) are written here directly:
 * the first Intl formatter a page builds loads the browser's ICU locale data, 50–70 ms of the main
 * thread at 4× CPU in Chromium (measured), and on `/pros`, `/admin` and the pro's dashboard that
 * task came right after the page's first paint (issue 13, TBT). tests/ui/kit/format.test.ts checks
 * the text against Intl's over every month, hour and a sweep of amounts. Anything else goes to
 * Intl, whose formatters are built on first use and kept.
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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The date, when it is one Intl would write with a plain four-digit year. */
function plainDate(iso: string): Date | null {
  const date = new Date(iso);
  const year = date.getFullYear();
  return year >= 1000 && year <= 9999 ? date : null;
}

/** "Nov 26, 2026", as Intl's en-US medium date. */
const mediumDate = (date: Date): string => `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;

/** "7:37 PM", as Intl's en-US short time. */
function shortTime(date: Date): string {
  const hours = date.getHours();
  return `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "Nov 26, 2026": every date the app shows. */
export function dateText(iso: string): string {
  const date = plainDate(iso);
  return date ? mediumDate(date) : kept('date', () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })).format(new Date(iso));
}

/** "Nov 26, 2026, 7:37 PM": every moment the app shows. */
export function dateTimeText(iso: string): string {
  const date = plainDate(iso);
  return date
    ? `${mediumDate(date)}, ${shortTime(date)}`
    : kept('date-time', () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })).format(new Date(iso));
}

/** "$45.00": an amount in cents, in its currency. */
export function formatPrice(cents: number, currency: string = DEFAULT_CURRENCY): string {
  if (currency === 'USD' && Number.isSafeInteger(cents) && !Object.is(cents, -0)) {
    const rest = Math.abs(cents) % 100;
    return `${cents < 0 ? '-' : ''}$${countText(Math.floor(Math.abs(cents) / 100))}.${String(rest).padStart(2, '0')}`;
  }
  return kept(`price:${currency}`, () => new Intl.NumberFormat('en-US', { style: 'currency', currency })).format(cents / 100);
}

/** A count and its noun, the noun as the count wants it: "1 review", "42 reviews", "0 drafts". */
export const countOf = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/**
 * The start of a longer text for a list, on its words: runs of white space as one space, and cut
 * at the last whole word that fits in `max` characters, with "…" (the list links to the whole).
 */
export function excerpt(text: string, max: number): string {
  const flat = text.trim().replace(/\s+/g, ' ');
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
