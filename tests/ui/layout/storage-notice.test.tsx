import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPES} from '../../../src/application/ports/tokens';
import { createTestWorld, renderApp } from '../../support/test-app';

describe('the storage notice', () => {
  it('keeps telling, on every page, that nothing survives a reload when the browser cannot store data', async () => {
    const world = createTestWorld();
    const info = world.get(TYPES.AppInfo);
    world.container.rebind(TYPES.AppInfo).toConstantValue({ ...info, notice: 'Your changes will be lost when you close or reload this tab.' });
    renderApp(world, '/about');
    expect(await screen.findByText("ClipCoach can't store data in this browser.")).toBeInTheDocument();
    expect(screen.getByText(/Your changes will be lost when you close or reload this tab\./)).toBeInTheDocument();
  });

  it('says nothing when storage works', async () => {
    const world = createTestWorld();
    renderApp(world, '/about');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByText("ClipCoach can't store data in this browser.")).not.toBeInTheDocument();
  });
});
