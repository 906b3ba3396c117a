import { act, fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { TYPES } from '../../../src/application/ports/tokens';
import { ok } from '../../../src/domain/result';
import type { SubmissionStatus } from '../../../src/domain/submissions/submission';
import { FakeVideo } from '../../support/fake-video';
import { aPro } from '../../support/pro-mother';
import type { TestWorld } from '../../support/test-app';
import { signedIn } from '../drivers';

/** The studio's test steps: the pro and the athlete, the clip on a fake <video>, the drawing surface and drags on it. */

export const settle = (world: TestWorld, ms = 0) => act(() => world.clock.advanceBy(ms));

/** Coach Carla (the pro) and the athlete Sam; `as` says who is signed in at the end. */
export async function carlaAndSam(world: TestWorld, status: SubmissionStatus, as: 'pro' | 'athlete' = 'pro') {
  const pro = signedIn(world, { email: 'carla@example.com', first_name: 'Carla', last_name: 'Coach' });
  world.backend.pros.put(aPro({ id: pro.user.id, displayName: 'Coach Carla', sports: ['Tennis'] }));
  const athlete = signedIn(world, { email: 'sam@example.com', first_name: 'Sam', last_name: 'Sprinter' });
  world.backend.pros.submissionTables.seed({ id: 'sub-1', athlete_id: athlete.user.id, pro_id: pro.user.id, status, paid: true });
  if (as === 'pro') world.backend.auth.startSessionFor(pro.email);
  await settle(world, 100);
  // The seeded submission's clip has no stored file: the player gets a URL and a fake <video>.
  vi.spyOn(world.get(TYPES.VideoLibrary), 'playbackUrl').mockResolvedValue(ok('/clip.mp4'));
  return { proId: pro.user.id, athleteId: athlete.user.id, proEmail: pro.email, athleteEmail: athlete.email };
}

/** The clip under analysis: 30 fps, 90 frames, on the virtual clock; the surface 640 × 360 px on screen. */
export async function loadClip(world: TestWorld, name = 'Clip under analysis') {
  const video = await screen.findByLabelText(name, {}, { timeout: 4_000 });
  const fake = new FakeVideo(video, world.clock, { fps: 30, frameCount: 90 });
  fake.install();
  act(() => fake.loadMetadata());
  await settle(world, 2_000);
  return fake;
}

export function surface(): HTMLElement {
  const element = screen.getByRole('application', { name: 'Drawing surface' });
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 640, height: 360, right: 640, bottom: 360, x: 0, y: 0, toJSON: () => ({}) });
  return element;
}

/** A drag on the surface, in screen pixels (the surface is 640 × 360 at the page's top left). */
export function drag(element: HTMLElement, from: [number, number], to: [number, number], pointerType = 'mouse') {
  fireEvent.pointerDown(element, { clientX: from[0], clientY: from[1], pointerId: 1, button: 0, pointerType });
  fireEvent.pointerMove(element, { clientX: (from[0] + to[0]) / 2, clientY: (from[1] + to[1]) / 2, pointerId: 1, pointerType });
  fireEvent.pointerMove(element, { clientX: to[0], clientY: to[1], pointerId: 1, pointerType });
  fireEvent.pointerUp(element, { clientX: to[0], clientY: to[1], pointerId: 1, pointerType });
}

export const drawingsOnFrame = () => within(screen.getByRole('application', { name: 'Drawing surface' })).queryAllByRole('img');
