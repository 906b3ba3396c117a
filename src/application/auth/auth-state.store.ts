import { BehaviorSubject, EMPTY, Observable, type Subscription, distinctUntilChanged, from, map, switchMap, tap, timer } from 'rxjs';
import { PROFILE_FETCH_DELAY_MS } from '../../domain/constants';
import { newProfileFor, type Profile } from '../../domain/auth/profile';
import type { Session } from '../../domain/auth/session';
import { sameUser, type User } from '../../domain/auth/user';
import type { AuthChangeEvent, AuthPort } from '../ports/auth.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { ProfileRepository } from '../ports/profile-repository.port';
import { asBehavior, type Behavior } from '../shared/behavior';

/** §4: loading, then signed out or signed in. */
export type AuthState =
  | { readonly status: 'loading' }
  | { readonly status: 'signed-out' }
  | {
      readonly status: 'signed-in';
      readonly session: Session;
      readonly user: User;
      readonly profile: Profile | null;
      /** True until the profile has been fetched (or created) once for this user. */
      readonly profileLoading: boolean;
    };

export type SignedInState = Extract<AuthState, { status: 'signed-in' }>;

/**
 * What the screens show of the auth state: everything but the tokens. A token refresh changes only
 * the session, so the view, and every screen reading it, stays as it was (issue 13: a refresh
 * re-rendered the whole app, on the admin check's path to its 800 ms wait).
 */
export type AuthView = Exclude<AuthState, SignedInState> | Omit<SignedInState, 'session'>;
export type SignedInView = Extract<AuthView, { status: 'signed-in' }>;

export const authView = (state: AuthState): AuthView =>
  state.status === 'signed-in' ? { status: state.status, user: state.user, profile: state.profile, profileLoading: state.profileLoading } : state;

/**
 * Owns the auth state. Follows the auth service's change events and, for each newly
 * signed-in user, fetches the profile 100 ms later and creates it when missing (§4).
 */
export class AuthStore {
  private readonly subject = new BehaviorSubject<AuthState>({ status: 'loading' });
  private subscription: Subscription | null = null;
  readonly state: Behavior<AuthState> = asBehavior(this.subject);

  constructor(
    private readonly gateway: AuthPort,
    private readonly profiles: ProfileRepository,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** Starts following the auth service. Idempotent; returns the stop function. */
  start(): () => void {
    if (this.subscription) return () => this.stop();
    const sessions$ = new Observable<{ event: AuthChangeEvent; session: Session | null }>((subscriber) =>
      this.gateway.onAuthStateChange((event, session) => subscriber.next({ event, session })),
    );

    // One subscription to the service: a gateway that reports INITIAL_SESSION synchronously
    // ("at once") must reach the profile fetch too, which a second, later subscriber would miss.
    this.subscription = sessions$
      .pipe(
        tap(({ session }) => this.applySession(session)),
        map(({ session }) => session?.user ?? null),
        distinctUntilChanged((a, b) => a?.id === b?.id),
        switchMap((user) =>
          user
            ? timer(PROFILE_FETCH_DELAY_MS, this.clock.scheduler).pipe(
                switchMap(() => from(this.loadOrCreateProfile(user)).pipe(map((profile) => ({ user, profile })))),
              )
            : EMPTY,
        ),
      )
      .subscribe(({ user, profile }) => {
        const current = this.subject.value;
        if (current.status === 'signed-in' && current.user.id === user.id) {
          this.subject.next({ ...current, profile, profileLoading: false });
        }
      });
    return () => this.stop();
  }

  stop(): void {
    this.subscription?.unsubscribe();
    this.subscription = null;
  }

  /** Replaces the profile after the user edited it. */
  setProfile(profile: Profile): void {
    const current = this.subject.value;
    if (current.status === 'signed-in' && current.user.id === profile.id) {
      this.subject.next({ ...current, profile, profileLoading: false });
    }
  }

  /** Replaces the user after their metadata changed, before the service's event arrives. */
  setUser(user: User): void {
    const current = this.subject.value;
    if (current.status === 'signed-in' && current.user.id === user.id) {
      this.subject.next({ ...current, user, session: { ...current.session, user } });
    }
  }

  private applySession(session: Session | null): void {
    if (!session) {
      this.subject.next({ status: 'signed-out' });
      return;
    }
    const current = this.subject.value;
    if (current.status === 'signed-in' && current.user.id === session.user.id) {
      // A refreshed token for an unchanged user keeps the user object, so the view does not change.
      const user = sameUser(current.user, session.user) ? current.user : session.user;
      this.subject.next({ ...current, session, user });
      return;
    }
    this.subject.next({ status: 'signed-in', session, user: session.user, profile: null, profileLoading: true });
  }

  private async loadOrCreateProfile(user: User): Promise<Profile | null> {
    const found = await this.profiles.findById(user.id);
    if (!found.ok) {
      this.logger.error('Error fetching profile', found.error);
      return null;
    }
    if (found.value) return found.value;
    const created = await this.profiles.create(newProfileFor(user, new Date(this.clock.now()).toISOString()));
    if (!created.ok) {
      this.logger.error('Error creating profile', created.error);
      return null;
    }
    return created.value;
  }
}
