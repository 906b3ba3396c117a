import { describe, expect, it } from 'vitest';
import { dateText, dateTimeText, formatPrice } from '../../../src/ui/kit/format';

// A local time with no zone: the same text in every time zone the suite runs in.
const AT = '2026-11-26T19:37:00';

describe('the app’s dates and amounts', () => {
  it('shows a date as "Nov 26, 2026" and a moment as "Nov 26, 2026, 7:37 PM", the same text on every screen', () => {
    expect(dateText(AT)).toBe('Nov 26, 2026');
    expect(dateTimeText(AT)).toBe('Nov 26, 2026, 7:37 PM');
    // Formatters are kept: a second date formats the same way.
    expect(dateText('2027-01-05T08:00:00')).toBe('Jan 5, 2027');
  });

  it('shows an amount in cents in its currency, "$45.00" by default, kept per currency', () => {
    expect(formatPrice(4500)).toBe('$45.00');
    expect(formatPrice(123456, 'USD')).toBe('$1,234.56');
    expect(formatPrice(990, 'EUR')).toBe('€9.90');
  });
});
