import { err, ok, type Result } from '../result';
import { dataErrors, type DataError } from '../shared/data-error';
import { angleDegrees, clampUnit, distance, distanceToPolyline, distanceToSegment, isUnitPoint, type Point } from './geometry';
import { validateRange, visibleAt, type TimeRange } from './time-range';

/** The studio's drawing tools, in the order the toolbar shows them. */
export const DRAWING_KINDS = ['line', 'arrow', 'circle', 'rectangle', 'freehand', 'text', 'angle'] as const;
export type DrawingKind = (typeof DRAWING_KINDS)[number];

export const DRAWING_KIND_LABELS: Readonly<Record<DrawingKind, string>> = {
  line: 'Line',
  arrow: 'Arrow',
  circle: 'Circle',
  rectangle: 'Rectangle',
  freehand: 'Freehand',
  text: 'Text',
  angle: 'Angle',
};

export const isDrawingKind = (value: unknown): value is DrawingKind => (DRAWING_KINDS as readonly unknown[]).includes(value);

/**
 * A drawing pinned to a time range. `points`, relative to the frame, by kind:
 * line and arrow: from, to (the arrow's head at `to`); circle: centre, a point on the rim;
 * rectangle: two opposite corners; freehand: the stroke (2 or more); text: its anchor (top left);
 * angle: first arm's end, the vertex, second arm's end.
 */
export interface Drawing {
  readonly id: string;
  readonly kind: DrawingKind;
  readonly points: readonly Point[];
  /** `#rrggbb`. */
  readonly colour: string;
  /** Line thickness in pixels on a frame STROKE_REFERENCE_HEIGHT high (scaled with the frame shown). */
  readonly strokeWidth: number;
  readonly range: TimeRange;
  /** The words of a text drawing (absent for the others). */
  readonly text?: string;
}

export interface DrawingStyle {
  readonly colour: string;
  readonly strokeWidth: number;
}

/** The palette the studio offers (any `#rrggbb` is accepted). */
export const DRAWING_COLOURS = ['#ff3b30', '#ffcc00', '#34c759', '#0a84ff', '#ffffff', '#000000'] as const;
export const STROKE_WIDTHS = [2, 4, 8] as const;
export const STROKE_WIDTH_MIN = 1;
export const STROKE_WIDTH_MAX = 20;
export const DEFAULT_STYLE: DrawingStyle = { colour: DRAWING_COLOURS[0], strokeWidth: 4 };
export const TEXT_MAX = 200;
/** Stroke widths are pixels on a frame this high; the studio scales them with the frame it shows, so a line keeps its weight at any size. */
export const STROKE_REFERENCE_HEIGHT = 720;
export const FREEHAND_POINTS_MAX = 2_000;

/** How many points a finished drawing of each kind has (freehand: at least 2). */
export const POINT_COUNT: Readonly<Record<DrawingKind, number>> = { line: 2, arrow: 2, circle: 2, rectangle: 2, freehand: 2, text: 1, angle: 3 };

const COLOUR = /^#[0-9a-fA-F]{6}$/;

/** Why a drawing cannot be stored, or null when it can. */
export function validateDrawing(drawing: Drawing): string | null {
  if (typeof drawing.id !== 'string' || drawing.id.length === 0 || drawing.id.length > 64) return 'Every drawing needs an id.';
  if (!isDrawingKind(drawing.kind)) return 'Unknown drawing tool.';
  const count = drawing.points.length;
  if (drawing.kind === 'freehand' ? count < 2 || count > FREEHAND_POINTS_MAX : count !== POINT_COUNT[drawing.kind]) {
    return `A ${DRAWING_KIND_LABELS[drawing.kind].toLowerCase()} does not have ${count} points.`;
  }
  if (!drawing.points.every(isUnitPoint)) return 'A drawing must stay on the video frame.';
  if (typeof drawing.colour !== 'string' || !COLOUR.test(drawing.colour)) return 'Choose a colour.';
  if (!Number.isInteger(drawing.strokeWidth) || drawing.strokeWidth < STROKE_WIDTH_MIN || drawing.strokeWidth > STROKE_WIDTH_MAX) {
    return `The stroke width is ${STROKE_WIDTH_MIN} to ${STROKE_WIDTH_MAX}.`;
  }
  const range = validateRange(drawing.range);
  if (range) return range;
  if (drawing.kind === 'text') {
    const length = (drawing.text ?? '').trim().length;
    if (length === 0) return 'Type the text to show.';
    if (length > TEXT_MAX) return `Keep a text under ${TEXT_MAX} characters.`;
  } else if (drawing.text !== undefined) return 'Only a text drawing has words.';
  return null;
}

