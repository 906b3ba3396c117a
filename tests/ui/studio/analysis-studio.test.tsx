import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createTestWorld, renderApp } from '../../support/test-app';
import { findPageHeading, person, UI_TIMEOUT } from '../drivers';
import { carlaAndSam, drag, drawingsOnFrame, loadClip, settle, surface } from './studio-drivers';

afterEach(() => vi.restoreAllMocks());

describe('Issue 11 the analysis studio (/submissions/:id/analysis)', () => {
  it('Issue 11 the pro draws a line with the pointer; it is stored relative to the frame, pinned from the current frame to one second after, and saves itself ("Saving…" then "Saved")', UI_TIMEOUT, async () => {
    const world = createTestWorld();
    await carlaAndSam(world, 'in_review');
    renderApp(world, '/submissions/sub-1/analysis');
    await findPageHeading('Analysis studio');
    await loadClip(world);
    // What the athlete asked stays in view beside the notes: the analysis answers it.
    expect(within(screen.getByRole('region', { name: "The athlete's question" })).getByText('Is my serve toss too far forward?')).toBeInTheDocument();
    const user = person();
    const tools = screen.getByRole('toolbar', { name: 'Drawing tools' });
    expect(within(tools).getAllByRole('button').map((b) => b.textContent)).toEqual(['Select', 'Line', 'Arrow', 'Circle', 'Rectangle', 'Freehand', 'Text', 'Angle']);
    await user.click(within(tools).getByRole('button', { name: 'Line' }));
    expect(within(tools).getByRole('button', { name: 'Line' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(tools).getByRole('button', { name: 'Select' })).toHaveAttribute('aria-pressed', 'false');

    // Two seconds in: frame 60.
    fireEvent.change(screen.getByRole('slider', { name: 'Position' }), { target: { value: '60' } });
    await settle(world, 100);
    drag(surface(), [64, 36], [320, 180], 'touch');
    expect(drawingsOnFrame().map((d) => d.getAttribute('aria-label'))).toEqual(['Line']);
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    await settle(world, 2_000);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    const stored = world.backend.analyses.analyses.get('sub-1')!;
    expect(stored.content.drawings).toHaveLength(1);
    expect(stored.content.drawings[0]).toMatchObject({ kind: 'line', points: [{ x: 0.1, y: 0.1 }, { x: 0.5, y: 0.5 }], range: { start: 2, end: 3 } });
    // A marker on the scrubber for the drawing.
    expect(within(screen.getByRole('list', { name: 'Markers' })).getByRole('button', { name: /^Line drawing at 00:02\.000/ })).toBeInTheDocument();

    // Shown inside its range only.
    fireEvent.change(screen.getByRole('slider', { name: 'Position' }), { target: { value: '57' } });
    await settle(world, 100);
    expect(drawingsOnFrame()).toHaveLength(0);
  });

  it('Issue 11 the Angle tool takes three points and shows the angle in degrees while dragging and after', UI_TIMEOUT, async () => {
    const world = createTestWorld();
    await carlaAndSam(world, 'in_review');
    renderApp(world, '/submissions/sub-1/analysis');
    await findPageHeading('Analysis studio');
    await loadClip(world);
    await person().click(screen.getByRole('button', { name: 'Angle' }));
    const element = surface();
    // First arm: from (0.5, 0.1) to the vertex (0.5, 0.5); then the second arm towards (0.9, 0.5) on a 16:9 frame.
    drag(element, [320, 36], [320, 180]);
    fireEvent.pointerDown(element, { clientX: 320, clientY: 180, pointerId: 2, button: 0, pointerType: 'mouse' });
    fireEvent.pointerMove(element, { clientX: 576, clientY: 180, pointerId: 2, pointerType: 'mouse' });
    expect(screen.getByText('Angle: 90°')).toBeInTheDocument();
    fireEvent.pointerUp(element, { clientX: 576, clientY: 180, pointerId: 2, pointerType: 'mouse' });
    expect(drawingsOnFrame().map((d) => d.getAttribute('aria-label'))).toEqual(['Angle 90°']);
    expect(within(element).getByText('90°')).toBeInTheDocument();
  });

  it('Issue 11 the tools work from the keyboard: one Tab stop, arrow keys move, Enter presses; Ctrl+Z and Ctrl+Shift+Z in the player undo and redo; Delete removes the selection', UI_TIMEOUT, async () => {
    const world = createTestWorld();
    await carlaAndSam(world, 'in_review');
    renderApp(world, '/submissions/sub-1/analysis');
    await findPageHeading('Analysis studio');
    await loadClip(world);
    const user = person();
    const tools = screen.getByRole('toolbar', { name: 'Drawing tools' });
    const buttons = within(tools).getAllByRole('button');
    expect(buttons.map((b) => b.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1, -1]);
    act(() => buttons[0]!.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(buttons[3]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(tools).getByRole('button', { name: 'Circle' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{End}');
    expect(buttons[7]).toHaveFocus();

    drag(surface(), [320, 180], [384, 180]);
    expect(drawingsOnFrame().map((d) => d.getAttribute('aria-label'))).toEqual(['Circle']);
    act(() => screen.getByRole('region', { name: 'Video player' }).focus());
    await user.keyboard('{Control>}z{/Control}');
    expect(drawingsOnFrame()).toHaveLength(0);
    await user.keyboard('{Control>}{Shift>}Z{/Shift}{/Control}');
    expect(drawingsOnFrame()).toHaveLength(1);

    // Select it from the list (keyboard), then Delete on the surface.
    await user.click(screen.getByRole('button', { name: 'Select the circle at 0:00.0' }));
    expect(within(tools).getByRole('button', { name: 'Select' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Shows from')).toHaveValue(0);
    act(() => surface().focus());
    await user.keyboard('{Delete}');
    expect(drawingsOnFrame()).toHaveLength(0);
  });

  it('Issue 11 the selected drawing\'s time range is edited ("Shows from" … "until") and it then shows only inside it', UI_TIMEOUT, async () => {
    const world = createTestWorld();
    await carlaAndSam(world, 'in_review');
    renderApp(world, '/submissions/sub-1/analysis');
    await findPageHeading('Analysis studio');
    await loadClip(world);
    const user = person();
    await user.click(screen.getByRole('button', { name: 'Rectangle' }));
    drag(surface(), [100, 100], [200, 200]);
    await user.click(screen.getByRole('button', { name: 'Select' }));
    fireEvent.pointerDown(surface(), { clientX: 100, clientY: 150, pointerId: 3, button: 0, pointerType: 'pen' });
    fireEvent.pointerUp(surface(), { clientX: 100, clientY: 150, pointerId: 3, pointerType: 'pen' });
    const until = screen.getByLabelText('until');
    await user.clear(until);
    await user.type(until, '2.5');
    await user.click(screen.getByRole('button', { name: 'Apply times' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Position' }), { target: { value: '75' } });
    await settle(world, 100);
    expect(drawingsOnFrame()).toHaveLength(1);
    fireEvent.change(screen.getByRole('slider', { name: 'Position' }), { target: { value: '76' } });
    await settle(world, 100);
    expect(drawingsOnFrame()).toHaveLength(0);
  });

  it('Issue 11 comments are added at the current time, listed by time, and a click seeks there', UI_TIMEOUT, async () => {
    const world = createTestWorld();
    await carlaAndSam(world, 'in_review');
    renderApp(world, '/submissions/sub-1/analysis');
    await findPageHeading('Analysis studio');
    const fake = await loadClip(world);
    const user = person();
    const slider = screen.getByRole('slider', { name: 'Position' });
    fireEvent.change(slider, { target: { value: '60' } });
    await settle(world, 100);
    await user.type(screen.getByLabelText('Comment'), 'Elbow drops here.');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    fireEvent.change(slider, { target: { value: '15' } });
    await settle(world, 100);
    await user.type(screen.getByLabelText('Comment'), 'Good start.');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    const list = screen.getByRole('list', { name: 'Comments' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('0:00.5Good start.'), expect.stringContaining('0:02.0Elbow drops here.')]);
    await user.click(within(list).getByRole('button', { name: 'Go to 0:02.0' }));
    await settle(world, 100);
    expect(fake.shownFrame).toBe(60);
  });

  it('Issue 11 the save state reads "Offline — kept on this device" when the backend is out of reach, and "Saved" once it is back', UI_TIMEOUT, async () => {
    const world = createTestWorld();
    await carlaAndSam(world, 'in_review');
    renderApp(world, '/submissions/sub-1/analysis');
    await findPageHeading('Analysis studio');
    await loadClip(world);
    world.backend.analyses.offline = true;
    await person().type(screen.getByLabelText('Summary'), 'Toss');
    await settle(world, 2_000);
    expect(screen.getByText('Offline — kept on this device')).toBeInTheDocument();
    world.backend.analyses.offline = false;
    await settle(world, 5_000);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(world.backend.analyses.analyses.get('sub-1')?.content.summary).toBe('Toss');
  });

  it('Issue 11 "Deliver analysis" needs a summary (the reason is shown), asks for confirmation, then the analysis is read-only', UI_TIMEOUT, async () => {
    const world = createTestWorld();
    await carlaAndSam(world, 'in_review');
    renderApp(world, '/submissions/sub-1/analysis');
    await findPageHeading('Analysis studio');
    await loadClip(world);
    const user = person();
    const deliver = screen.getByRole('button', { name: 'Deliver analysis' });
    expect(deliver).toBeDisabled();
    expect(deliver).toHaveAccessibleDescription('Write a summary before delivering the analysis.');
    await user.type(screen.getByLabelText('Summary'), 'Move the toss forward.');
    expect(deliver).toBeEnabled();
    await user.click(deliver);
    await user.click(screen.getByRole('button', { name: 'Yes, deliver' }));
    await settle(world, 100);
    expect(await screen.findByText(/The analysis is read-only\./)).toBeInTheDocument();
    expect(world.backend.analyses.analyses.get('sub-1')?.status).toBe('delivered');
    expect(screen.queryByRole('toolbar', { name: 'Drawing tools' })).not.toBeInTheDocument();
    expect(screen.queryByRole('application', { name: 'Drawing surface' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Summary')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add comment' })).not.toBeInTheDocument();
    expect(screen.getByText('Move the toss forward.')).toBeInTheDocument();
  });

  it('Issue 11 a paid submission not yet in review: the pro starts the review first, then the studio opens', UI_TIMEOUT, async () => {
    const world = createTestWorld();
    await carlaAndSam(world, 'submitted');
    renderApp(world, '/submissions/sub-1/analysis');
    await findPageHeading('Analysis studio');
    await person().click(await screen.findByRole('button', { name: 'Start review' }));
    await settle(world, 100);
    expect(await screen.findByRole('toolbar', { name: 'Drawing tools' }, { timeout: 4_000 })).toBeInTheDocument();
  });

  it('Issue 11 the athlete (and anyone but the assigned pro and admins) gets a clear refusal', UI_TIMEOUT, async () => {
    const world = createTestWorld();
    await carlaAndSam(world, 'in_review', 'athlete');
    renderApp(world, '/submissions/sub-1/analysis');
    await findPageHeading('Analysis studio');
    expect(await screen.findByRole('heading', { name: 'You cannot open this analysis studio' }, { timeout: 4_000 })).toBeInTheDocument();
    expect(screen.getByText('Only the pro assigned to this submission can work on its analysis.')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Drawing tools' })).not.toBeInTheDocument();
  });
});

describe('Issue 11 the mobile studio (/submissions/:id/analysis-mobile)', () => {
  it('Issue 11 the same studio model in a touch layout: a finger draws, big step buttons, the tools in a bottom sheet', UI_TIMEOUT, async () => {
    const world = createTestWorld();
    await carlaAndSam(world, 'in_review');
    renderApp(world, '/submissions/sub-1/analysis-mobile');
    await findPageHeading('Analysis studio (mobile)');
    const fake = await loadClip(world);
    const user = person();
    expect(screen.queryByRole('toolbar', { name: 'Drawing tools' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: "The athlete's question" })).getByText('Is my serve toss too far forward?')).toBeInTheDocument();
    // One set of frame steps: the big buttons, not the player's own beside them.
    expect(within(screen.getByRole('group', { name: 'Frame steps' })).getAllByRole('button').map((button) => button.textContent?.trim())).toEqual(['Step back', 'Step forward', 'Fit the frame']);
    expect(screen.queryByRole('button', { name: 'Next frame' })).not.toBeInTheDocument();
    // Opening the sheet, which covers the lower half of the screen, brings the frame to the top of the screen, above it.
    const scrolled: Element[] = [];
    const jsdomScroll = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    onTestFinished(() => {
      if (jsdomScroll) Object.defineProperty(Element.prototype, 'scrollIntoView', jsdomScroll);
      else delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    await user.click(screen.getByRole('button', { name: 'Tools' }));
    expect(scrolled).toHaveLength(1);
    expect(within(scrolled[0] as HTMLElement).getByRole('region', { name: 'Video player' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('toolbar', { name: 'Drawing tools' })).getByRole('button', { name: 'Arrow' }));
    await user.click(screen.getByRole('button', { name: 'Step forward' }));
    await settle(world, 100);
    expect(fake.shownFrame).toBe(1);
    drag(surface(), [64, 36], [320, 180], 'touch');
    expect(drawingsOnFrame().map((d) => d.getAttribute('aria-label'))).toEqual(['Arrow']);
    await settle(world, 2_000);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(world.backend.analyses.analyses.get('sub-1')!.content.drawings[0]).toMatchObject({ kind: 'arrow', points: [{ x: 0.1, y: 0.1 }, { x: 0.5, y: 0.5 }] });

    // Two fingers zoom instead of drawing.
    const element = surface();
    fireEvent.pointerDown(element, { clientX: 270, clientY: 180, pointerId: 5, button: 0, pointerType: 'touch' });
    fireEvent.pointerDown(element, { clientX: 370, clientY: 180, pointerId: 6, button: 0, pointerType: 'touch' });
    fireEvent.pointerMove(element, { clientX: 420, clientY: 180, pointerId: 6, pointerType: 'touch' });
    fireEvent.pointerUp(element, { clientX: 420, clientY: 180, pointerId: 6, pointerType: 'touch' });
    fireEvent.pointerUp(element, { clientX: 270, clientY: 180, pointerId: 5, pointerType: 'touch' });
    expect(drawingsOnFrame()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Fit the frame' })).toBeEnabled();
  });
});
