import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestWorld, renderApp, type TestWorld } from '../../support/test-app';
import { findPageHeading, person, UI_TIMEOUT } from '../drivers';
import { carlaAndSam, drawingsOnFrame, loadClip, settle } from './studio-drivers';

type Person = ReturnType<typeof person>;

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through the page. */
async function tabTo(user: Person, target: () => Element, options: { back?: boolean; most?: number } = {}) {
  for (let presses = 0; presses < (options.most ?? 80); presses++) {
    await user.keyboard(options.back ? '{Shift>}{Tab}{/Shift}' : '{Tab}');
    if (document.activeElement === target()) return;
  }
  throw new Error(`Tab never reached ${target().outerHTML.slice(0, 80)} (focus on ${document.activeElement?.outerHTML.slice(0, 80)}).`);
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Drawing tools' });
const tool = (name: string) => within(toolbar()).getByRole('button', { name });
const drawingSurface = () => screen.getByRole('application', { name: 'Drawing surface' });
const cursorSays = () => screen.getByRole('status', { name: 'Drawing cursor' }).textContent;
const sketchUnderWay = () => drawingSurface().querySelector('[data-sketch]');
const listed = () => within(screen.getByRole('list', { name: 'Drawings' })).getAllByRole('listitem').map((item) => item.textContent);

/** The studio open on a loaded clip; the keyboard picks `toolName` in the toolbar (its Tab stop, then the arrow keys and Enter) and comes back to the drawing surface. */
async function openWithTool(toolName: string) {
  const world = createTestWorld();
  await carlaAndSam(world, 'in_review');
  // The drawing layer 640 × 360 px on screen (jsdom lays nothing out), so the cursor and the drawing under way are drawn.
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return this instanceof SVGSVGElement ? 640 : 0;
  });
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return this instanceof SVGSVGElement ? 360 : 0;
  });
  renderApp(world, '/submissions/sub-1/analysis');
  await findPageHeading('Analysis studio');
  const fake = await loadClip(world);
  const user = person();
  // From the player (where a keyboard user lands first in the studio) to the tools' one Tab stop.
  act(() => screen.getByRole('region', { name: 'Video player' }).focus());
  await tabTo(user, () => tool('Select'));
  await pickTool(user, toolName);
  await tabTo(user, drawingSurface, { back: true });
  return { world, fake, user };
}

async function pickTool(user: Person, name: string) {
  const order = within(toolbar()).getAllByRole('button').map((button) => button.textContent);
  const from = order.indexOf(document.activeElement?.textContent ?? '');
  await user.keyboard('{ArrowRight}'.repeat((order.indexOf(name) - from + order.length) % order.length));
  expect(tool(name)).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(tool(name)).toHaveAttribute('aria-pressed', 'true');
}

const stored = (world: TestWorld) => world.backend.analyses.analyses.get('sub-1')?.content.drawings ?? [];

afterEach(() => vi.restoreAllMocks());

