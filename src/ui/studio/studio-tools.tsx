import { memo, useCallback, useState, type ComponentType, type FormEvent } from 'react';
import type { ReadyStudioState, StudioSession, StudioTool } from '../../application/analysis/studio-session.store';
import { DRAWING_COLOURS, DRAWING_KIND_LABELS, DRAWING_KINDS, STROKE_WIDTHS } from '../../domain/analysis/drawing';
import { formatAngle } from '../../domain/analysis/geometry';
import { Button, ButtonRow } from '../kit/button';
import { TextField } from '../kit/fields';
import { Form, FieldRow } from '../kit/form';
import { MutedText, Row, Stack } from '../kit/layout';
import { StrokeSample, Swatch, ToggleToolbar, type ToggleOption } from '../kit/studio';
import {
  AngleToolIcon,
  ArrowToolIcon,
  CircleToolIcon,
  FreehandToolIcon,
  LineToolIcon,
  PointerIcon,
  RectangleToolIcon,
  RedoIcon,
  TextToolIcon,
  UndoIcon,
  type IconProps,
} from '../kit/icons';
import type { PendingText } from './use-studio-input';
import { useStudioState } from './use-studio-state';

const TOOL_ICONS: Readonly<Record<StudioTool, ComponentType<IconProps>>> = {
  select: PointerIcon,
  line: LineToolIcon,
  arrow: ArrowToolIcon,
  circle: CircleToolIcon,
  rectangle: RectangleToolIcon,
  freehand: FreehandToolIcon,
  text: TextToolIcon,
  angle: AngleToolIcon,
};

const toolOption = (value: StudioTool, label: string): ToggleOption<StudioTool> => {
  const ToolIcon = TOOL_ICONS[value];
  return { value, label, icon: <ToolIcon size="sm" /> };
};

export const TOOL_OPTIONS: readonly ToggleOption<StudioTool>[] = [toolOption('select', 'Select'), ...DRAWING_KINDS.map((kind) => toolOption(kind, DRAWING_KIND_LABELS[kind]))];

const COLOUR_NAMES: Readonly<Record<string, string>> = { '#ff3b30': 'Red', '#ffcc00': 'Yellow', '#34c759': 'Green', '#0a84ff': 'Blue', '#ffffff': 'White', '#000000': 'Black' };
const COLOUR_OPTIONS: readonly ToggleOption<string>[] = DRAWING_COLOURS.map((colour) => ({ value: colour, label: COLOUR_NAMES[colour] ?? colour, face: <Swatch colour={colour} /> }));
const WIDTH_OPTIONS: readonly ToggleOption<string>[] = STROKE_WIDTHS.map((width) => ({ value: String(width), label: `${width} px`, icon: <StrokeSample width={width} /> }));

const selectToolbars = (state: ReadyStudioState) => ({ tool: state.tool, style: state.style, canUndo: state.canUndo, canRedo: state.canRedo });
const selectAngle = (state: ReadyStudioState) => ({ tool: state.tool, liveAngle: state.liveAngle });

/** The tool, colour and stroke width toolbars, Undo and Redo, and the live angle while the Angle tool drags. */
export const StudioToolbars = memo(function StudioToolbars({ session, large = false }: { session: StudioSession; large?: boolean }) {
  const { tool, style, canUndo, canRedo } = useStudioState(session, selectToolbars);
  const setTool = useCallback((next: StudioTool) => session.setTool(next), [session]);
  const setColour = useCallback((colour: string) => session.setStyle({ colour }), [session]);
  const setWidth = useCallback((width: string) => session.setStyle({ strokeWidth: Number(width) }), [session]);
  const undoRedo = (
    <ButtonRow>
      <Button variant="secondary" disabled={!canUndo} onClick={() => session.undo()}>
        <UndoIcon size="sm" /> Undo
      </Button>
      <Button variant="secondary" disabled={!canRedo} onClick={() => session.redo()}>
        <RedoIcon size="sm" /> Redo
      </Button>
    </ButtonRow>
  );
  // For a thumb, each toolbar is a grid of its own: the tools in two lines of four, the colours in one line.
  return (
    <Stack gap="sm">
      <ToggleToolbar label="Drawing tools" options={TOOL_OPTIONS} value={tool} onChange={setTool} large={large} columns={4} />
      {large ? (
        <>
          <ToggleToolbar label="Colour" options={COLOUR_OPTIONS} value={style.colour} onChange={setColour} large />
          <ToggleToolbar label="Stroke width" options={WIDTH_OPTIONS} value={String(style.strokeWidth)} onChange={setWidth} large />
          {undoRedo}
        </>
      ) : (
        <Row gap="lg" rowGap="sm">
          <ToggleToolbar label="Colour" options={COLOUR_OPTIONS} value={style.colour} onChange={setColour} />
          <ToggleToolbar label="Stroke width" options={WIDTH_OPTIONS} value={String(style.strokeWidth)} onChange={setWidth} />
          {undoRedo}
        </Row>
      )}
      <LiveAngle session={session} />
    </Stack>
  );
});

