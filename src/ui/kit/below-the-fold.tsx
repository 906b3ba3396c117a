import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useViewportStage } from '../hooks/use-viewport-stage';

// Until its stand-in is placed, the part holds a screen's height: what follows it on the page is
// then at least a screen further down, so a scroll in the page's first moments cannot bring it into
// view, to be pushed down when the stand-in takes its place (a portrait tablet at 4× CPU, scrolled
// half a screen as the heading showed: layout shift 0.17).
const reserveStyles = css`min-height: 100vh;`;

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
  return <div ref={ref} css={stage === 'far' ? reserveStyles : undefined}>{stage === 'placed' ? standIn : null}</div>;
}
