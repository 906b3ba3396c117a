import { describe, expect, it } from 'vitest';
import { contactSupport, SUPPORT_RATE_LIMITED_MESSAGE, SUPPORT_REQUESTS_PER_HOUR } from '../../../src/domain/support/support-request';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
let next = 0;
const context = (overrides: Partial<Parameters<typeof contactSupport>[2]> = {}) => ({
  sender: { name: 'Alex Athlete', email: 'alex@example.com' },
  earlier: [],
  adminIds: ['admin-1', 'admin-2'],
  newId: () => `id-${++next}`,
  nowMs: NOW,
  ...overrides,
});
const athlete = { id: 'athlete-1', isAdmin: false };
const REQUEST = { subject: ' Late pro ', message: ' Can I cancel my submission? ' };

describe('contact support (domain)', () => {
  it('Issue 12 a signed-in person’s request becomes one notification per admin, addressed to that admin, naming the sender', () => {
    const sent = contactSupport(REQUEST, athlete, context());
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    expect(sent.value.request).toMatchObject({ userId: 'athlete-1', subject: 'Late pro', message: 'Can I cancel my submission?', createdAt: new Date(NOW).toISOString() });
    expect(sent.value.notifications.map((n) => [n.userId, n.title, n.body])).toEqual(
      ['admin-1', 'admin-2'].map((id) => [id, 'Support request: Late pro', 'From Alex Athlete <alex@example.com>\n\nCan I cancel my submission?']),
    );
  });

  it('Issue 12 refused signed out, with an empty subject or a short message, and with no admin to reach', () => {
    const signedOut = contactSupport(REQUEST, null, context());
    expect(!signedOut.ok && signedOut.error.reason).toBe('forbidden');
    const empty = contactSupport({ subject: ' ', message: REQUEST.message }, athlete, context());
    expect(!empty.ok && empty.error.reason).toBe('invalid');
    const short = contactSupport({ subject: 'Hi', message: 'Help me' }, athlete, context());
    expect(!short.ok && short.error.message).toBe('The message has 10 to 2,000 characters.');
    const nobody = contactSupport(REQUEST, athlete, context({ adminIds: [] }));
    expect(!nobody.ok && nobody.error.reason).toBe('unavailable');
  });

  it(`Issue 12 at most ${SUPPORT_REQUESTS_PER_HOUR} requests an hour: the sixth is refused, and one an hour old no longer counts`, () => {
    const at = (msAgo: number) => ({ createdAt: new Date(NOW - msAgo).toISOString() });
    const five = Array.from({ length: 5 }, (_, i) => at(i * 60_000));
    const limited = contactSupport(REQUEST, athlete, context({ earlier: five }));
    expect(!limited.ok && [limited.error.reason, limited.error.message]).toEqual(['conflict', SUPPORT_RATE_LIMITED_MESSAGE]);
    const oneExpired = [...five.slice(0, 4), at(3_600_000)];
    expect(contactSupport(REQUEST, athlete, context({ earlier: oneExpired })).ok).toBe(true);
  });
});
