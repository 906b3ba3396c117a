import type { FrameTiming } from '../../domain/playback/frame-timing';

/**
 * The clip's frames decoded ahead of and behind the playhead, painted over the `<video>` at once
 * when the player steps onto one; the video is still sought to the same frame behind it and the
 * painting is hidden again once it has caught up. A browser without the means to decode (no
 * WebCodecs) or a clip it cannot read simply never has a frame: the player then waits for the video.
 */
export interface DecodedFrames {
  /** The clip's frames are known: start decoding around `frame`. */
  open(timing: FrameTiming, frame: number): void;
  /**
   * Paints `frame` over the video if it is decoded already and says whether it did; either way the
   * frames decoded from now on are the ones around it.
   */
  show(frame: number): boolean;
  /** Takes the painted frame away: the video shows itself again. */
  hide(): void;
  /** Stops decoding and releases every frame held. */
  dispose(): void;
}
