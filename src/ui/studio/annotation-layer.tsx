import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { angleOf, circleOf, drawingsAt, DRAWING_KIND_LABELS, STROKE_REFERENCE_HEIGHT, TEXT_HEIGHT, type Drawing, type DrawingStyle } from '../../domain/analysis/drawing';
import { clampUnit, formatAngle, frameBox, isUnitPoint, type Box, type Point } from '../../domain/analysis/geometry';
import type { Sketch } from '../../domain/analysis/sketch';
import { OverlaySvg } from '../kit/studio';
import type { PictureSize } from '../playback/frame-player';

export type FramePointerType = 'down' | 'move' | 'up' | 'cancel';

/** A pointer event on the picture: where on the frame (0..1; null when a press lands outside it), and the frame's aspect. */
export interface FramePointer {
  readonly type: FramePointerType;
  readonly point: Point | null;
  /** The frame's width / height on the picture. */
  readonly aspect: number;
  readonly pointerId: number;
  readonly pointerType: string;
  readonly clientX: number;
  readonly clientY: number;
  /** The surface's box on screen at this event (zoom included). */
  readonly surface: Box;
}

export interface AnnotationLayerProps {
  readonly drawings: readonly Drawing[];
  /** The media time of the frame on screen (seconds): only the drawings whose range holds it show. */
  readonly time: number;
  /** The video's size in pixels, for the letterboxing (null: the picture fills the element). */
  readonly picture: PictureSize | null;
  readonly selection?: string | null;
  /** The drawing being drawn, in the style it will get. */
  readonly sketch?: Sketch | null;
  readonly sketchStyle?: DrawingStyle;
  /**
   * Instead of `sketch`: what draws the drawing under way, given where the frame is. The studio
   * passes a small component that follows the sketch itself, so a pointer move re-renders only it.
   */
  readonly renderSketch?: (frame: Box, aspect: number) => ReactNode;
  /** Given: the layer is a drawing surface (pointer capture, no touch scrolling) and reports pointer events on the frame. */
  readonly onFramePointer?: (pointer: FramePointer) => void;
  /** The surface's accessible name when it draws. */
  readonly surfaceLabel?: string;
  /** The id of what tells how to draw with the keyboard. */
  readonly surfaceDescribedBy?: string;
  /** Keys pressed while the drawing surface has focus (the keyboard's cursor, Enter, Escape, Delete), with the frame's aspect. */
  readonly onSurfaceKeyDown?: (event: KeyboardEvent<SVGSVGElement>, aspect: number) => void;
}

