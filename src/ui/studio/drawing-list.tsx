import { memo, useMemo } from 'react';
import type { ReadyStudioState, StudioSession } from '../../application/analysis/studio-session.store';
import { DRAWING_KIND_LABELS } from '../../domain/analysis/drawing';
import { Card, CardTitle } from '../kit/card';
import { MutedText, PlainList } from '../kit/layout';
import { TimedItem } from '../kit/studio';
import { describePlace, formatClipTime } from './format';
import { useStudioState } from './use-studio-state';

const selectList = (state: ReadyStudioState) => ({ drawings: state.content.drawings, selection: state.selection, readOnly: state.readOnly, aspect: state.frameAspect });

/**
 * Every drawing with where it is and its time range: the keyboard's way to select one (Tab through
 * the times; Enter selects it, goes to where it shows and picks the Select tool, so the arrow keys
 * on the drawing surface move it and Delete removes it).
 */
export const DrawingList = memo(function DrawingList({ session, onSeek }: { session: StudioSession; onSeek: (time: number) => void }) {
  const { drawings: unsorted, selection, readOnly, aspect } = useStudioState(session, selectList);
  const drawings = useMemo(() => [...unsorted].sort((a, b) => a.range.start - b.range.start), [unsorted]);
  return (
    <Card gap="sm">
      <CardTitle>Drawings</CardTitle>
      {drawings.length === 0 ? (
        <MutedText size="sm">No drawings yet. Pick a tool and draw on the frame.</MutedText>
      ) : (
        <PlainList aria-label="Drawings">
          {drawings.map((drawing) => (
            <TimedItem
              key={drawing.id}
              time={formatClipTime(drawing.range.start)}
              seek={{
                label: `Select the ${DRAWING_KIND_LABELS[drawing.kind].toLowerCase()} at ${formatClipTime(drawing.range.start)}`,
                onSeek: () => {
                  onSeek(drawing.range.start);
                  if (!readOnly) {
                    session.setTool('select');
                    session.select(drawing.id);
                  }
                },
              }}
            >
              {DRAWING_KIND_LABELS[drawing.kind]}
              {drawing.text ? `: ${drawing.text}` : ''} {describePlace(drawing, aspect)} · until {formatClipTime(drawing.range.end)}
              {drawing.id === selection ? ' (selected)' : ''}
            </TimedItem>
          ))}
        </PlainList>
      )}
    </Card>
  );
});
