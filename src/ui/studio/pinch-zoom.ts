import type { Box } from '../../domain/analysis/geometry';

/** The mobile stage's zoom: the frame scaled by `scale` about its top left, then moved by (x, y) pixels. */
export interface StageView {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

export const UNZOOMED: StageView = { scale: 1, x: 0, y: 0 };
export const MAX_ZOOM = 4;

export interface ScreenPoint {
  readonly x: number;
  readonly y: number;
}

export const stageTransform = (view: StageView): string => `translate(${view.x}px, ${view.y}px) scale(${view.scale})`;

const mid = (a: ScreenPoint, b: ScreenPoint): ScreenPoint => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const gap = (a: ScreenPoint, b: ScreenPoint): number => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Two fingers moved from `before` to `after`: the picture under their midpoint follows it, scaled
 * by how far they spread (1× to 4×), and kept covering the stage. `surface` is the zoomed stage's
 * box on screen when the move began.
 */
export function pinch(view: StageView, before: readonly [ScreenPoint, ScreenPoint], after: readonly [ScreenPoint, ScreenPoint], surface: Box): StageView {
  const from = gap(before[0], before[1]);
  const scale = Math.min(MAX_ZOOM, Math.max(1, from > 0 ? (view.scale * gap(after[0], after[1])) / from : view.scale));
  // The stage's untransformed top left on screen, and the stage point under the first midpoint.
  const origin = { x: surface.left - view.x, y: surface.top - view.y };
  const m0 = mid(before[0], before[1]);
  const m1 = mid(after[0], after[1]);
  const content = { x: (m0.x - origin.x - view.x) / view.scale, y: (m0.y - origin.y - view.y) / view.scale };
  const width = surface.width / view.scale;
  const height = surface.height / view.scale;
  const clamp = (value: number, size: number) => Math.min(0, Math.max(size - size * scale, value));
  return { scale, x: clamp(m1.x - origin.x - content.x * scale, width), y: clamp(m1.y - origin.y - content.y * scale, height) };
}
