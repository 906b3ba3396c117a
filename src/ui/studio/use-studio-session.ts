import { useEffect, useMemo, useState } from 'react';
import { BehaviorSubject } from 'rxjs';
import type { ReadyStudioState, StudioSession, StudioState } from '../../application/analysis/studio-session.store';
import { TYPES } from '../../application/ports/tokens';
import { asBehavior } from '../../application/shared/behavior';
import { useInjection } from '../app/container-context';
import { useBehavior, useBehaviorSelector } from '../hooks/use-behavior';

const IDLE = asBehavior(new BehaviorSubject<StudioState>({ status: 'idle' }));

/** Whether the studio is open, and why not: what the gate follows (not each change of the open studio). */
export type StudioPhase = Exclude<StudioState, ReadyStudioState> | { readonly status: 'ready' };
const READY: StudioPhase = { status: 'ready' };
const selectPhase = (state: StudioState): StudioPhase => (state.status === 'ready' ? READY : state);

/**
 * One StudioSession per visit of a studio page (desktop or mobile: the same model under both
 * layouts). It opens once `enabled`, and leaving the page (or a hidden tab) sends what is unsaved.
 * Gives the session and its phase (loading, refused, ready).
 */
export function useStudioSession(submissionId: string, enabled: boolean): { session: StudioSession | null; phase: StudioPhase } {
  const makeSession = useInjection(TYPES.StudioSessionFactory);
  // The session of this visit lives outside React (made per effect run, so a re-run never reopens a closed one).
  const [current] = useState(() => new BehaviorSubject<StudioSession | null>(null));
  const session = useBehavior(useMemo(() => asBehavior(current), [current]));
  useEffect(() => {
    if (!enabled) return undefined;
    const made = makeSession();
    current.next(made);
    void made.open(submissionId);
    const flush = () => void made.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      void made.close();
      if (current.value === made) current.next(null);
    };
  }, [makeSession, submissionId, enabled, current]);
  // The open studio's components follow their own slices (useStudioState): the gate re-renders only when it opens or closes.
  const phase = useBehaviorSelector(session?.state ?? IDLE, selectPhase);
  return { session, phase };
}
