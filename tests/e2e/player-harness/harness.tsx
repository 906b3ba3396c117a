/**
 * A page for the browser test of frame stepping (tests/e2e/frame-stepping.e2e.ts), built for
 * production from the app's own player: <FramePlayer> on the fixture clip named by `?clip=`,
 * with the system clock. It is no route of the product. `window.playerHarness` lets the test
 * read the player's state and the frame code drawn on the picture.
 */
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { FramePlayerState } from '../../../src/application/playback/frame-player.controller';
import type { Token } from '../../../src/application/ports/tokens';
import { SystemClock } from '../../../src/adapters/browser/system-clock.adapter';
import { ContainerProvider } from '../../../src/ui/app/container-context';
import { FramePlayer } from '../../../src/ui/playback/frame-player';
import { useFramePlayer } from '../../../src/ui/playback/use-frame-player';
import { readFrameNumber, type FrameCodeLayout } from '../../fixtures/clips/frame-code';
import manifest from '../../fixtures/clips/manifest.json';

declare global {
  interface Window {
    playerHarness?: {
      state(): FramePlayerState | null;
      /** The frame number drawn on the video's picture now, or why it cannot be read. */
      shownFrame(): number | string;
      /** The frame number on the decoded frame painted over the video, null while none is (the video shows itself). */
      paintedFrame(): number | string | null;
    };
  }
}

const clip = new URLSearchParams(location.search).get('clip') ?? '';
const layout: FrameCodeLayout = manifest.clips.find((entry) => entry.file === clip)?.frameCode ?? manifest.clips[0]!.frameCode;
const clock = new SystemClock();
const resolver = { get: <T,>(_token: Token<T>) => clock as T };

/** The frame code on a picture (the video, or the canvas painted over it), read at the picture's own size. */
function frameOn(picture: CanvasImageSource, width: number, height: number): number | string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(picture, 0, 0, width, height);
  const reading = readFrameNumber(context.getImageData(0, 0, width, height), layout);
  return reading.ok ? reading.frame : reading.reason;
}

function Harness() {
  const player = useFramePlayer();
  const { controller } = player;
  useEffect(() => {
    window.playerHarness = {
      state: () => controller?.state.value ?? null,
      shownFrame: () => {
        const video = document.querySelector('video')!;
        return frameOn(video, video.videoWidth, video.videoHeight);
      },
      paintedFrame: () => {
        const painted = document.querySelector<HTMLCanvasElement>('canvas[data-decoded-frame]');
        return painted && !painted.hidden ? frameOn(painted, painted.width, painted.height) : null;
      },
    };
  }, [controller]);
  return (
    <main style={{ maxWidth: 640 }}>
      <FramePlayer
        src={`/clips/${clip}`}
        label={`Clip: ${clip}`}
        player={player}
        markers={[
          { time: 0.5, label: 'Comment: toss' },
          { time: 2, label: 'Drawing: angle' },
        ]}
      />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <ContainerProvider container={resolver}>
    <Harness />
  </ContainerProvider>,
);
