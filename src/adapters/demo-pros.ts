import type { Pro } from '../domain/pros/pro';
import { SPORTS, type Sport } from '../domain/pros/sports';

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
      display_name: count > FIRST.length * LAST.length ? `${name} ${i + 1}` : name,
      headline: `${sport} coach · ${3 + (i % 15)} years`,
      bio: `Former competitive ${sport.toLowerCase()} athlete. I break your clip down frame by frame and give you three drills to fix what matters most.`,
      sports: sport === second ? [sport] : [sport, second],
      years_experience: 3 + (i % 15),
      price_cents: 1500 + ((i * 1300) % 9000),
      currency: 'USD',
      turnaround_hours: [24, 48, 72][i % 3]!,
      avatar_path: null,
      verification_status: 'approved',
      rejection_reason: null,
      submitted_at: nowIso,
      verified_at: nowIso,
      verified_by: null,
      rating_avg: Math.round((3.5 + ((i * 37) % 15) / 10) * 10) / 10,
      reviews_count: (i * 13) % 120,
      deleted_at: null,
      created_at: nowIso,
      updated_at: nowIso,
    };
  });
}

/** The verified pro profile of the demo pro account. */
export function demoProProfile(id: string, nowIso: string): Pro {
  return {
    ...demoPros(1, nowIso)[0]!,
    id,
    display_name: 'Paula Pro',
    headline: 'Tennis serve and footwork specialist',
    sports: ['Tennis'],
    price_cents: 4900,
    turnaround_hours: 48,
    rating_avg: 4.8,
    reviews_count: 42,
  };
}
