/** One presented frame, as requestVideoFrameCallback reports it. */
export interface PresentedFrame {
  /** The frame's presentation timestamp from the container, in seconds. */
  readonly mediaTime: number;
}

/**
 * What the frame player needs of a `<video>` element; an HTMLVideoElement is one. Tests hand in a
 * fake that presents frames on a virtual clock.
 */
export interface PlayableVideo {
  currentTime: number;
  playbackRate: number;
  readonly duration: number;
  readonly paused: boolean;
  /** HTMLMediaElement.HAVE_METADATA (1) or more once the duration is known. */
  readonly readyState: number;
  play(): Promise<void>;
  pause(): void;
  addEventListener(type: 'loadedmetadata' | 'seeked' | 'play' | 'pause' | 'ended', listener: () => void): void;
  removeEventListener(type: 'loadedmetadata' | 'seeked' | 'play' | 'pause' | 'ended', listener: () => void): void;
  /** Absent in browsers without requestVideoFrameCallback: the player then trusts its seek targets. */
  requestVideoFrameCallback?(callback: (now: number, frame: PresentedFrame) => void): number;
  cancelVideoFrameCallback?(handle: number): void;
}
