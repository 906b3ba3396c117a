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
