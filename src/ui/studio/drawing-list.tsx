import { memo, useMemo } from 'react';
import type { ReadyStudioState, StudioSession } from '../../application/analysis/studio-session.store';
import { DRAWING_KIND_LABELS } from '../../domain/analysis/drawing';
import { Card, CardTitle } from '../kit/card';
import { MutedText, PlainList } from '../kit/layout';
import { TimedItem } from '../kit/studio';
import { formatClipTime } from './format';
import { useStudioState } from './use-studio-state';

const selectList = (state: ReadyStudioState) => ({ drawings: state.content.drawings, selection: state.selection, readOnly: state.readOnly });

/** Every drawing with its time range: a keyboard way to select one (and go to where it shows). */
export const DrawingList = memo(function DrawingList({ session, onSeek }: { session: StudioSession; onSeek: (time: number) => void }) {
  const { drawings: unsorted, selection, readOnly } = useStudioState(session, selectList);
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
              seekLabel={`Select the ${DRAWING_KIND_LABELS[drawing.kind].toLowerCase()} at ${formatClipTime(drawing.range.start)}`}
              onSeek={() => {
                onSeek(drawing.range.start);
                if (!readOnly) {
                  session.setTool('select');
                  session.select(drawing.id);
                }
              }}
            >
              {DRAWING_KIND_LABELS[drawing.kind]}
              {drawing.text ? `: ${drawing.text}` : ''} · until {formatClipTime(drawing.range.end)}
              {drawing.id === selection ? ' (selected)' : ''}
            </TimedItem>
          ))}
        </PlainList>
      )}
    </Card>
  );
});
