import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BelowTheFold } from '../../../src/ui/kit/below-the-fold';

/** jsdom has no IntersectionObserver, frames or layout: the test plays the browser's part. */
let observers: { callback: IntersectionObserverCallback; margin: string | undefined }[] = [];
let frames: FrameRequestCallback[] = [];
let top = 2_000;

beforeEach(() => {
  observers = [];
  frames = [];
  top = 2_000;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, margin: options?.rootMargin });
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top }) as DOMRect);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The browser's next frame: its animation-frame callbacks run, then it lays out and paints. */
const nextFrame = () => act(() => frames.splice(0).forEach((callback) => callback(0)));
/** The page's own tasks are played by the test (React's scheduler keeps the timers it took when it loaded). */
const playTasks = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
/** The tasks queued by then run, the first of them right after the frame's paint. */
const tasksAfterPaint = () => act(() => vi.runOnlyPendingTimers());

const page = () => (
  <BelowTheFold standIn={<p>Stand-in</p>}>
    <p>The real thing</p>
  </BelowTheFold>
);

describe('a part of a page below the fold (issue 13: the first paint of `/`)', () => {
  it('renders nothing in its first paint, its stand-in in the task right after it, and the real thing only when it scrolls within 100 px', () => {
    playTasks();
    render(page());
    nextFrame();
    expect(screen.queryByText('Stand-in')).not.toBeInTheDocument();
    expect(screen.queryByText('The real thing')).not.toBeInTheDocument();

    // Before anyone can scroll there, however busy the page: a part reached before its stand-in
    // would open up in view and push down what is below it (seen at 4× CPU on a portrait tablet: 0.11).
    tasksAfterPaint();
    expect(screen.getByText('Stand-in')).toBeInTheDocument();
    expect(screen.queryByText('The real thing')).not.toBeInTheDocument();

    // One observer watches it from its mount until it is near; placing the stand-in does not start another.
    expect(observers).toHaveLength(1);
    const { callback, margin } = observers.at(-1)!;
    expect(margin).toBe('100px');
    act(() => callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.queryByText('The real thing')).not.toBeInTheDocument();
    act(() => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('The real thing')).toBeInTheDocument();
    expect(screen.queryByText('Stand-in')).not.toBeInTheDocument();
  });

  it('holds a screen’s height until its stand-in is placed, so what follows it cannot be scrolled into view and then pushed down; the stand-in’s own size after that', () => {
    playTasks();
    const { container } = render(page());
    const part = container.firstElementChild as HTMLElement;
    nextFrame();
    expect(getComputedStyle(part).minHeight).toBe('100vh');
    tasksAfterPaint();
    expect(screen.getByText('Stand-in').parentElement).toBe(part);
    expect(getComputedStyle(part).minHeight).not.toBe('100vh');
  });

  it('in view at the first paint (a tall window), its stand-in is painted in that frame and the real thing follows in a transition, not in one long task before the paint', async () => {
    top = window.innerHeight + 99;
    render(page());
    // Measured in the frame, not in the commit (issue 13, TBT): nothing is measured before it.
    expect(screen.queryByText('The real thing')).not.toBeInTheDocument();
    // The frame's callback as the browser runs it: the stand-in is committed before the frame paints…
    await act(() => {
      frames.splice(0).forEach((callback) => callback(0));
      expect(screen.getByText('Stand-in')).toBeInTheDocument();
      expect(screen.queryByText('The real thing')).not.toBeInTheDocument();
    });
    // …and the real thing, rendered in a transition (work act() holds until its scope ends), takes its place.
    expect(await screen.findByText('The real thing')).toBeInTheDocument();
    expect(screen.queryByText('Stand-in')).not.toBeInTheDocument();
  });

  it('…and 100 px or more below the window, it waits', () => {
    top = window.innerHeight + 100;
    playTasks();
    render(page());
    nextFrame();
    tasksAfterPaint();
    expect(screen.getByText('Stand-in')).toBeInTheDocument();
    expect(screen.queryByText('The real thing')).not.toBeInTheDocument();
  });
});