/** The layer's own box in pixels (its element's size; the picture is placed in it with frameBox). */
function useOwnSize(element: SVGSVGElement | null): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    if (!element) return undefined;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      setSize((old) => (old.width === element.clientWidth && old.height === element.clientHeight ? old : { width: element.clientWidth || rect.width, height: element.clientHeight || rect.height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

/**
 * The drawings over the video: an SVG on the video's element box, each drawing placed on the
 * picture (frameBox: letterboxing included) from its frame-relative points, shown only while the
 * current time is inside its range; an angle carries its degrees. Read-only unless given
 * onFramePointer, which makes it the studio's drawing surface.
 */
export const AnnotationLayer = memo(function AnnotationLayer({ drawings, time, picture, selection = null, sketch = null, sketchStyle, renderSketch, onFramePointer, surfaceLabel = 'Drawing surface', surfaceDescribedBy, onSurfaceKeyDown }: AnnotationLayerProps) {
  const [element, setElement] = useState<SVGSVGElement | null>(null);
  const size = useOwnSize(element);
  const pictureWidth = picture?.width ?? 0;
  const pictureHeight = picture?.height ?? 0;
  // The same box object while nothing moved, so the drawings' shapes (memo) are not made again.
  const frame = useMemo(() => frameBox({ left: 0, top: 0, width: size.width, height: size.height }, pictureWidth, pictureHeight), [size.width, size.height, pictureWidth, pictureHeight]);
  const aspect = picture ? picture.width / picture.height : frame.height > 0 ? frame.width / frame.height : 16 / 9;
  const shown = useMemo(() => drawingsAt(drawings, time), [drawings, time]);
  const capturing = useRef(new Set<number>());

  const report = (type: FramePointerType, event: ReactPointerEvent<SVGSVGElement>) => {
    if (!onFramePointer || !element) return;
    // Measured at the event: the element may have moved, been resized or zoomed (the mobile stage's transform).
    const rect = element.getBoundingClientRect();
    const onScreen = frameBox({ left: rect.left, top: rect.top, width: rect.width, height: rect.height }, picture?.width ?? 0, picture?.height ?? 0);
    const raw = onScreen.width > 0 && onScreen.height > 0 ? { x: (event.clientX - onScreen.left) / onScreen.width, y: (event.clientY - onScreen.top) / onScreen.height } : null;
    const point = raw === null ? null : type === 'down' ? (isUnitPoint(raw) ? raw : null) : { x: clampUnit(raw.x), y: clampUnit(raw.y) };
    onFramePointer({ type, point, aspect, pointerId: event.pointerId, pointerType: event.pointerType, clientX: event.clientX, clientY: event.clientY, surface: { left: rect.left, top: rect.top, width: rect.width, height: rect.height } });
  };

  const drawingProps = onFramePointer
    ? {
        drawing: true,
        role: 'application' as const,
        'aria-label': surfaceLabel,
        'aria-describedby': surfaceDescribedBy,
        tabIndex: 0,
        onKeyDown: onSurfaceKeyDown ? (event: KeyboardEvent<SVGSVGElement>) => onSurfaceKeyDown(event, aspect) : undefined,
        onPointerDown: (event: ReactPointerEvent<SVGSVGElement>) => {
          if (event.button !== 0 && event.pointerType === 'mouse') return;
          event.preventDefault();
          element?.setPointerCapture?.(event.pointerId);
          capturing.current.add(event.pointerId);
          report('down', event);
        },
        onPointerMove: (event: ReactPointerEvent<SVGSVGElement>) => {
          if (capturing.current.has(event.pointerId)) report('move', event);
        },
        onPointerUp: (event: ReactPointerEvent<SVGSVGElement>) => {
          if (!capturing.current.delete(event.pointerId)) return;
          element?.releasePointerCapture?.(event.pointerId);
          report('up', event);
        },
        onPointerCancel: (event: ReactPointerEvent<SVGSVGElement>) => {
          if (capturing.current.delete(event.pointerId)) report('cancel', event);
        },
      }
    : { role: 'group' as const, 'aria-label': 'Drawings' };

  return (
    <OverlaySvg ref={setElement} {...drawingProps}>
      {frame.width > 0 || shown.length > 0 ? (
        <g data-frame-box={`${frame.left} ${frame.top} ${frame.width} ${frame.height}`}>
          {shown.map((drawing) => (
            <DrawingShape key={drawing.id} drawing={drawing} frame={frame} aspect={aspect} selected={drawing.id === selection} />
          ))}
          {sketch && sketchStyle ? <SketchShape sketch={sketch} style={sketchStyle} frame={frame} aspect={aspect} /> : null}
          {renderSketch ? renderSketch(frame, aspect) : null}
        </g>
      ) : null}
    </OverlaySvg>
  );
});

const px = (p: Point, frame: Box) => ({ x: frame.left + p.x * frame.width, y: frame.top + p.y * frame.height });
const strokeOf = (width: number, frame: Box) => Math.max(1, (width * frame.height) / STROKE_REFERENCE_HEIGHT);

/** How each kind is drawn, in the layer's pixels. */
function Shape({ drawing, frame, aspect }: { drawing: Pick<Drawing, 'kind' | 'points' | 'colour' | 'strokeWidth' | 'text'>; frame: Box; aspect: number }) {
  const stroke = strokeOf(drawing.strokeWidth, frame);
  const common = { stroke: drawing.colour, strokeWidth: stroke, fill: 'none', strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const };
  const pts = drawing.points.map((p) => px(p, frame));
  switch (drawing.kind) {
    case 'line':
      return <line x1={pts[0]!.x} y1={pts[0]!.y} x2={pts[1]!.x} y2={pts[1]!.y} {...common} />;
    case 'arrow': {
      const [from, to] = [pts[0]!, pts[1]!];
      const angle = Math.atan2(to.y - from.y, to.x - from.x);
      const head = Math.max(8, stroke * 4);
      const wing = (side: number) => ({ x: to.x - head * Math.cos(angle + side * 0.45), y: to.y - head * Math.sin(angle + side * 0.45) });
      const [l, r] = [wing(1), wing(-1)];
      return (
        <>
          <line x1={from.x} y1={from.y} x2={to.x} y2={to.y} {...common} />
          <polygon points={`${to.x},${to.y} ${l.x},${l.y} ${r.x},${r.y}`} fill={drawing.colour} stroke={drawing.colour} strokeWidth={stroke / 2} />
        </>
      );
    }
    case 'circle': {
      const c = circleOf(drawing, aspect);
      return <ellipse cx={frame.left + c.cx * frame.width} cy={frame.top + c.cy * frame.height} rx={c.rx * frame.width} ry={c.ry * frame.height} {...common} />;
    }
    case 'rectangle': {
      const [a, b] = [pts[0]!, pts[1]!];
      return <rect x={Math.min(a.x, b.x)} y={Math.min(a.y, b.y)} width={Math.abs(a.x - b.x)} height={Math.abs(a.y - b.y)} {...common} />;
    }
    case 'freehand':
      return <polyline points={pts.map((p) => `${p.x},${p.y}`).join(' ')} {...common} />;
    case 'text': {
      const size = TEXT_HEIGHT * frame.height;
      return (
        <text x={pts[0]!.x} y={pts[0]!.y + size * 0.85} fontSize={size} fill={drawing.colour} fontWeight={700} paintOrder="stroke" stroke="#000" strokeWidth={Math.max(1, size / 12)}>
          {drawing.text}
        </text>
      );
    }
    case 'angle': {
      const degrees = drawing.points.length === 3 ? angleOf(drawing, aspect) : null;
      const vertex = pts[1];
      return (
        <>
          <polyline points={pts.map((p) => `${p.x},${p.y}`).join(' ')} {...common} />
          {degrees !== null && vertex ? <AngleLabel at={vertex} text={formatAngle(degrees)} colour={drawing.colour} frame={frame} /> : null}
        </>
      );
    }
  }
}

function AngleLabel({ at, text, colour, frame }: { at: { x: number; y: number }; text: string; colour: string; frame: Box }) {
  const size = Math.max(12, TEXT_HEIGHT * frame.height);
  return (
    <text data-angle-label="" x={at.x + size * 0.4} y={at.y - size * 0.4} fontSize={size} fill={colour} fontWeight={700} paintOrder="stroke" stroke="#000" strokeWidth={Math.max(1, size / 12)}>
      {text}
    </text>
  );
}

const DrawingShape = memo(function DrawingShape({ drawing, frame, aspect, selected }: { drawing: Drawing; frame: Box; aspect: number; selected: boolean }) {
  const label = drawing.kind === 'text' ? `Text: ${drawing.text ?? ''}` : drawing.kind === 'angle' ? `Angle ${formatAngle(angleOf(drawing, aspect) ?? 0)}` : DRAWING_KIND_LABELS[drawing.kind];
  return (
    <g role="img" aria-label={label} data-drawing-id={drawing.id} data-kind={drawing.kind} aria-current={selected ? 'true' : undefined}>
      {selected ? <SelectionOutline drawing={drawing} frame={frame} /> : null}
      <Shape drawing={drawing} frame={frame} aspect={aspect} />
    </g>
  );
});

function SelectionOutline({ drawing, frame }: { drawing: Drawing; frame: Box }) {
  const pts = drawing.points.map((p) => px(p, frame));
  const pad = 6;
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  const text = drawing.kind === 'text' ? TEXT_HEIGHT * frame.height : 0;
  const left = Math.min(...xs) - pad;
  const top = Math.min(...ys) - pad;
  const right = Math.max(...xs) + pad + text * 0.55 * Math.max(1, (drawing.text ?? '').length);
  const bottom = Math.max(...ys) + pad + text;
  return <rect x={left} y={top} width={right - left} height={bottom - top} fill="none" stroke="#ffffff" strokeDasharray="4 3" strokeWidth={1.5} />;
}

/** The keyboard's cursor: a crosshair on the frame, shown while the surface has focus (OverlaySvg's styles). */
export function CursorShape({ at, frame }: { at: Point; frame: Box }) {
  const { x, y } = px(at, frame);
  const arm = 12;
  return (
    <g data-keyboard-cursor="" aria-hidden="true" stroke="#ffffff" strokeWidth={2} fill="none" style={{ filter: 'drop-shadow(0 0 1px #000)' }}>
      <line x1={x - arm} y1={y} x2={x - 3} y2={y} />
      <line x1={x + 3} y1={y} x2={x + arm} y2={y} />
      <line x1={x} y1={y - arm} x2={x} y2={y - 3} />
      <line x1={x} y1={y + 3} x2={x} y2={y + arm} />
      <circle cx={x} cy={y} r={arm} strokeWidth={1} strokeDasharray="3 3" />
    </g>
  );
}

/**
 * The drawings shown at `time` as a plain SVG of `width` x `height` pixels, with no layout of its
 * own to measure: the same shapes the studio and the playback draw, for a still picture made
 * ahead of time (the home page's analysed frame, scripts/make-home-frame.mjs).
 */
export function StaticDrawings({ drawings, time, width, height }: { drawings: readonly Drawing[]; time: number; width: number; height: number }) {
  const frame = { left: 0, top: 0, width, height };
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${width} ${height}`} width={width} height={height}>
      {drawingsAt(drawings, time).map((drawing) => (
        <DrawingShape key={drawing.id} drawing={drawing} frame={frame} aspect={width / height} selected={false} />
      ))}
    </svg>
  );
}

/** The drawing under way; an angle shows its degrees live (Shape labels any three-point angle). */
export function SketchShape({ sketch, style, frame, aspect }: { sketch: Sketch; style: DrawingStyle; frame: Box; aspect: number }) {
  return (
    <g data-sketch="">
      <Shape drawing={{ kind: sketch.kind, points: sketch.points, ...style }} frame={frame} aspect={aspect} />
    </g>
  );
}
