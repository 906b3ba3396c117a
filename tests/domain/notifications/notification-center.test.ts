import { describe, expect, it } from 'vitest';
import {
  composeNotification,
  markAllNotificationsRead,
  notificationsButtonLabel,
  sentHistory,
  unreadCount,
  type SentNotification,
} from '../../../src/domain/notifications/notification';
import { submissionNotice } from '../../../src/domain/notifications/submission-notices';
import type { Submission, SubmissionEventRecord } from '../../../src/domain/submissions/submission';

const admin = { id: 'admin', isAdmin: true };
const ana = { id: 'ana', isAdmin: false };
const sent = (id: string, userId: string | null, createdAt: string): SentNotification => ({ id, userId, title: id, body: '', createdAt });

describe('Issue 12 mark all read', () => {
  const inbox = [sent('mine', 'ana', '2026-01-01T00:00:00.000Z'), sent('all', null, '2026-01-02T00:00:00.000Z'), sent('bens', 'ben', '2026-01-03T00:00:00.000Z')];

  it("reads the caller's unread own and broadcasts for the caller alone, keeping earlier reads", () => {
    const earlier = { notificationId: 'mine', userId: 'ana', readAt: '2026-01-01T01:00:00.000Z' };
    const bensRead = { notificationId: 'all', userId: 'ben', readAt: '2026-01-02T01:00:00.000Z' };
    const marked = markAllNotificationsRead(inbox, [earlier, bensRead], ana, '2026-02-01T00:00:00.000Z');
    expect(marked).toEqual({ ok: true, value: [{ notificationId: 'all', userId: 'ana', readAt: '2026-02-01T00:00:00.000Z' }] });
  });

  it('refuses a signed-out caller', () => {
    expect(markAllNotificationsRead(inbox, [], null, '2026-02-01T00:00:00.000Z').ok).toBe(false);
  });

  it('counts the unread and names the bell with the count', () => {
    expect(unreadCount([{ readAt: null }, { readAt: 'x' }, { readAt: null }])).toBe(2);
    expect(notificationsButtonLabel(3)).toBe('Notifications, 3 unread');
    expect(notificationsButtonLabel(0)).toBe('Notifications');
  });
});

describe('Issue 12 sent history', () => {
  it('is for admins, newest first, with the recipient or everyone', () => {
    const history = sentHistory([sent('a', 'ana', '2026-01-01T00:00:00.000Z'), sent('b', null, '2026-01-02T00:00:00.000Z')], (id) => (id === 'ana' ? 'Ana Ace' : ''), admin);
    expect(history.ok && history.value.map((n) => [n.id, n.recipient])).toEqual([
      ['b', null],
      ['a', { id: 'ana', name: 'Ana Ace' }],
    ]);
    expect(sentHistory([], () => '', ana)).toMatchObject({ ok: false, error: { reason: 'forbidden' } });
    expect(sentHistory([], () => '', null).ok).toBe(false);
  });
});

describe('Issue 12 composing a notification', () => {
  it('names every field that is missing or wrong', () => {
    expect(composeNotification({ recipient: null, title: ' ', message: '', link: 'https://evil.example' })).toEqual({
      ok: false,
      error: {
        recipient: 'Choose "Everyone" or one person.',
        title: 'Enter a title.',
        message: 'Enter a message.',
        link: 'Enter a path of this site that starts with "/", such as /pros.',
      },
    });
    expect(composeNotification({ recipient: 'everyone', title: 'x'.repeat(201), message: 'Hi', link: '/\\evil' })).toMatchObject({ ok: false, error: { title: expect.any(String), link: expect.any(String) } });
  });

  it('trims the fields, sends to everyone or to one person, and leaves out an empty link', () => {
    expect(composeNotification({ recipient: 'everyone', title: ' Hello ', message: ' New pros ', link: ' ' })).toEqual({ ok: true, value: { userId: null, title: 'Hello', body: 'New pros' } });
    expect(composeNotification({ recipient: { id: 'ana' }, title: 'Hi', message: 'Open it', link: '/pros?sport=Golf' })).toEqual({
      ok: true,
      value: { userId: 'ana', title: 'Hi', body: 'Open it', link: '/pros?sport=Golf' },
    });
  });
});

describe('Issue 12 the events of a submission that notify', () => {
  const submission = { id: 's1', athleteId: 'ana', proId: 'pro', sport: 'Golf' } as Submission;
  const step = (fromStatus: SubmissionEventRecord['fromStatus'], toStatus: SubmissionEventRecord['toStatus'], note: string | null = null) =>
    submissionNotice({ submission, event: { submissionId: 's1', fromStatus, toStatus, actorId: null, at: '2026-01-01T00:00:00.000Z', note } });

  it('paid: the pro; review started: the athlete; refunded: the athlete, with the reason', () => {
    expect(step('awaiting_payment', 'submitted')).toMatchObject({ userId: 'pro', title: 'New submission to review', link: '/submissions/s1' });
    expect(step('submitted', 'in_review')).toEqual({ userId: 'ana', title: 'Your review has started', body: 'A pro started reviewing your Golf clip.', link: '/submissions/s1' });
    expect(step('in_review', 'refunded', 'Out of scope')?.body).toBe('Your Golf submission was refunded in full. Reason: Out of scope');
    expect(step('in_review', 'refunded')).toMatchObject({ userId: 'ana', body: 'Your Golf submission was refunded in full.' });
  });

  it('no one hears of a draft, a checkout, a cancellation or a step that changes nothing', () => {
    expect(step(null, 'draft')).toBeNull();
    expect(step('draft', 'awaiting_payment')).toBeNull();
    expect(step('submitted', 'cancelled')).toBeNull();
    expect(step('in_review', 'in_review')).toBeNull();
  });
});
