import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, WEAK_PASSWORD_EXPLANATIONS, weakPasswordReasons } from '../../../src/domain/auth/password-policy';

describe('password policy (R5.2)', () => {
  it('R5.2 rejects a password one character short of the minimum and accepts one at it', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(weakPasswordReasons('abcdefg')).toEqual(['length']);
    expect(weakPasswordReasons('abcdefgh')).toEqual([]);
  });

  it('R5.2 rejects well-known passwords whatever their case', () => {
    expect(weakPasswordReasons('password')).toEqual(['pwned']);
    expect(weakPasswordReasons('PassWord1')).toEqual(['pwned']);
    expect(weakPasswordReasons('12345678')).toEqual(['pwned']);
  });

  it('R5.2 R5.1 an empty password is too short', () => {
    expect(weakPasswordReasons('')).toEqual(['length']);
  });

  it('R5.2 explains each reason it can give in words a user understands', () => {
    for (const reason of [...weakPasswordReasons('short'), ...weakPasswordReasons('password')]) {
      expect(WEAK_PASSWORD_EXPLANATIONS[reason]).toEqual(expect.any(String));
    }
    expect(WEAK_PASSWORD_EXPLANATIONS.length).toBe('Password should be at least 8 characters.');
  });
});
