import type { Drawing } from '../../domain/analysis/drawing';

/**
 * The home page's analysed frame: an illustrated sprint frame (scripts/home-frame/scene.svg; no
 * footage we may publish is in the repository yet) marked up as a pro marks a clip up in the
 * studio. scripts/make-home-frame.mjs draws these drawings with the studio's own shapes
 * (StaticDrawings) onto the frame and writes analysed-frame.webp; the page only shows that image,
 * so the studio's code stays out of the home page's JavaScript.
 */
export const SHOWCASE_SIZE = { width: 960, height: 540 } as const;

/** When on the clip the frame is (seconds); every drawing shows then. */
export const SHOWCASE_TIME = 1.2;

const px = (x: number, y: number) => ({ x: x / SHOWCASE_SIZE.width, y: y / SHOWCASE_SIZE.height });
const range = { start: 1, end: 2 };

export const SHOWCASE_DRAWINGS: readonly Drawing[] = [
  // The knee of the driving leg: hip, knee, ankle.
  { id: 'knee', kind: 'angle', points: [px(462, 298), px(545, 330), px(520, 420)], colour: '#ffcc00', strokeWidth: 8, range },
  // The trunk's lean, from the hip through the shoulder.
  { id: 'trunk', kind: 'line', points: [px(452, 338), px(501, 146)], colour: '#ffffff', strokeWidth: 6, range },
  // Where the drive should go.
  { id: 'drive', kind: 'arrow', points: [px(602, 258), px(762, 238)], colour: '#ff3b30', strokeWidth: 8, range },
  { id: 'note', kind: 'text', points: [px(572, 172)], colour: '#ffffff', strokeWidth: 4, range, text: 'Drive the knee forward' },
];

/** What the picture shows, for people who cannot see it (tests/ui/pages/home-showcase.test.ts checks the angle against the drawing). */
export const SHOWCASE_ALT =
  'An illustrated sprinter in mid-stride, marked up with the ClipCoach studio’s tools: the knee of the driving leg measured at 96°, a line along the forward lean of the trunk, and a red arrow with the note "Drive the knee forward".';
