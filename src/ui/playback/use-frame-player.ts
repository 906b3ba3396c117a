import { useCallback, useMemo, useRef, useState } from 'react';
import { BehaviorSubject } from 'rxjs';
import { FramePlayerController, type FramePlayerState } from '../../application/playback/frame-player.controller';
import { TYPES } from '../../application/ports/tokens';
import { asBehavior } from '../../application/shared/behavior';
import { useInjection } from '../app/container-context';
import { useBehavior, useBehaviorSelector } from '../hooks/use-behavior';
import { canDecodeFrames, DecodedFrameCache } from './decoded-frame-cache';

const IDLE = asBehavior(new BehaviorSubject<FramePlayerState>({ phase: 'loading', playing: false, speed: 1, frame: 0, time: 0, timing: null, busy: false }));

/** A player's `<video>` hook-up and its controller, without following its state (stable between renders while the video stays). */
export interface FramePlayerLink {
  /** Pass as the `<video>`'s ref: a controller is made for each element and disposed with it. */
  readonly attach: (video: HTMLVideoElement | null) => (() => void) | undefined;
  /** Pass as the ref of the canvas over the `<video>`: decoded frames are painted on it when a step lands on one. */
  readonly attachCanvas: (canvas: HTMLCanvasElement | null) => void;
  /** Null until the `<video>` is mounted. */
  readonly controller: FramePlayerController | null;
}

export interface FramePlayer extends FramePlayerLink {
  readonly state: FramePlayerState;
}

/**
 * One frame-exact player over a `<video>`, not followed: the component holding it does not
 * re-render with each frame. Hand it to <FramePlayer player={…}>; components that need the frame
 * read the slice they need with usePlayerState.
 */
export function useFramePlayerLink(options: { frameRate?: number } = {}): FramePlayerLink {
  const clock = useInjection(TYPES.Clock);
  const { frameRate } = options;
  const [controller, setController] = useState<FramePlayerController | null>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const attachCanvas = useCallback((canvas: HTMLCanvasElement | null) => {
    canvasRef.current = canvas;
  }, []);
  const attach = useCallback(
    (video: HTMLVideoElement | null) => {
      if (!video) return undefined;
      // Where the browser decodes video itself (WebCodecs), steps show frames decoded ahead of time.
      const source = video.currentSrc || video.src;
      const decodedFrames = source && canDecodeFrames() ? new DecodedFrameCache(source, () => canvasRef.current) : undefined;
      const made = new FramePlayerController(video, clock, { ...(frameRate ? { frameRate } : {}), ...(decodedFrames ? { decodedFrames } : {}) });
      made.start();
      setController(made);
      return () => {
        made.dispose();
        setController((current) => (current === made ? null : current));
      };
    },
    [clock, frameRate],
  );
  return useMemo(() => ({ attach, attachCanvas, controller }), [attach, attachCanvas, controller]);
}

/**
 * One frame-exact player over a `<video>`, followed: the holder re-renders with every change of
 * its state (frame, busy, playing…). The studio holds a link instead (useFramePlayerLink).
 */
export function useFramePlayer(options: { frameRate?: number } = {}): FramePlayer {
  const link = useFramePlayerLink(options);
  const state = useBehavior(link.controller?.state ?? IDLE);
  return { ...link, state };
}

/** One slice of a player's state (the time, whether it plays…): re-renders only when that slice changes. `select` should be stable. */
export function usePlayerState<S>(player: FramePlayerLink, select: (state: FramePlayerState) => S): S {
  return useBehaviorSelector(player.controller?.state ?? IDLE, select);
}

/** The whole state of a player. */
export function useWholePlayerState(player: FramePlayerLink): FramePlayerState {
  return useBehavior(player.controller?.state ?? IDLE);
}
