import { describe, expect, it } from 'vitest';
import { InMemoryKeyValueStore } from '../../../src/adapters/memory/in-memory-key-value-store.fake';
import { RedirectMemory } from '../../../src/application/navigation/redirect-memory';

const aMemory = () => {
  const store = new InMemoryKeyValueStore();
  return { store, memory: new RedirectMemory(store) };
};

describe('RedirectMemory', () => {
  it('R2.6 keeps the wanted path, with its query, in session storage under auth-redirect-path', () => {
    const { store, memory } = aMemory();
    memory.remember('/submissions', '?status=delivered');
    expect(store.get('auth-redirect-path')).toBe('/submissions?status=delivered');
  });

  it('R2.5 R2.6 does not remember / or /login', () => {
    const { store, memory } = aMemory();
    memory.remember('/');
    memory.remember('/login', '?redirect=/x');
    expect(store.keys()).toEqual([]);
  });

  it('R2.7 targets the stored path, or /dashboard when none', () => {
    const { memory } = aMemory();
    expect(memory.target()).toBe('/dashboard');
    memory.remember('/upload');
    expect(memory.target()).toBe('/upload');
  });

  it('R2.7 prefers the redirect query parameter over the stored path', () => {
    const { memory } = aMemory();
    memory.remember('/upload');
    expect(memory.target('/checkout')).toBe('/checkout');
    expect(memory.target('')).toBe('/upload');
    expect(memory.target(null)).toBe('/upload');
  });

  it('R2.7 never follows an unsafe path, from the query or from storage', () => {
    const { store, memory } = aMemory();
    expect(memory.target('//evil.example')).toBe('/dashboard');
    expect(memory.target('https://evil.example')).toBe('/dashboard');
    store.set('auth-redirect-path', 'javascript:alert(1)');
    expect(memory.target()).toBe('/dashboard');
  });

  it('R2.7 consume returns the target once and forgets the stored path', () => {
    const { store, memory } = aMemory();
    memory.remember('/upload');
    expect(memory.consume()).toBe('/upload');
    expect(store.get('auth-redirect-path')).toBeNull();
    expect(memory.consume()).toBe('/dashboard');
  });
});
