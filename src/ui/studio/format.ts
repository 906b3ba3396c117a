import { angleOf, type Drawing } from '../../domain/analysis/drawing';
import { formatAngle, formatFramePoint } from '../../domain/analysis/geometry';

/** A time on the clip as the studio lists it: "m:ss.s" (minutes keep counting past 59). */
export function formatClipTime(seconds: number): string {
  const tenths = Math.max(0, Math.round(seconds * 10));
  const minutes = Math.floor(tenths / 600);
  const rest = (tenths % 600) / 10;
  return `${minutes}:${rest.toFixed(1).padStart(4, '0')}`;
}

/** Where a drawing is on the frame, in words ("from 50 %, 50 % to 70 %, 50 %"; an angle with its degrees). */
export function describePlace(drawing: Pick<Drawing, 'kind' | 'points'>, aspect: number): string {
  const [a, b, c] = drawing.points.map(formatFramePoint);
  switch (drawing.kind) {
    case 'line':
    case 'arrow':
      return `from ${a} to ${b}`;
    case 'circle':
      return `centre ${a}, through ${b}`;
    case 'rectangle':
      return `corners ${a} and ${b}`;
    case 'freehand':
      return `from ${a} to ${drawing.points.map(formatFramePoint).at(-1)}, ${drawing.points.length} points`;
    case 'text':
      return `at ${a}`;
    case 'angle':
      return `${formatAngle(angleOf(drawing, aspect) ?? 0)}, vertex ${b} (arms to ${a} and ${c})`;
  }
}