/** A new drawing from the points the pro drew, or a refusal (an empty text, a point off the frame). */
export function createDrawing(input: Omit<Drawing, 'points'> & { readonly points: readonly Point[] }): Result<Drawing, DataError> {
  const drawing: Drawing = input.kind === 'text' ? { ...input, text: (input.text ?? '').trim() } : input;
  const problem = validateDrawing(drawing);
  return problem ? err(dataErrors.invalid(problem)) : ok(drawing);
}

/** A circle as an ellipse in frame coordinates (a true circle on the picture, whatever its aspect). */
export function circleOf(drawing: Pick<Drawing, 'points'>, aspect = 1): { cx: number; cy: number; rx: number; ry: number } {
  const [centre, rim] = drawing.points as [Point, Point];
  const r = distance(centre, rim, aspect);
  return { cx: centre.x, cy: centre.y, rx: r / aspect, ry: r };
}

/** The angle a drawing of kind `angle` shows, in degrees. */
export const angleOf = (drawing: Pick<Drawing, 'points'>, aspect = 1): number | null =>
  drawing.points.length === 3 ? angleDegrees(drawing.points[0]!, drawing.points[1]!, drawing.points[2]!, aspect) : null;

/** The box a text takes, roughly (height 5 % of the frame, 0.55 of that per character), in frame coordinates. */
export const TEXT_HEIGHT = 0.05;
function textBox(drawing: Drawing, aspect: number): { left: number; top: number; right: number; bottom: number } {
  const at = drawing.points[0]!;
  const width = (Math.max(1, (drawing.text ?? '').length) * TEXT_HEIGHT * 0.55) / aspect;
  return { left: at.x, top: at.y, right: at.x + width, bottom: at.y + TEXT_HEIGHT };
}

/** How close, in frame heights, a click must come to a drawing's line to select it. */
export const HIT_TOLERANCE = 0.02;

/** The distance from `p` to what is drawn, in frame heights (0 inside a rectangle, circle or text). */
export function distanceToDrawing(drawing: Drawing, p: Point, aspect = 1): number {
  const pts = drawing.points;
  switch (drawing.kind) {
    case 'line':
    case 'arrow':
      return distanceToSegment(p, pts[0]!, pts[1]!, aspect);
    case 'freehand':
    case 'angle':
      return distanceToPolyline(p, pts, aspect);
    case 'circle': {
      const r = distance(pts[0]!, pts[1]!, aspect);
      return Math.max(0, distance(pts[0]!, p, aspect) - r);
    }
    case 'rectangle':
    case 'text': {
      const box = drawing.kind === 'text'
        ? textBox(drawing, aspect)
        : { left: Math.min(pts[0]!.x, pts[1]!.x), top: Math.min(pts[0]!.y, pts[1]!.y), right: Math.max(pts[0]!.x, pts[1]!.x), bottom: Math.max(pts[0]!.y, pts[1]!.y) };
      const dx = Math.max(box.left - p.x, 0, p.x - box.right) * aspect;
      const dy = Math.max(box.top - p.y, 0, p.y - box.bottom);
      return Math.hypot(dx, dy);
    }
  }
}

/**
 * "Select": the drawing under the pointer at time `t`, the one drawn last when several overlap;
 * null when the click is on nothing shown. `aspect` is the frame's width / height.
 */
export function hitTest(drawings: readonly Drawing[], p: Point, t: number, aspect = 1, tolerance = HIT_TOLERANCE): Drawing | null {
  for (let i = drawings.length - 1; i >= 0; i--) {
    const drawing = drawings[i]!;
    if (!visibleAt(drawing.range, t)) continue;
    if (distanceToDrawing(drawing, p, aspect) <= tolerance + drawing.strokeWidth / 2 / STROKE_REFERENCE_HEIGHT) return drawing;
  }
  return null;
}

/** The drawings shown at time `t`, in drawing order (the playback and the studio both draw these). */
export const drawingsAt = (drawings: readonly Drawing[], t: number): Drawing[] => drawings.filter((d) => visibleAt(d.range, t));

/** A drawing moved by (dx, dy) on the frame; the move stops at the frame's edges, so the shape keeps its form. */
export function moveDrawing(drawing: Drawing, dx: number, dy: number): Drawing {
  const xs = drawing.points.map((p) => p.x);
  const ys = drawing.points.map((p) => p.y);
  const mx = Math.min(Math.max(dx, -Math.min(...xs)), 1 - Math.max(...xs));
  const my = Math.min(Math.max(dy, -Math.min(...ys)), 1 - Math.max(...ys));
  return { ...drawing, points: drawing.points.map((p) => ({ x: clampUnit(p.x + mx), y: clampUnit(p.y + my) })) };
}
