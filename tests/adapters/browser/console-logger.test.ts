import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleLogger } from '../../../src/adapters/browser/console-logger.adapter';

describe('ConsoleLogger', () => {
  afterEach(() => vi.restoreAllMocks());

  it('R8.11 R4.4 writes errors and warnings to the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const detail = new Error('boom');
    new ConsoleLogger().error('Error fetching profile', detail);
    new ConsoleLogger().warn('Slow', 42);
    expect(error).toHaveBeenCalledWith('Error fetching profile', detail);
    expect(warn).toHaveBeenCalledWith('Slow', 42);
  });
});
