import { angleDegrees, clampUnit, type Point } from './geometry';
import { FREEHAND_POINTS_MAX, type DrawingKind } from './drawing';

/**
 * A drawing being drawn (pointer down, drag, up). Most tools take one drag from the first point
 * to the last; freehand keeps every point of the drag; the angle takes two: a drag from the first
 * arm's end to the vertex, then a drag (or click) to the second arm's end.
 */
export interface Sketch {
  readonly kind: Exclude<DrawingKind, 'text'>;
  readonly points: readonly Point[];
  /** The angle tool between its two drags. */
  readonly awaitingSecondArm: boolean;
}

const onFrame = (p: Point): Point => ({ x: clampUnit(p.x), y: clampUnit(p.y) });

export function beginSketch(kind: Sketch['kind'], at: Point): Sketch {
  const p = onFrame(at);
  return { kind, points: kind === 'freehand' ? [p] : [p, p], awaitingSecondArm: false };
}

/** The pointer went down again: only the angle's second arm starts that way. */
export function continueSketch(sketch: Sketch, at: Point): Sketch {
  if (!sketch.awaitingSecondArm) return sketch;
  return { ...sketch, points: [sketch.points[0]!, sketch.points[1]!, onFrame(at)], awaitingSecondArm: false };
}

/** The pointer moved while down. */
export function dragSketch(sketch: Sketch, to: Point): Sketch {
  const p = onFrame(to);
  if (sketch.kind === 'freehand') return sketch.points.length >= FREEHAND_POINTS_MAX ? sketch : { ...sketch, points: [...sketch.points, p] };
  return { ...sketch, points: [...sketch.points.slice(0, -1), p] };
}

/** The pointer came up: the finished points, or the sketch still going (the angle after its first arm). */
export function releaseSketch(sketch: Sketch): { readonly done: true; readonly points: readonly Point[] } | { readonly done: false; readonly sketch: Sketch } {
  if (sketch.kind === 'angle' && sketch.points.length === 2) return { done: false, sketch: { ...sketch, awaitingSecondArm: true } };
  return { done: true, points: sketch.points };
}

/** The angle shown live while the angle tool drags (null before the second arm has a length). */
export const liveAngle = (sketch: Sketch | null, aspect = 1): number | null =>
  sketch?.kind === 'angle' && sketch.points.length === 3 ? angleDegrees(sketch.points[0]!, sketch.points[1]!, sketch.points[2]!, aspect) : null;
