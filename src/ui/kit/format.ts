import { formatPrice } from '../../domain/pros/pro';

/** Every date the app shows, in one of two styles: "Nov 26, 2026" or "Nov 26, 2026, 7:37 PM". */
const DATE_STYLES = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Built on first use and kept: the first Intl formatter a page builds costs far more than formatting with it. */
const dateFormats = new Map<keyof typeof DATE_STYLES, Intl.DateTimeFormat>();

function dateFormat(style: keyof typeof DATE_STYLES): Intl.DateTimeFormat {
  let format = dateFormats.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', DATE_STYLES[style]);
    dateFormats.set(style, format);
  }
  return format;
}

/** "Nov 26, 2026". */
export const dateText = (iso: string): string => dateFormat('date').format(new Date(iso));

/** "Nov 26, 2026, 7:37 PM". */
export const dateTimeText = (iso: string): string => dateFormat('dateTime').format(new Date(iso));

/**
 * Builds the formatters before a screen needs them, each kind in a task of its own, asked for with
 * `nextTask`. The first Intl formatter of a page loads the browser's locale data: 50–120 ms at 4×
 * CPU, measured, then the first currency format as much again, inside whichever render first shows
 * a date or a price. Built while the page waits for its chunks, they are short tasks of their own
 * rather than part of that render (issue 13, TBT).
 */
export function warmFormatting(nextTask: (task: () => void) => void): void {
  nextTask(() => {
    dateFormat('date');
    dateFormat('dateTime');
    nextTask(() => formatPrice(0));
  });
}
