import { afterEach, describe, expect, it, vi } from 'vitest';
import { countOf, dateText, dateTimeText, excerpt, formatPrice } from '../../../src/ui/kit/format';

// A local time with no zone: the same text in every time zone the suite runs in.
const AT = '2026-11-26T19:37:00';

const intlDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const intlDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const intlDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A local date-time with no zone, as ISO text. */
const localIso = (year: number, month: number, day: number, hours = 0, minutes = 0) =>
  `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}T${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00`;

afterEach(() => vi.restoreAllMocks());

describe('the app’s dates and amounts', () => {
  it('shows a date as "Nov 26, 2026" and a moment as "Nov 26, 2026, 7:37 PM", the same text on every screen', () => {
    expect(dateText(AT)).toBe('Nov 26, 2026');
    expect(dateTimeText(AT)).toBe('Nov 26, 2026, 7:37 PM');
    expect(dateText('2027-01-05T08:00:00')).toBe('Jan 5, 2027');
    expect(dateTimeText('2027-01-05T00:05:00')).toBe('Jan 5, 2027, 12:05 AM');
    expect(dateTimeText('2027-01-05T12:00:00')).toBe('Jan 5, 2027, 12:00 PM');
  });

  it('shows an amount in cents in its currency, "$45.00" by default', () => {
    expect(formatPrice(4500)).toBe('$45.00');
    expect(formatPrice(123456, 'USD')).toBe('$1,234.56');
    expect(formatPrice(-5)).toBe('-$0.05');
    expect(formatPrice(990, 'EUR')).toBe('€9.90');
  });

  it('writes every day of three years and every minute of a day exactly as Intl does for en-US', () => {
    for (let day = 0; day < 3 * 366; day++) {
      const date = new Date(2025, 0, 1 + day, 9, 30);
      const iso = localIso(date.getFullYear(), date.getMonth(), date.getDate(), 9, 30);
      expect(dateText(iso)).toBe(intlDate.format(date));
      expect(dateTimeText(iso)).toBe(intlDateTime.format(date));
    }
    for (let minute = 0; minute < 24 * 60; minute++) {
      const iso = localIso(2026, 10, 26, Math.floor(minute / 60), minute % 60);
      expect(dateTimeText(iso)).toBe(intlDateTime.format(new Date(iso)));
    }
    // Stored moments are UTC instants; each is shown in the browser's own time zone, as Intl shows it.
    for (const iso of ['2026-11-26T23:59:59.999Z', '2026-03-08T10:00:00Z', '1000-01-01T12:00:00', '9999-12-31T23:59:00']) {
      expect(dateText(iso)).toBe(intlDate.format(new Date(iso)));
      expect(dateTimeText(iso)).toBe(intlDateTime.format(new Date(iso)));
    }
  });

  it('writes whole US cents exactly as Intl does, from no cents to amounts in the billions, negative too', () => {
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456_789, 100_000_000_000, 2 ** 40 + 7];
    for (let cents = 0; cents < 200_000; cents += 7) amounts.push(cents);
    for (const cents of amounts) {
      expect(formatPrice(cents)).toBe(intlDollars.format(cents / 100));
      expect(formatPrice(-cents || -1)).toBe(intlDollars.format((-cents || -1) / 100));
    }
  });

  it('hands Intl what it writes differently: years outside 1000–9999, another currency, fractions of a cent, minus zero, a date that is not one', () => {
    expect(dateText('0999-05-01T00:00:00')).toBe(intlDate.format(new Date('0999-05-01T00:00:00')));
    expect(dateTimeText('+010000-01-01T00:00:00')).toBe(intlDateTime.format(new Date('+010000-01-01T00:00:00')));
    expect(formatPrice(12.5)).toBe(intlDollars.format(0.125));
    expect(formatPrice(-0)).toBe(intlDollars.format(-0));
    expect(formatPrice(4500, 'GBP')).toBe('£45.00');
    expect(() => dateText('not a date')).toThrow(RangeError);
  });

  it('builds no Intl formatter for a date, a moment or a US amount: a page that shows only those never loads the locale data (issue 13, TBT)', async () => {
    const { DateTimeFormat, NumberFormat } = Intl;
    const dates = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
      return new DateTimeFormat(...args);
    });
    const numbers = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
      return new NumberFormat(...args);
    });
    // A fresh copy of the module, as a page load has: none of its formatters built yet.
    vi.resetModules();
    const fresh = await import('../../../src/ui/kit/format');
    expect([fresh.dateText(AT), fresh.dateTimeText(AT), fresh.formatPrice(4500)]).toEqual(['Nov 26, 2026', 'Nov 26, 2026, 7:37 PM', '$45.00']);
    expect(dates).not.toHaveBeenCalled();
    expect(numbers).not.toHaveBeenCalled();
    expect(fresh.formatPrice(4500, 'EUR')).toBe('€45.00');
    expect(numbers).toHaveBeenCalledTimes(1);
  });
});

describe('excerpts of a longer text', () => {
  it('Issue 13 keeps a short text whole, with its runs of white space as one space', () => {
    expect(excerpt('  Is my serve toss\n too far   in front of me?  ', 120)).toBe('Is my serve toss too far in front of me?');
    expect(excerpt('x'.repeat(120), 120)).toBe('x'.repeat(120));
  });

  it('Issue 13 cuts a longer text after its last whole word that fits, without trailing punctuation, and ends it with "…"', () => {
    expect(excerpt('My backswing feels late, and my follow-through stops early.', 30)).toBe('My backswing feels late, and…');
    expect(excerpt('My backswing feels late, and my follow-through stops early.', 25)).toBe('My backswing feels late…');
    expect(excerpt('Footwork on the baseline when I run wide', 20)).toBe('Footwork on the…');
    expect(excerpt('x'.repeat(50), 20)).toBe(`${'x'.repeat(20)}…`);
  });
});

describe('countOf', () => {
  it('names one thing in the singular and any other count, none included, in the plural', () => {
    expect(countOf(1, 'review', 'reviews')).toBe('1 review');
    expect(countOf(42, 'review', 'reviews')).toBe('42 reviews');
    expect(countOf(0, 'draft', 'drafts')).toBe('0 drafts');
  });
});
