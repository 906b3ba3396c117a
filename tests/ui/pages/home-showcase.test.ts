import { describe, expect, it } from 'vitest';
import { angleOf, drawingsAt, validateDrawing } from '../../../src/domain/analysis/drawing';
import { formatAngle } from '../../../src/domain/analysis/geometry';
import { SHOWCASE_ALT, SHOWCASE_DRAWINGS, SHOWCASE_SIZE, SHOWCASE_TIME } from '../../../src/ui/pages/home-showcase';

describe('Issue 13 the home page’s analysed frame', () => {
  it('is made of drawings the studio itself would accept, all shown at the frame’s time', () => {
    for (const drawing of SHOWCASE_DRAWINGS) expect(validateDrawing(drawing), drawing.id).toBeNull();
    expect(drawingsAt(SHOWCASE_DRAWINGS, SHOWCASE_TIME)).toHaveLength(SHOWCASE_DRAWINGS.length);
  });

  it('its text alternative states the angle the studio measures on the picture', () => {
    const angle = SHOWCASE_DRAWINGS.find((drawing) => drawing.kind === 'angle')!;
    const degrees = angleOf(angle, SHOWCASE_SIZE.width / SHOWCASE_SIZE.height)!;
    expect(SHOWCASE_ALT).toContain(formatAngle(degrees));
  });
});
