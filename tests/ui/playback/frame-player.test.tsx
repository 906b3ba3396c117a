import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VirtualClock } from '../../../src/adapters/memory/virtual-clock';
import type { Token } from '../../../src/application/ports/tokens';
import { ContainerProvider } from '../../../src/ui/app/container-context';
import { FramePlayer, type FramePlayerProps } from '../../../src/ui/playback/frame-player';
import { FakeVideo } from '../../support/fake-video';
import { person } from '../drivers';

/**
 * jsdom plays no media: the <video> gets a fake (tests/support/fake-video.ts) presenting a 30 fps,
 * 90-frame clip on a virtual clock, so these tests cover the controls, the keys and the overlay.
 */
async function renderPlayer(props: Partial<FramePlayerProps> = {}) {
  const clock = new VirtualClock();
  const resolver = { get: <T,>(_token: Token<T>) => clock as T };
  render(
    <ContainerProvider container={resolver}>
      <input aria-label="Comment" />
      <FramePlayer src="/clip.mp4" label="Clip: serve.mp4" {...props} />
    </ContainerProvider>,
  );
  const fake = new FakeVideo(screen.getByLabelText('Clip: serve.mp4'), clock, { fps: 30, frameCount: 90 });
  fake.install();
  const advance = (ms: number) => act(() => clock.advanceBy(ms));
  const user = person();
  return { fake, advance, user, region: screen.getByRole('region', { name: 'Video player' }), load: async () => {
    act(() => fake.loadMetadata());
    await advance(2_000);
  } };
}

const timeText = (text: string) => screen.getByText(text);

describe('Issue 11 <FramePlayer>', () => {
  it('keeps its controls off while it reads the frames, then shows the time and frame number', async () => {
    const { load } = await renderPlayer();
    expect(screen.getByRole('button', { name: 'Next frame' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
    expect(screen.getByText('Reading the frames…')).toBeInTheDocument();
    await load();
    expect(screen.getByRole('button', { name: 'Next frame' })).toBeEnabled();
    expect(timeText('00:00.000 · frame 0')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Position' })).toHaveAttribute('max', '89');
  });

  it('without its step buttons (a page that has its own) it offers Play, speed and the slider, and the keys still step one frame', async () => {
    const { load, user, advance, region, fake } = await renderPlayer({ stepButtons: false });
    await load();
    expect(screen.queryByRole('button', { name: 'Next frame' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous frame' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();
    act(() => region.focus());
    await user.keyboard('{ArrowRight}');
    await advance(100);
    expect(timeText('00:00.033 · frame 1')).toBeInTheDocument();
    expect(fake.shownFrame).toBe(1);
  });

  it('plays and pauses, steps one frame with the buttons, changes speed, and moves with the Position slider', async () => {
    const { load, user, advance, fake } = await renderPlayer();
    await load();
    await user.click(screen.getByRole('button', { name: 'Next frame' }));
    await advance(100);
    await user.click(screen.getByRole('button', { name: 'Next frame' }));
    await advance(100);
    expect(timeText('00:00.067 · frame 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous frame' }));
    await advance(100);
    expect(timeText('00:00.033 · frame 1')).toBeInTheDocument();
    expect(fake.shownFrame).toBe(1);

    const speed = screen.getByLabelText('Speed');
    expect(within(speed).getAllByRole('option').map((option) => option.textContent)).toEqual(['0.25×', '0.5×', '0.75×', '1×', '1.25×', '1.5×', '2×']);
    await user.selectOptions(speed, '0.5×');
    expect(fake.rate).toBe(0.5);

    await user.click(screen.getByRole('button', { name: 'Play' }));
    // 15 frames of a 30 fps clip at half speed take one second.
    await advance(1010);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(fake.shownFrame).toBe(16);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await advance(100);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(timeText('00:00.533 · frame 16')).toBeInTheDocument();

    const slider = screen.getByRole('slider', { name: 'Position' });
    fireEvent.change(slider, { target: { value: '89' } });
    await advance(100);
    expect(timeText('00:02.967 · frame 89')).toBeInTheDocument();
    expect(slider).toHaveAttribute('aria-valuetext', '00:02.967 · frame 89');
  });

  it('binds the keys while the player has focus: space, , and ., ← → when paused, [ and ], Ctrl+Z and Ctrl+Shift+Z', async () => {
    const onUndo = vi.fn();
    const onRedo = vi.fn();
    const { load, user, advance, region, fake } = await renderPlayer({ onUndo, onRedo });
    await load();
    act(() => region.focus());
    await user.keyboard('..');
    await advance(100);
    await user.keyboard(',');
    await advance(100);
    expect(timeText('00:00.033 · frame 1')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await advance(100);
    await user.keyboard('{ArrowLeft}');
    await advance(100);
    expect(timeText('00:00.067 · frame 2')).toBeInTheDocument();

    await user.keyboard(']');
    expect(screen.getByLabelText('Speed')).toHaveValue('1.25');
    // `[[` is how user-event types one [.
    await user.keyboard('[[[[');
    expect(screen.getByLabelText('Speed')).toHaveValue('0.75');

    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    const playingFrame = fake.shownFrame;
    // While playing, the arrows are left alone.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(fake.shownFrame).toBe(playingFrame);
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();

    await user.keyboard('{Control>}z{/Control}');
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(onRedo).not.toHaveBeenCalled();
    await user.keyboard('{Control>}{Shift>}Z{/Shift}{/Control}');
    expect(onRedo).toHaveBeenCalledTimes(1);
    expect(onUndo).toHaveBeenCalledTimes(1);
  });

  it('leaves keys alone while someone types in a field or picks a speed', async () => {
    const { load, user, advance } = await renderPlayer();
    await load();
    await user.click(screen.getByLabelText('Comment'));
    await user.keyboard('., ?');
    await advance(100);
    expect(screen.getByLabelText('Comment')).toHaveValue('., ?');
    act(() => screen.getByLabelText('Speed').focus());
    await user.keyboard('.?');
    await advance(100);
    expect(timeText('00:00.000 · frame 0')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('? opens the shortcuts overlay listing every shortcut; Escape closes it and gives focus back to the player', async () => {
    const { load, user, advance, region } = await renderPlayer();
    await load();
    act(() => region.focus());
    await user.keyboard('?');
    const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const action of ['Play or pause', 'Previous frame', 'Next frame', 'Slower', 'Faster', 'Undo', 'Redo', 'Show these shortcuts']) {
      expect(within(help).getByText(action)).toBeInTheDocument();
    }
    expect(within(help).getByText('Ctrl+Shift+Z')).toBeInTheDocument();
    // Keys do not reach the player behind the overlay.
    await user.keyboard('.');
    await advance(100);
    expect(timeText('00:00.000 · frame 0')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(region).toHaveFocus();
  });

  it('puts a marker on the scrubber for every drawing and comment; a marker seeks to its frame', async () => {
    const { load, user, advance, fake } = await renderPlayer({
      markers: [
        { time: 0.5, label: 'Comment: toss' },
        { time: 2, label: 'Drawing: angle' },
      ],
    });
    await load();
    const markers = within(screen.getByRole('list', { name: 'Markers' })).getAllByRole('button');
    expect(markers.map((marker) => marker.getAttribute('aria-label'))).toEqual(['Comment: toss at 00:00.500 · frame 15', 'Drawing: angle at 00:02.000 · frame 60']);
    await user.click(markers[1]!);
    await advance(100);
    expect(timeText('00:02.000 · frame 60')).toBeInTheDocument();
    expect(fake.shownFrame).toBe(60);
  });
});
