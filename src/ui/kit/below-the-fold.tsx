import type { ReactNode } from 'react';
import { useViewportStage } from '../hooks/use-viewport-stage';

/**
 * A part of a page below the fold that costs the first paint nothing and asks for its data only
 * when it scrolls near (issue 13: JavaScript and LCP of `/`). Until then it holds `standIn`, a
 * stand-in of the real thing's size, rendered in the task right after the first paint (before anyone
 * can scroll to it), so the page below does not move when the real thing arrives. In view at the
 * first paint, the stand-in paints with the page and the real thing follows at once, rendered in
 * the background.
 */
export function BelowTheFold({ standIn, children }: { standIn: ReactNode; children: ReactNode }) {
  const [ref, stage] = useViewportStage<HTMLDivElement>();
  if (stage === 'near') return children;
  return <div ref={ref}>{stage === 'placed' ? standIn : null}</div>;
}