describe('Issue 13 the studio\'s tools from the keyboard alone', () => {
  it('Issue 13 a line: the arrow keys move the cursor on the drawing surface (read out "x %, y %"; Shift for 10 %), Enter sets each end; the player does not step meanwhile; Escape drops a drawing under way', UI_TIMEOUT, async () => {
    const { world, fake, user } = await openWithTool('Line');
    await user.keyboard('{Enter}');
    expect(cursorSays()).toBe('Point placed at 50 %, 50 %.');
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(cursorSays()).toBe('70 %, 45 %');
    const crosshair = drawingSurface().querySelector('[data-keyboard-cursor] circle')!;
    expect([crosshair.getAttribute('cx'), crosshair.getAttribute('cy')]).toEqual(['448', '162']);
    // The line follows the cursor while it is under way, as it follows a drag.
    expect(sketchUnderWay()).not.toBeNull();
    await user.keyboard('{Enter}');
    expect(cursorSays()).toBe('Line drawn.');
    expect(drawingsOnFrame().map((d) => d.getAttribute('aria-label'))).toEqual(['Line']);
    expect(listed()).toEqual([expect.stringContaining('Line from 50 %, 50 % to 70 %, 45 % · until 0:01.0')]);
    expect(stored(world)).toEqual([]);
    await settle(world, 2_000);
    expect(stored(world)).toMatchObject([{ kind: 'line', points: [{ x: 0.5, y: 0.5 }, { x: 0.7, y: 0.45 }], range: { start: 0, end: 1 } }]);
    // ← and → stayed with the cursor: the paused player is still on its first frame.
    await settle(world, 100);
    expect(fake.shownFrame).toBe(0);

    await user.keyboard('{Enter}{ArrowDown}{ArrowDown}');
    expect(sketchUnderWay()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(cursorSays()).toBe('Drawing cancelled.');
    expect(sketchUnderWay()).toBeNull();
    expect(drawingsOnFrame()).toHaveLength(1);
  });

  it('Issue 13 an angle: three presses of Enter set its arm, vertex and arm; its degrees show while the second arm moves, and the list reads them; the studio lists its keys', UI_TIMEOUT, async () => {
    const { user } = await openWithTool('Angle');
    // First arm's end at (50 %, 20 %), the vertex at (50 %, 50 %), the second arm to (80 %, 20 %).
    await user.keyboard('{Shift>}{ArrowUp}{ArrowUp}{ArrowUp}{/Shift}{Enter}');
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowDown}{/Shift}{Enter}');
    expect(cursorSays()).toBe('Vertex placed at 50 %, 50 %.');
    await user.keyboard('{Shift>}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}');
    // On a 16:9 frame the second arm leans 61° from the first (45° if the frame were square).
    expect(screen.getByText('Angle: 61°')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(cursorSays()).toBe('Angle drawn.');
    expect(drawingsOnFrame().map((d) => d.getAttribute('aria-label'))).toEqual(['Angle 61°']);
    expect(listed()).toEqual([expect.stringContaining('Angle 61°, vertex 50 %, 50 % (arms to 50 %, 20 % and 80 %, 20 %)')]);

    // The keys are listed in the studio's "Keyboard: drawing tools" section, and told to a screen reader on the surface.
    const keys = screen.getByRole('table', { name: 'Drawing tool keys' }).textContent ?? '';
    for (const words of ['move the cursor by 1 %', 'Move by 10 %', 'three for Angle', 'Freehand: Enter starts the stroke', 'Cancel the drawing under way', 'Delete the selected drawing', 'Undo']) expect(keys).toContain(words);
    expect(drawingSurface()).toHaveAccessibleDescription(/Arrow keys move the cursor/);
  });

  it('Issue 13 Select by keyboard: a drawing picked in the list, moved with the arrow keys on the surface (one undo step), deleted with Delete; Ctrl+Z brings each back; Enter picks the drawing under the cursor, Escape lets it go', UI_TIMEOUT, async () => {
    const { world, user } = await openWithTool('Rectangle');
    await user.keyboard('{Enter}{Shift>}{ArrowRight}{ArrowDown}{/Shift}{Enter}');
    expect(listed()).toEqual([expect.stringContaining('Rectangle corners 50 %, 50 % and 60 %, 60 %')]);

    // The list is the keyboard's way to a drawing: Tab to it, Enter selects it (and the Select tool).
    const pick = () => screen.getByRole('button', { name: 'Select the rectangle at 0:00.0' });
    await tabTo(user, pick);
    await user.keyboard('{Enter}');
    expect(tool('Select')).toHaveAttribute('aria-pressed', 'true');
    expect(listed()).toEqual([expect.stringContaining('(selected)')]);

    await tabTo(user, drawingSurface, { back: true });
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Shift>}{ArrowUp}{/Shift}');
    expect(listed()).toEqual([expect.stringContaining('Rectangle corners 48 %, 40 % and 58 %, 50 %')]);
    await user.keyboard('{Control>}z{/Control}');
    expect(listed()).toEqual([expect.stringContaining('Rectangle corners 50 %, 50 % and 60 %, 60 %')]);

    await user.keyboard('{Delete}');
    expect(cursorSays()).toBe('Drawing deleted.');
    expect(drawingsOnFrame()).toHaveLength(0);
    expect(screen.getByText('No drawings yet. Pick a tool and draw on the frame.')).toBeInTheDocument();
    await user.keyboard('{Control>}z{/Control}');
    expect(drawingsOnFrame().map((d) => d.getAttribute('aria-label'))).toEqual(['Rectangle']);
    // Enter picks the drawing under the cursor (still on the corner it drew); Escape lets it go.
    expect(listed()).toEqual([expect.not.stringContaining('(selected)')]);
    await user.keyboard('{Enter}');
    expect(cursorSays()).toBe('Rectangle selected.');
    expect(listed()).toEqual([expect.stringContaining('(selected)')]);
    await user.keyboard('{Escape}');
    expect(cursorSays()).toBe('Selection cleared.');
    expect(listed()).toEqual([expect.not.stringContaining('(selected)')]);
    await settle(world, 2_000);
    expect(stored(world)).toMatchObject([{ kind: 'rectangle', points: [{ x: 0.5, y: 0.5 }, { x: 0.6, y: 0.6 }] }]);
  });

  it('Issue 13 Text asks for its words at the cursor and gives focus back to the surface; Freehand: Enter starts, the arrow keys trace, Enter ends', UI_TIMEOUT, async () => {
    const { user } = await openWithTool('Text');
    await user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}{Enter}');
    expect(screen.getByLabelText('Text to show')).toHaveFocus();
    await user.keyboard('Elbow up{Enter}');
    expect(drawingSurface()).toHaveFocus();
    expect(listed()).toEqual([expect.stringContaining('Text: Elbow up at 30 %, 50 %')]);

    await tabTo(user, () => tool('Text'));
    await pickTool(user, 'Freehand');
    await tabTo(user, drawingSurface, { back: true });
    await user.keyboard('{Enter}{ArrowRight}{ArrowRight}{ArrowDown}{ArrowDown}{Enter}');
    expect(cursorSays()).toBe('Freehand drawn.');
    expect(listed()).toEqual([expect.stringContaining('Text: Elbow up'), expect.stringContaining('Freehand from 30 %, 50 % to 32 %, 52 %, 5 points')]);
  });
});
