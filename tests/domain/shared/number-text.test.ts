import { afterEach, describe, expect, it, vi } from 'vitest';
import { countText } from '../../../src/domain/shared/number-text';
import { QUESTION_MAX, validateQuestion } from '../../../src/domain/submissions/submission';

afterEach(() => vi.restoreAllMocks());

describe('counts are written as en-US writes them, without building an Intl formatter (issue 13)', () => {
  it('groups whole numbers by thousands exactly as Intl does, negatives and zero included', () => {
    const intl = new Intl.NumberFormat('en-US');
    const sweep = [0, 7, 42, 999, 1000, 2000, 12_345, 999_999, 1_000_000, 123_456_789, Number.MAX_SAFE_INTEGER, -1, -1000, -987_654];
    for (const n of sweep) expect(countText(n)).toBe(intl.format(n));
  });

  it('leaves what is not a whole number to Intl', () => {
    expect(countText(1234.5)).toBe('1,234.5');
    expect(countText(-0)).toBe('-0');
  });

  it('a limit named in a message builds no formatter: no toLocaleString, so the first such message costs no locale data', () => {
    const formats = vi.spyOn(Number.prototype, 'toLocaleString');
    expect(validateQuestion('x'.repeat(QUESTION_MAX + 1))).toContain(countText(QUESTION_MAX));
    expect(countText(QUESTION_MAX)).toMatch(/^\d{1,3}(,\d{3})*$/);
    expect(formats).not.toHaveBeenCalled();
  });
});
