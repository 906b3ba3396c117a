import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enter, person, settle, UI_TIMEOUT } from '../drivers';
import { createTestWorld, renderApp, seedAccount } from '../../support/test-app';

async function openAsAdmin() {
  const world = createTestWorld({ seedDemo: true });
  const admin = seedAccount(world, { email: 'boss@example.com', first_name: 'Bo', last_name: 'Boss', is_admin: true, profileIsAdmin: true });
  world.backend.auth.startSessionFor(admin.email);
  renderApp(world, '/admin/demo-creator');
  await settle(world);
  await screen.findByText('No demo data.', undefined, { timeout: 10_000 });
  return { world, user: person() };
}

const counts = () => screen.getByLabelText('Demo counts');

describe('Issue 12 /admin/demo-creator', () => {
  it('R2.4 Issue 12 creates pending applicants, athletes and submissions at every status, counts and lists them', async () => {
    const { world, user } = await openAsAdmin();
    // Each tile shows "How many" and "Create" under its title; their names say of what, starting with the words shown.
    expect(screen.getByRole('button', { name: 'Create pending applicants' })).toHaveTextContent(/^Create$/);
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'How many pending applicants' }).labels?.[0]).toHaveTextContent(/^How many$/);
    await user.clear(screen.getByLabelText('How many pending applicants'));
    await enter(user, 'How many pending applicants', '2');
    await user.click(screen.getByRole('button', { name: 'Create pending applicants' }));
    await settle(world);
    await user.click(screen.getByRole('button', { name: 'Create submissions at every status' }));
    await settle(world);

    expect(counts()).toHaveTextContent('1 verified pros · 2 pending applicants · 1 athletes · 7 submissions · 0 success stories');
    const listed = within(screen.getByRole('list', { name: 'Demo data created' })).getAllByRole('listitem');
    expect(listed).toHaveLength(11);
    expect(listed.map((li) => li.textContent)).toEqual(expect.arrayContaining(['Submission: in review', 'Submission: refunded']));
    const pending = [...world.backend.pros.pros.values()].filter((p) => p.verificationStatus === 'pending');
    expect(pending).toHaveLength(3);
  }, UI_TIMEOUT.timeout);

  it('R2.4 Issue 12 "Wipe demo data" asks first, then removes only what was created here (the seed stays)', async () => {
    const { world, user } = await openAsAdmin();
    const seededPros = world.backend.pros.pros.size;
    const seededProfiles = world.backend.profiles.all().length;
    await user.click(screen.getByRole('button', { name: 'Create verified pros' }));
    await settle(world);
    await user.click(screen.getByRole('button', { name: 'Create athletes' }));
    await settle(world);
    expect(world.backend.pros.pros.size).toBe(seededPros + 1);

    await user.click(screen.getByRole('button', { name: 'Wipe demo data' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(world.backend.adminTools.demoRecords).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Wipe demo data' }));
    await user.click(screen.getByRole('button', { name: 'Yes, wipe demo data' }));
    await settle(world);

    expect(await screen.findByText('No demo data.')).toBeInTheDocument();
    expect(counts()).toHaveTextContent('0 verified pros · 0 pending applicants · 0 athletes · 0 submissions · 0 success stories');
    expect(world.backend.pros.pros.size).toBe(seededPros);
    expect(world.backend.profiles.all()).toHaveLength(seededProfiles);
    expect(world.backend.pros.pros.get('demo-applicant-0001')?.verificationStatus).toBe('pending');
  }, UI_TIMEOUT.timeout);

  it('R2.4 Issue 12 creates a published success story of a demo athlete and a demo pro; "Wipe demo data" removes it and keeps the seeded stories', async () => {
    const { world, user } = await openAsAdmin();
    const published = async () => {
      const stories = await world.backend.content.stories.listPublished();
      if (!stories.ok) throw new Error(stories.error.message);
      return stories.value;
    };
    const seeded = (await published()).map((s) => s.id);
    await user.click(screen.getByRole('button', { name: 'Create a success story' }));
    await settle(world);

    expect(counts()).toHaveTextContent('1 verified pros · 0 pending applicants · 1 athletes · 0 submissions · 1 success stories');
    const listed = within(screen.getByRole('list', { name: 'Demo data created' })).getAllByRole('listitem').map((li) => li.textContent);
    const story = (await published()).find((s) => !seeded.includes(s.id))!;
    expect(listed).toContain(`Success story: ${story.athleteName} with ${story.proName}`);
    expect(story).toMatchObject({ published: true, proId: expect.any(String) });
    expect(world.backend.pros.pros.get(story.proId!)?.sports).toContain(story.sport);

    await user.click(screen.getByRole('button', { name: 'Wipe demo data' }));
    await user.click(screen.getByRole('button', { name: 'Yes, wipe demo data' }));
    await settle(world);
    expect(await screen.findByText('No demo data.')).toBeInTheDocument();
    expect((await published()).map((s) => s.id)).toEqual(seeded);
  }, UI_TIMEOUT.timeout);

  it('R2.4 Issue 12 a count out of range is refused and the refusal shown; nothing is created', async () => {
    const { world, user } = await openAsAdmin();
    await user.clear(screen.getByLabelText('How many athletes'));
    await enter(user, 'How many athletes', '11');
    await user.click(screen.getByRole('button', { name: 'Create athletes' }));
    await settle(world);
    expect(await screen.findByText('Create between 1 and 10 at a time.')).toBeInTheDocument();
    expect(world.backend.adminTools.demoRecords).toEqual([]);
  }, UI_TIMEOUT.timeout);
});
