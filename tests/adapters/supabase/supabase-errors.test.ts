import { describe, expect, it } from 'vitest';
import { postgrestToDataError, storageToDataError } from '../../../src/adapters/supabase/supabase-errors';

describe('Supabase failures as domain data errors', () => {
  it('PostgREST and Postgres codes become the domain reasons, without the database wording', () => {
    const reasons = [
      ['42501', 'new row violates row-level security policy for table "pros"'],
      ['PGRST116', 'JSON object requested, multiple (or no) rows returned'],
      ['PT404', 'not found'],
      ['23505', 'duplicate key value violates unique constraint "profiles_pkey"'],
      ['23514', 'new row for relation "pros" violates check constraint "pros_price_cents_check"'],
      ['22023', 'reason too short'],
      ['', 'TypeError: Failed to fetch'],
      ['XX000', 'internal error'],
    ].map(([code, message]) => postgrestToDataError({ code: code!, message: message! }));
    expect(reasons.map((e) => e.reason)).toEqual(['forbidden', 'not-found', 'not-found', 'conflict', 'invalid', 'invalid', 'unavailable', 'failed']);
    for (const error of reasons) expect(error.message).not.toMatch(/violates|PGRST|JSON object|TypeError|internal error/);
  });

  it('storage refusals: a 403 sent as HTTP 400 with statusCode "403" is still forbidden', () => {
    expect(storageToDataError({ message: 'new row violates row-level security policy', status: 400, statusCode: '403' }).reason).toBe('forbidden');
    expect(storageToDataError({ message: 'too big', status: 413 }).message).toBe('The file is larger than allowed.');
    expect(storageToDataError({ message: 'Failed to fetch' }).reason).toBe('unavailable');
  });
});
