import { BehaviorSubject } from 'rxjs';
import { asBehavior, type Behavior } from '../shared/behavior';

/**
 * A deliberate sign-out under way: nothing, signing out with no destination yet, or leaving for `to`.
 * While it is under way a sign-in guard holds (or follows it to `to`) instead of answering the
 * signed-out user with "Authentication required" and /login?redirect=….
 */
export type SignOutIntentState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'signing-out' }
  | { readonly phase: 'leaving'; readonly to: string };

export const NO_SIGN_OUT_INTENT: SignOutIntentState = { phase: 'idle' };

/**
 * The one place that says a sign-out is deliberate. The header says "leaving for /" before it signs
 * out; Sign Out & Try Again says "signing out", then "leaving for /login…" after its 0.5 s. The
 * intent ends when the app arrives where it was leaving for (or when the sign-out fails).
 */
export class SignOutIntent {
  private readonly subject = new BehaviorSubject<SignOutIntentState>(NO_SIGN_OUT_INTENT);
  readonly state: Behavior<SignOutIntentState> = asBehavior(this.subject);

  /** A sign-out is starting and its destination is not known yet: guards hold. */
  begin(): void {
    this.subject.next({ phase: 'signing-out' });
  }

  /** The sign-out goes to `to` (path and query): guards on the way follow it there. */
  leaveFor(to: string): void {
    this.subject.next({ phase: 'leaving', to });
  }

  /** The app now shows `pathAndSearch`; reaching the destination ends the intent. */
  arrivedAt(pathAndSearch: string): void {
    const current = this.subject.value;
    if (current.phase === 'leaving' && current.to === pathAndSearch) this.subject.next(NO_SIGN_OUT_INTENT);
  }

  /** The sign-out did not happen: guards behave as usual again. */
  cancel(): void {
    this.subject.next(NO_SIGN_OUT_INTENT);
  }
}
