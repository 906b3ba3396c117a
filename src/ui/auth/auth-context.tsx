import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { authView, type AuthState, type AuthStore, type AuthView } from '../../application/auth/auth-state.store';
import type { RefreshSession } from '../../application/auth/refresh-session.use-case';
import type { SignIn } from '../../application/auth/sign-in.use-case';
import type { SignOut } from '../../application/auth/sign-out.use-case';
import type { SignUp } from '../../application/auth/sign-up.use-case';
import type { UpdateProfile } from '../../application/auth/update-profile.use-case';
import { TYPES } from '../../application/ports/tokens';
import { rolesOf } from '../../domain/auth/user-roles';
import { useInjection } from '../app/container-context';
import { useBehavior, useBehaviorSelector } from '../hooks/use-behavior';

interface AuthActions {
  readonly signIn: SignIn;
  readonly signUp: SignUp;
  readonly signOut: SignOut;
  readonly refreshSession: RefreshSession;
  readonly updateProfile: UpdateProfile;
  readonly store: AuthStore;
}

const AuthContext = createContext<AuthActions | null>(null);

export const USE_AUTH_OUTSIDE_PROVIDER = 'useAuth must be used within an AuthProvider';

/** Gives the tree the auth state and the auth use cases. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const store = useInjection(TYPES.AuthStore);
  const signIn = useInjection(TYPES.SignIn);
  const signUp = useInjection(TYPES.SignUp);
  const signOut = useInjection(TYPES.SignOut);
  const refreshSession = useInjection(TYPES.RefreshSession);
  const updateProfile = useInjection(TYPES.UpdateProfile);
  const actions = useMemo(
    () => ({ store, signIn, signUp, signOut, refreshSession, updateProfile }),
    [store, signIn, signUp, signOut, refreshSession, updateProfile],
  );
  return <AuthContext.Provider value={actions}>{children}</AuthContext.Provider>;
}

export interface UseAuth extends Omit<AuthActions, 'store'> {
  /** The auth state without the tokens: a token refresh does not re-render the screens. */
  readonly state: AuthView;
}

function useAuthActions(): AuthActions {
  const actions = useContext(AuthContext);
  if (!actions) throw new Error(USE_AUTH_OUTSIDE_PROVIDER);
  return actions;
}

export function useAuth(): UseAuth {
  const actions = useAuthActions();
  const state = useBehaviorSelector(actions.store.state, authView);
  return { state, signIn: actions.signIn, signUp: actions.signUp, signOut: actions.signOut, refreshSession: actions.refreshSession, updateProfile: actions.updateProfile };
}

/**
 * One slice of the auth state (`select` a module function): the component renders again only when
 * that slice changes. For a component that shows little of it, so that what it does not show (the
 * profile arriving 100 ms after the session) neither renders it again nor, arriving while React
 * renders in the background, makes React redo that whole render at once to keep it consistent
 * (issue 13, TBT).
 */
export function useAuthSlice<S>(select: (state: AuthState) => S): S {
  return useBehaviorSelector(useAuthActions().store.state, select);
}

const signedInUserId = (state: AuthState) => (state.status === 'signed-in' ? state.user.id : null);

/** Who is signed in (their id), or null: for a screen that needs nothing else of the auth state (useAuthSlice). */
export function useSignedInUserId(): string | null {
  return useAuthSlice(signedInUserId);
}

/** What a guard decides on: only whether the session is known, and whether someone holds one. */
const sessionStatus = (state: AuthState): Pick<AuthView, 'status'> => ({ status: state.status });

/** Whether the session is known and held (`loading`, `signed-out`, `signed-in`): for the guards (useAuthSlice). */
export function useSessionStatus(): Pick<AuthView, 'status'> {
  return useAuthSlice(sessionStatus);
}

const shownAsAdmin = (state: AuthState) => state.status === 'signed-in' && rolesOf(state.profile, state.user).isAdmin;

/**
 * Whether the client shows this person the admin screens' links and frame (R6.3: from the profile
 * or the metadata; the backend decides every admin read and write). Renders again only when the
 * answer changes, not at the profile's arrival on every page (useAuthSlice).
 */
export function useShownAsAdmin(): boolean {
  return useAuthSlice(shownAsAdmin);
}

/** The whole auth state, the session's tokens included; re-renders on every token refresh (the debug page shows the expiry). */
export function useAuthState(): AuthState {
  return useBehavior(useAuthActions().store.state);
}
