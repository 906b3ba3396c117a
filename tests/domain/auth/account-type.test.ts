import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_TYPE, toAccountType } from '../../../src/domain/auth/account-type';

describe('account type (R3.2)', () => {
  it('R3.2 defaults to athlete', () => {
    expect(DEFAULT_ACCOUNT_TYPE).toBe('athlete');
    expect(toAccountType(undefined)).toBe('athlete');
    expect(toAccountType(null)).toBe('athlete');
    expect(toAccountType('')).toBe('athlete');
    expect(toAccountType('admin')).toBe('athlete');
  });

  it('R3.2 keeps a known account type', () => {
    expect(toAccountType('athlete')).toBe('athlete');
    expect(toAccountType('pro')).toBe('pro');
  });
});
