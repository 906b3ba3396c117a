import type { Pro, ProApplicationFields } from '../../src/domain/pros/pro';

/** Object mother for pros and applications. */
export const anApplication = (overrides: Partial<ProApplicationFields> = {}): ProApplicationFields => ({
  display_name: 'Coach Carla',
  headline: 'Tennis serve specialist',
  bio: 'Twelve years coaching juniors and adults; I focus on the kinetic chain of the serve.',
  sports: ['Tennis'],
  years_experience: 12,
  price_cents: 4500,
  turnaround_hours: 48,
  ...overrides,
});

export const aPro = (overrides: Partial<Pro> = {}): Pro => ({
  id: 'pro-1',
  ...anApplication(),
  currency: 'USD',
  avatar_path: null,
  verification_status: 'approved',
  rejection_reason: null,
  submitted_at: '2026-01-01T00:00:00.000Z',
  verified_at: '2026-01-02T00:00:00.000Z',
  verified_by: 'admin-1',
  rating_avg: 4.5,
  reviews_count: 10,
  deleted_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const aPdf = (name = 'passport.pdf', size = 2048): File => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
