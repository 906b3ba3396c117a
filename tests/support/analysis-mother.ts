import type { AnalysisContent } from '../../src/domain/analysis/analysis-content';
import type { Drawing } from '../../src/domain/analysis/drawing';

/** Object mother for the studio: drawings and analysis content. */
export const aDrawing = (overrides: Partial<Drawing> = {}): Drawing => ({
  id: 'drawing-1',
  kind: 'line',
  points: [
    { x: 0.1, y: 0.1 },
    { x: 0.5, y: 0.5 },
  ],
  colour: '#ff3b30',
  strokeWidth: 4,
  range: { start: 1, end: 2 },
  ...overrides,
});

export const someContent = (overrides: Partial<AnalysisContent> = {}): AnalysisContent => ({
  drawings: [aDrawing()],
  comments: [{ id: 'comment-1', at: 1.5, text: 'Toss the ball a little further forward.' }],
  summary: 'A solid serve; move the toss forward and finish higher.',
  compare: null,
  ...overrides,
});