/** The angle while the Angle tool drags (or the keyboard moves its second arm): re-rendered with each move, alone. */
function LiveAngle({ session }: { session: StudioSession }) {
  const { tool, liveAngle } = useStudioState(session, selectAngle);
  return (
    <MutedText size="sm" aria-live="polite">
      {liveAngle !== null ? `Angle: ${formatAngle(liveAngle)}` : tool === 'angle' ? 'Angle: drag the first arm to the vertex, then drag the second arm (from the keyboard: Enter at each of the three points).' : ''}
    </MutedText>
  );
}

/** The Text tool's words, typed after pressing on the frame. */
export function TextEntry({ session, pending, onDone }: { session: StudioSession; pending: PendingText; onDone: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const added = session.addText(pending.point, text, pending.time);
    if (!added.ok) return setError(added.error.message);
    onDone();
  };
  return (
    <Form onSubmit={submit} aria-label="Text on the frame">
      <TextField label="Text to show" value={text} error={error} autoFocus onChange={(event) => setText(event.target.value)} />
      <ButtonRow>
        <Button type="submit">Add text</Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </ButtonRow>
    </Form>
  );
}

/** The selected drawing's name and range (not its points: moving it does not re-render the editor). */
const selectSelected = (state: ReadyStudioState) => {
  const drawing = state.readOnly || state.selection === null ? undefined : state.content.drawings.find((d) => d.id === state.selection);
  return drawing ? { id: drawing.id, kind: drawing.kind, start: drawing.range.start, end: drawing.range.end } : null;
};

/** The selected drawing: when it shows ("Shows from" … "until", in seconds) and "Delete". */
export const SelectedDrawing = memo(function SelectedDrawing({ session }: { session: StudioSession }) {
  const drawing = useStudioState(session, selectSelected);
  if (!drawing) return null;
  return <RangeEditor key={`${drawing.id}-${drawing.start}-${drawing.end}`} session={session} id={drawing.id} name={DRAWING_KIND_LABELS[drawing.kind]} start={drawing.start} end={drawing.end} />;
});

function RangeEditor({ session, id, name, start, end }: { session: StudioSession; id: string; name: string; start: number; end: number }) {
  const [from, setFrom] = useState(String(round(start)));
  const [until, setUntil] = useState(String(round(end)));
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    const edited = session.editRange(id, { start: Number(from), end: Number(until) });
    setError(edited.ok ? null : edited.error.message);
  };
  return (
    <Form
      aria-label={`Selected ${name.toLowerCase()}`}
      onSubmit={(event) => {
        event.preventDefault();
        commit();
      }}
    >
      <MutedText>Selected: {name}</MutedText>
      <FieldRow>
        <TextField label="Shows from" hint="Seconds" type="number" step="0.1" min="0" value={from} error={error} onChange={(event) => setFrom(event.target.value)} onBlur={commit} />
        <TextField label="until" hint="Seconds" type="number" step="0.1" min="0" value={until} onChange={(event) => setUntil(event.target.value)} onBlur={commit} />
      </FieldRow>
      <ButtonRow>
        <Button type="submit" variant="secondary">
          Apply times
        </Button>
        <Button variant="danger" onClick={() => session.deleteSelected()}>
          Delete
        </Button>
      </ButtonRow>
    </Form>
  );
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
