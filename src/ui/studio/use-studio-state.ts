import { useMemo } from 'react';
import type { ReadyStudioState, StudioSession, StudioState } from '../../application/analysis/studio-session.store';
import type { PlayerMarker } from '../playback/frame-player';
import { useBehaviorSelector } from '../hooks/use-behavior';
import { studioMarkers } from './studio-markers';

/**
 * One slice of the open studio's state: the component re-renders only when that slice changes
 * (shallow equality unless `isEqual` says otherwise), so a pointer move re-renders what shows the
 * drawing under way, not the whole studio. `select` should be stable (a module function or
 * useCallback). While the studio is not open (it is being closed or reopened), the last slice stays.
 */
export function useStudioState<S>(session: StudioSession, select: (state: ReadyStudioState) => S, isEqual?: (a: S, b: S) => boolean): S {
  const pick = useMemo(() => lastReadySlice(select), [select]);
  return useBehaviorSelector(session.state, pick, isEqual);
}

export const selectReadOnly = (state: ReadyStudioState): boolean => state.readOnly;

/** The scrubber's markers, made again only when the drawings or the comments change (not while one is drawn). */
export function useStudioMarkers(session: StudioSession): readonly PlayerMarker[] {
  const select = useMemo(() => markersOfContent(), []);
  return useStudioState(session, select, sameMarkers);
}

/** The slice of an open studio; while it is not open (closing, reopening), the last one. */
function lastReadySlice<S>(select: (state: ReadyStudioState) => S): (state: StudioState) => S {
  let last: { slice: S } | null = null;
  return (state) => {
    if (state.status === 'ready') {
      last = { slice: select(state) };
      return last.slice;
    }
    if (last) return last.slice;
    throw new Error('The studio is not open.');
  };
}

/** studioMarkers, made again only when the drawings or the comments are new. */
function markersOfContent(): (state: ReadyStudioState) => readonly PlayerMarker[] {
  let last: { drawings: ReadyStudioState['content']['drawings']; comments: ReadyStudioState['content']['comments']; markers: readonly PlayerMarker[] } | null = null;
  return (state) => {
    const { drawings, comments } = state.content;
    if (last && last.drawings === drawings && last.comments === comments) return last.markers;
    last = { drawings, comments, markers: studioMarkers(state.content) };
    return last.markers;
  };
}

/** Moving a drawing changes its points, not its marker: the player keeps its markers. */
function sameMarkers(a: readonly PlayerMarker[], b: readonly PlayerMarker[]): boolean {
  return a === b || (a.length === b.length && a.every((marker, index) => marker.time === b[index]!.time && marker.label === b[index]!.label));
}
