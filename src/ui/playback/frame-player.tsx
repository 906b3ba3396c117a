import { css } from '@emotion/react';
import { memo, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { FramePlayerController } from '../../application/playback/frame-player.controller';
import {
  formatTimecode,
  frameAtTime,
  frameStartTime,
  lastFrameOf,
  PLAYBACK_SPEEDS,
  positionShare,
  speedLabel,
  type FrameTiming,
} from '../../domain/playback/frame-timing';
import { Button } from '../kit/button';
import { inlineSelectStyles } from '../kit/fields';
import { PauseIcon, PlayIcon, StepBackIcon, StepForwardIcon } from '../kit/icons';
import { theme } from '../kit/theme';
import { PlayerHelp } from './player-help';
import { commandForKey, keyBelongsToControl, type PlayerCommand } from './player-shortcuts';
import { useFramePlayerLink, useWholePlayerState, type FramePlayerLink } from './use-frame-player';

/** The player's styles, made once (the player re-renders with each frame). */
const styles = {
  region: css`
    position: relative;
    display: grid;
    gap: ${theme.space.sm};
    &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  `,
  frame: css`position: relative; overflow: hidden; border-radius: ${theme.radius.md}; background: #000;`,
  stage: css`position: relative; transform-origin: 0 0;`,
  video: css`display: block; width: 100%; aspect-ratio: 16 / 9; background: #000;`,
  /** A decoded frame painted exactly over the video's picture (both fit inside the same box), until the video has caught up. */
  still: css`position: absolute; inset: 0; width: 100%; height: 100%; object-fit: contain; background: #000; pointer-events: none;`,
  overlay: css`position: absolute; inset: 0;`,
  timeline: css`position: relative; padding-top: ${theme.space.md};`,
  slider: css`width: 100%;`,
  controls: css`display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space.sm};`,
  timecode: css`font-variant-numeric: tabular-nums; margin-left: auto;`,
  markers: css`list-style: none; margin: 0; padding: 0; position: absolute; inset: 0 0 auto 0; height: ${theme.space.md};`,
  marker: css`width: 10px; height: 14px; padding: 0; border: none; border-radius: ${theme.radius.sm}; background: ${theme.colors.focus}; cursor: pointer;`,
};

/** A drawing or comment on the timeline. */
export interface PlayerMarker {
  readonly time: number;
  readonly label: string;
}

export interface FramePlayerProps {
  readonly src: string;
  /** The video's accessible name, e.g. "Clip: serve.mp4". */
  readonly label: string;
  readonly markers?: readonly PlayerMarker[];
  /** The clip's frame rate when known from its facts; measured from the video otherwise. */
  readonly frameRate?: number;
  /** The player made by the page (useFramePlayerLink or useFramePlayer), when it steers it or follows its frame itself. */
  readonly player?: FramePlayerLink;
  /** Ctrl+Z in the player. */
  readonly onUndo?: () => void;
  /** Ctrl+Shift+Z in the player. */
  readonly onRedo?: () => void;
  /**
   * What lies over the video's element box (the studio's drawings): given the picture's size in
   * pixels once the metadata is there (null before), to place itself on the frame with frameBox.
   */
  readonly overlay?: (picture: PictureSize | null) => ReactNode;
  /** A CSS transform of the video and its overlay together (the mobile studio's pinch zoom and pan). */
  readonly stageTransform?: string;
  /** The Previous frame and Next frame buttons (default true); false when the page has its own (the mobile studio's big ones). The keys step either way. */
  readonly stepButtons?: boolean;
}

/** The video's own size in pixels (videoWidth × videoHeight). */
export interface PictureSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The analysis video player: play and pause, speed, exact one-frame steps, a scrubber with a
 * marker per drawing and comment, the time and frame number, keyboard shortcuts while the player
 * has focus and a help overlay (?).
 */
export const FramePlayer = memo(function FramePlayer(props: FramePlayerProps) {
  const own = useFramePlayerLink(props.frameRate ? { frameRate: props.frameRate } : {});
  const player = props.player ?? own;
  return <PlayerView {...props} player={player} />;
});

const NO_MARKERS: readonly PlayerMarker[] = [];

/** The player re-renders with its own state (each frame, busy on and off); what lies over it (the overlay) is the page's to keep memoized. */
function PlayerView({ src, label, markers = NO_MARKERS, player, onUndo, onRedo, overlay, stageTransform, stepButtons = true }: FramePlayerProps & { player: FramePlayerLink }) {
  const { controller, attach, attachCanvas } = player;
  const state = useWholePlayerState(player);
  const [helpOpen, setHelpOpen] = useState(false);
  const [picture, setPicture] = useState<PictureSize | null>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const speedId = useId();
  const ready = state.phase === 'ready' && state.timing !== null;
  const canPlay = state.phase === 'ready' || state.phase === 'unsupported';
  const lastFrame = state.timing ? lastFrameOf(state.timing) : 0;

  const run = (command: PlayerCommand) => {
    if (command === 'help') return setHelpOpen(true);
    if (command === 'undo') return onUndo?.();
    if (command === 'redo') return onRedo?.();
    if (!controller) return;
    if (command === 'toggle-play') controller.togglePlay();
    else if (command === 'previous-frame') controller.stepBy(-1);
    else if (command === 'next-frame') controller.stepBy(1);
    else if (command === 'slower') controller.changeSpeed(-1);
    else controller.changeSpeed(1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (helpOpen || keyBelongsToControl(event.target, event.key)) return;
    const command = commandForKey(event, !state.playing);
    if (!command) return;
    event.preventDefault();
    run(command);
  };

  const closeHelp = () => {
    setHelpOpen(false);
    areaRef.current?.focus();
  };

  return (
    <div
      ref={areaRef}
      role="region"
      aria-label="Video player"
      aria-busy={state.busy}
      tabIndex={0}
      onKeyDown={onKeyDown}
      css={styles.region}
    >
      <div css={styles.frame}>
        <div data-stage="" css={styles.stage} style={stageTransform ? { transform: stageTransform } : undefined}>
          <video
            key={src}
            ref={attach}
            src={src}
            playsInline
            preload="auto"
            aria-label={label}
            onClick={() => canPlay && !overlay && controller?.togglePlay()}
            onLoadedMetadata={(event) => {
              const { videoWidth, videoHeight } = event.currentTarget;
              setPicture(videoWidth > 0 && videoHeight > 0 ? { width: videoWidth, height: videoHeight } : null);
            }}
            css={styles.video}
          />
          <canvas key={`still-${src}`} ref={attachCanvas} hidden aria-hidden="true" data-decoded-frame="" css={styles.still} />
          {overlay ? <div css={styles.overlay}>{overlay(picture)}</div> : null}
        </div>
      </div>
      <div css={styles.timeline}>
        {state.timing ? <MarkerList markers={markers} timing={state.timing} controller={controller} /> : null}
        <input
          type="range"
          aria-label="Position"
          min={0}
          max={lastFrame}
          step={1}
          value={state.frame}
          aria-valuetext={formatTimecode(state.time, state.frame)}
          disabled={!ready}
          onChange={(event) => controller?.seekToFrame(Number(event.target.value))}
          css={styles.slider}
        />
      </div>
      <div css={styles.controls}>
        {stepButtons ? (
          <Button variant="secondary" onClick={() => controller?.stepBy(-1)} disabled={!ready}>
            <StepBackIcon size="sm" /> Previous frame
          </Button>
        ) : null}
        <Button onClick={() => controller?.togglePlay()} disabled={!canPlay}>
          {state.playing ? <PauseIcon size="sm" /> : <PlayIcon size="sm" />} {state.playing ? 'Pause' : 'Play'}
        </Button>
        {stepButtons ? (
          <Button variant="secondary" onClick={() => controller?.stepBy(1)} disabled={!ready}>
            Next frame <StepForwardIcon size="sm" />
          </Button>
        ) : null}
        <label htmlFor={speedId}>Speed</label>
        <select id={speedId} css={inlineSelectStyles} value={state.speed} disabled={!canPlay} onChange={(event) => controller?.setSpeed(Number(event.target.value))}>
          {PLAYBACK_SPEEDS.map((speed) => (
            <option key={speed} value={speed}>
              {speedLabel(speed)}
            </option>
          ))}
        </select>
        <span css={styles.timecode}>
          {state.phase === 'measuring' || state.phase === 'loading' ? 'Reading the frames…' : formatTimecode(state.time, state.frame)}
        </span>
        <Button variant="link" onClick={() => setHelpOpen(true)}>
          Keyboard shortcuts
        </Button>
      </div>
      {state.phase === 'unsupported' ? <p>This browser cannot step this clip frame by frame; it still plays.</p> : null}
      {helpOpen ? <PlayerHelp onClose={closeHelp} /> : null}
    </div>
  );
}

/** The markers on the timeline: re-rendered when they or the timing change, not with each frame. */
const MarkerList = memo(function MarkerList({ markers, timing, controller }: { markers: readonly PlayerMarker[]; timing: FrameTiming; controller: FramePlayerController | null }) {
  return (
    <ul aria-label="Markers" css={styles.markers}>
      {markers.map((marker, index) => (
        <li key={`${marker.time}-${index}`} css={css`position: absolute; left: calc(${positionShare(marker.time, timing) * 100}% - 5px); top: 0;`}>
          <button
            type="button"
            title={marker.label}
            aria-label={`${marker.label} at ${formatTimecode(frameStartTime(frameAtTime(marker.time, timing), timing), frameAtTime(marker.time, timing))}`}
            onClick={() => controller?.seekToTime(marker.time)}
            css={styles.marker}
          />
        </li>
      ))}
    </ul>
  );
});
