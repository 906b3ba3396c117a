import type { Pro, ProApplicationFields } from '../../src/domain/pros/pro';

/** Object mother for pros and applications. */
export const anApplication = (overrides: Partial<ProApplicationFields> = {}): ProApplicationFields => ({
  displayName: 'Coach Carla',
  headline: 'Tennis serve specialist',
  bio: 'Twelve years coaching juniors and adults; I focus on the kinetic chain of the serve.',
  sports: ['Tennis'],
  yearsExperience: 12,
  priceCents: 4500,
  turnaroundHours: 48,
  ...overrides,
});

export const aPro = (overrides: Partial<Pro> = {}): Pro => ({
  id: 'pro-1',
  ...anApplication(),
  currency: 'USD',
  avatarPath: null,
  verificationStatus: 'approved',
  rejectionReason: null,
  submittedAt: '2026-01-01T00:00:00.000Z',
  verifiedAt: '2026-01-02T00:00:00.000Z',
  verifiedBy: 'admin-1',
  ratingAvg: 4.5,
  reviewsCount: 10,
  deletedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const aPdf = (name = 'passport.pdf', size = 2048): File => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
