import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { aMemoryBrowser, anEmbeddedBrowser, type OnboardingBackendWorld } from './support/onboarding-backends';

const BIO = 'Twelve years coaching juniors and adults on the serve.';

describe.each([
  ['memory', aMemoryBrowser],
  ['embedded (IndexedDB)', anEmbeddedBrowser],
])('/onboarding/pro keeps every step on the %s backend', (_name, aBrowser: () => OnboardingBackendWorld) => {
  let world: OnboardingBackendWorld;
  afterEach(() => world.dispose());

  it('fill step 1, leave, come back: the answers are there and the pro resumes at step 2', async () => {
    world = aBrowser();
    const userId = await world.signIn();
    await world.openApp('/onboarding/pro');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Display name'), 'Coach Carla');
    await user.type(screen.getByLabelText('Headline'), 'Tennis serve specialist');
    await user.type(screen.getByLabelText('Bio'), BIO);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('checkbox', { name: 'Tennis' })).not.toBeChecked();

    // Stored as a draft with only the profile step filled.
    expect(await world.storedApplication(userId)).toMatchObject({
      verificationStatus: 'draft',
      displayName: 'Coach Carla',
      headline: 'Tennis serve specialist',
      bio: BIO,
      sports: [],
      priceCents: 0,
    });

    // Leave: the app is closed; come back: a fresh app over the same data.
    await world.openApp('/dashboard');
    await world.openApp('/onboarding/pro');
    expect(await screen.findByRole('listitem', { current: 'step' })).toHaveTextContent('2. Sports and price');
    expect(screen.getByLabelText('Years of experience')).toHaveValue('');
    expect(screen.getByLabelText('Price per analysis (USD)')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Display name')).toHaveValue('Coach Carla');
    expect(screen.getByLabelText('Headline')).toHaveValue('Tennis serve specialist');
    expect(screen.getByLabelText('Bio')).toHaveValue(BIO);
  });

  it('step 2 is kept too: sports, experience, price and turnaround come back after leaving', async () => {
    world = aBrowser();
    const userId = await world.signIn();
    await world.openApp('/onboarding/pro');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Display name'), 'Coach Carla');
    await user.type(screen.getByLabelText('Headline'), 'Tennis serve specialist');
    await user.type(screen.getByLabelText('Bio'), BIO);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Golf' }));
    await user.type(screen.getByLabelText('Years of experience'), '0');
    await user.type(screen.getByLabelText('Price per analysis (USD)'), '45');
    await user.selectOptions(screen.getByLabelText('Turnaround'), '72');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByLabelText('Identity document')).toBeInTheDocument();
    expect(await world.storedApplication(userId)).toMatchObject({ sports: ['Golf'], yearsExperience: 0, priceCents: 4500, turnaroundHours: 72 });

    await world.openApp('/onboarding/pro');
    expect(await screen.findByRole('listitem', { current: 'step' })).toHaveTextContent('3. Credentials');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('checkbox', { name: 'Golf' })).toBeChecked();
    expect(screen.getByLabelText('Years of experience')).toHaveValue('0');
    expect(screen.getByLabelText('Price per analysis (USD)')).toHaveValue('45.00');
    expect(screen.getByLabelText('Turnaround')).toHaveValue('72');
  });
});
