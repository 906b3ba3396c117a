import type { Pro } from '../domain/pros/pro';
import { SPORTS, type Sport } from '../domain/pros/sports';
import { ratingSummary } from '../domain/reviews/review';
import { DEMO_PRO_STARS, demoStarsOf } from './demo-reviews';

const FIRST = ['Maya', 'Leo', 'Ines', 'Kofi', 'Hana', 'Marco', 'Sofia', 'Tariq', 'Elena', 'Jonas', 'Priya', 'Diego', 'Aiko', 'Noah', 'Zara', 'Felix'];
const LAST = ['Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Silva', 'Novak', 'Haddad', 'Berg', 'Costa', 'Ivanova', 'Reyes', 'Walsh'];

/** Deterministic sample pros for the simulated backends' marketplace (demo data, README). */
export function demoPros(count: number, nowIso: string): Pro[] {
  return Array.from({ length: count }, (_, i) => {
    const sport: Sport = SPORTS[i % SPORTS.length]!;
    const second: Sport = SPORTS[(i * 7 + 3) % SPORTS.length]!;
    const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 5) % LAST.length]}`;
    return {
      id: `demo-pro-${String(i + 1).padStart(4, '0')}`,
      displayName: count > FIRST.length * LAST.length ? `${name} ${i + 1}` : name,
      headline: `${sport} coach · ${3 + (i % 15)} years`,
      bio: `Former competitive ${sport.toLowerCase()} athlete. I break your clip down frame by frame and give you three drills to fix what matters most.`,
      sports: sport === second ? [sport] : [sport, second],
      yearsExperience: 3 + (i % 15),
      priceCents: 1500 + ((i * 1300) % 9000),
      currency: 'USD',
      turnaroundHours: [24, 48, 72][i % 3]!,
      avatarPath: null,
      verificationStatus: 'approved',
      rejectionReason: null,
      submittedAt: nowIso,
      verifiedAt: nowIso,
      verifiedBy: null,
      // From the reviews the same seed stores for this pro (demo-reviews.ts), as the backend computes it.
      ...ratingSummary(demoStarsOf(i)),
      deletedAt: null,
      createdAt: nowIso,
      updatedAt: nowIso,
    };
  });
}

/** The verified pro profile of the demo pro account, rated by the reviews the seed stores for them. */
export function demoProProfile(id: string, nowIso: string): Pro {
  return {
    ...demoPros(1, nowIso)[0]!,
    id,
    displayName: 'Paula Pro',
    headline: 'Tennis serve and footwork specialist',
    sports: ['Tennis'],
    priceCents: 4900,
    turnaroundHours: 48,
    ...ratingSummary(DEMO_PRO_STARS),
  };
}

/** The seed's pending applicant, so /admin/verification has someone to decide from the start. */
export function demoApplicant(nowIso: string): Pro {
  return {
    ...demoPros(1, nowIso)[0]!,
    id: 'demo-applicant-0001',
    displayName: 'Nadia Pending',
    headline: 'Swimming starts and turns coach',
    bio: 'Former national-level swimmer waiting for verification: a demo application to approve or reject.',
    sports: ['Swimming'],
    verificationStatus: 'pending',
    verifiedAt: null,
    ratingAvg: null,
    reviewsCount: 0,
  };
}
