/**
 * Geometry of drawings on a video frame. Points are stored relative to the frame (x and y from 0
 * to 1, top left origin), so a drawing stays on the same spot of the picture at any size. Lengths
 * and angles are measured on the picture itself: x is scaled by the frame's aspect ratio
 * (width / height), so distances come out in frame heights.
 */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A point on the picture, in frame heights from the top left corner. */
const onPicture = (p: Point, aspect: number): Point => ({ x: p.x * aspect, y: p.y });

/** The distance between two points, in frame heights. */
export function distance(a: Point, b: Point, aspect = 1): number {
  const pa = onPicture(a, aspect);
  const pb = onPicture(b, aspect);
  return Math.hypot(pa.x - pb.x, pa.y - pb.y);
}

/** The distance from `p` to the segment a–b, in frame heights. */
export function distanceToSegment(p: Point, a: Point, b: Point, aspect = 1): number {
  const pp = onPicture(p, aspect);
  const pa = onPicture(a, aspect);
  const pb = onPicture(b, aspect);
  const dx = pb.x - pa.x;
  const dy = pb.y - pa.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((pp.x - pa.x) * dx + (pp.y - pa.y) * dy) / lengthSquared));
  return Math.hypot(pp.x - (pa.x + t * dx), pp.y - (pa.y + t * dy));
}

/** The distance from `p` to a polyline (freehand, the angle's two arms), in frame heights. */
export function distanceToPolyline(p: Point, points: readonly Point[], aspect = 1): number {
  if (points.length === 1) return distance(p, points[0]!, aspect);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < points.length; i++) best = Math.min(best, distanceToSegment(p, points[i - 1]!, points[i]!, aspect));
  return best;
}

/**
 * The angle at `vertex` between the arms to `a` and `b`, in degrees (0 to 180), as seen on the
 * picture; null while an arm has no length (the pointer has not left the vertex yet).
 */
export function angleDegrees(a: Point, vertex: Point, b: Point, aspect = 1): number | null {
  const pa = onPicture(a, aspect);
  const pv = onPicture(vertex, aspect);
  const pb = onPicture(b, aspect);
  const ux = pa.x - pv.x;
  const uy = pa.y - pv.y;
  const vx = pb.x - pv.x;
  const vy = pb.y - pv.y;
  if (Math.hypot(ux, uy) === 0 || Math.hypot(vx, vy) === 0) return null;
  const radians = Math.abs(Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy));
  return (radians * 180) / Math.PI;
}

/** An angle as the studio shows it: whole degrees with the degree sign ("90°"). */
export const formatAngle = (degrees: number): string => `${Math.round(degrees)}°`;

/** Keeps a coordinate on the frame. */
export const clampUnit = (value: number): number => Math.min(1, Math.max(0, value));

/** The keyboard's steps on the frame (a share of its width or height): an arrow key moves 1 %, with Shift 10 %. */
export const KEY_STEP = 0.01;
export const KEY_BIG_STEP = 0.1;

/** A point moved by (dx, dy), kept on the frame and to the thousandth, so steps of 1 % add up to whole percents. */
export const nudge = (p: Point, dx: number, dy: number): Point => ({ x: clampUnit(Math.round((p.x + dx) * 1000) / 1000), y: clampUnit(Math.round((p.y + dy) * 1000) / 1000) });

/** A point as the studio reads it out: "25 %, 40 %" (from the left, from the top). */
export const formatFramePoint = (p: Point): string => `${Math.round(p.x * 100)} %, ${Math.round(p.y * 100)} %`;

export const isUnitPoint = (p: Point): boolean =>
  Number.isFinite(p.x) && Number.isFinite(p.y) && p.x >= 0 && p.x <= 1 && p.y >= 0 && p.y <= 1;

/** A rectangle on the screen, in pixels. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Where the picture sits inside an element showing it whole (`object-fit: contain`): centred,
 * with bars above and below or left and right. Drawings are placed on this box, never on the
 * element, so they stay on the same spot of the picture at any window size and layout.
 */
export function frameBox(element: Box, videoWidth: number, videoHeight: number): Box {
  if (!(videoWidth > 0 && videoHeight > 0 && element.width > 0 && element.height > 0)) return element;
  const scale = Math.min(element.width / videoWidth, element.height / videoHeight);
  const width = videoWidth * scale;
  const height = videoHeight * scale;
  return { left: element.left + (element.width - width) / 2, top: element.top + (element.height - height) / 2, width, height };
}

/** A pointer position (screen pixels) as a point on the frame (0..1), or null outside the picture. */
export function toFramePoint(clientX: number, clientY: number, frame: Box): Point | null {
  if (frame.width <= 0 || frame.height <= 0) return null;
  const p = { x: (clientX - frame.left) / frame.width, y: (clientY - frame.top) / frame.height };
  return isUnitPoint(p) ? p : null;
}

/** A point on the frame back in screen pixels (where to draw it). */
export const fromFramePoint = (p: Point, frame: Box): { x: number; y: number } => ({ x: frame.left + p.x * frame.width, y: frame.top + p.y * frame.height });
