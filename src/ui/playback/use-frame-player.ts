import { useCallback, useState } from 'react';
import { BehaviorSubject } from 'rxjs';
import { FramePlayerController, type FramePlayerState } from '../../application/playback/frame-player.controller';
import { TYPES } from '../../application/ports/tokens';
import { asBehavior } from '../../application/shared/behavior';
import { useInjection } from '../app/container-context';
import { useBehavior } from '../hooks/use-behavior';

const IDLE = asBehavior(new BehaviorSubject<FramePlayerState>({ phase: 'loading', playing: false, speed: 1, frame: 0, time: 0, timing: null, busy: false }));

export interface FramePlayer {
  /** Pass as the `<video>`'s ref: a controller is made for each element and disposed with it. */
  readonly attach: (video: HTMLVideoElement | null) => (() => void) | undefined;
  /** Null until the `<video>` is mounted. */
  readonly controller: FramePlayerController | null;
  readonly state: FramePlayerState;
}

/**
 * One frame-exact player over a `<video>`. The studio holds it to read the frame on screen (for
 * its drawings) and hands it to <FramePlayer player={…}>.
 */
export function useFramePlayer(options: { frameRate?: number } = {}): FramePlayer {
  const clock = useInjection(TYPES.Clock);
  const { frameRate } = options;
  const [controller, setController] = useState<FramePlayerController | null>(null);
  const attach = useCallback(
    (video: HTMLVideoElement | null) => {
      if (!video) return undefined;
      const made = new FramePlayerController(video, clock, frameRate ? { frameRate } : {});
      made.start();
      setController(made);
      return () => {
        made.dispose();
        setController((current) => (current === made ? null : current));
      };
    },
    [clock, frameRate],
  );
  const state = useBehavior(controller?.state ?? IDLE);
  return { attach, controller, state };
}
