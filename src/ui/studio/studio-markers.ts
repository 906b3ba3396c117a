import type { AnalysisContent } from '../../domain/analysis/analysis-content';
import { DRAWING_KIND_LABELS } from '../../domain/analysis/drawing';
import type { PlayerMarker } from '../playback/frame-player';

/** A scrubber marker for every drawing (where it starts showing) and every comment. */
export function studioMarkers(content: Pick<AnalysisContent, 'drawings' | 'comments'>): PlayerMarker[] {
  return [
    ...content.drawings.map((d) => ({ time: d.range.start, label: `${DRAWING_KIND_LABELS[d.kind]} drawing` })),
    ...content.comments.map((c) => ({ time: c.at, label: `Comment: ${c.text.length > 40 ? `${c.text.slice(0, 40)}…` : c.text}` })),
  ].sort((a, b) => a.time - b.time);
}
