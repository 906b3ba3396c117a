import { newProfileFor, type Profile } from '../domain/auth/profile';
import type { UserMetadata } from '../domain/auth/user';

/** Demo accounts the simulated backends seed on first start (listed in the README). */
export const DEMO_PASSWORD = 'clipcoach-demo';

export interface DemoAccount {
  /**
   * The same in every browser and every start: what follows a person's id (their avatar's
   * colour) looks the same wherever the demo is opened. Demo accounts are public anyway.
   */
  readonly id: string;
  readonly email: string;
  readonly label: string;
  readonly metadata: UserMetadata;
  /** is_admin lives in the profile only, so the first admin check takes the database path. */
  readonly profileIsAdmin: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { id: 'd0000000-0000-4000-8000-000000000001', email: 'admin@clipcoach.demo', label: 'Admin', metadata: { first_name: 'Ada', last_name: 'Admin', account_type: 'athlete' }, profileIsAdmin: true },
  { id: 'd0000000-0000-4000-8000-000000000002', email: 'pro@clipcoach.demo', label: 'Verified pro', metadata: { first_name: 'Paula', last_name: 'Pro', account_type: 'pro' }, profileIsAdmin: false },
  { id: 'd0000000-0000-4000-8000-000000000003', email: 'athlete@clipcoach.demo', label: 'Athlete', metadata: { first_name: 'Alex', last_name: 'Athlete', account_type: 'athlete' }, profileIsAdmin: false },
];

/** The demo pro account (Paula Pro): the pro the demo's journeys book, whose listing and past work are seeded. */
export const DEMO_PRO_ACCOUNT: DemoAccount = DEMO_ACCOUNTS.find((demo) => demo.metadata.account_type === 'pro')!;

/** The profile row a demo account is seeded with: made as for any new user, onboarded, admin as the demo says. */
export function demoProfile(demo: DemoAccount, nowIso: string): Profile {
  const user = { id: demo.id, email: demo.email, user_metadata: demo.metadata };
  return { ...newProfileFor(user, nowIso), onboardingCompleted: true, termsAccepted: true, isAdmin: demo.profileIsAdmin };
}
