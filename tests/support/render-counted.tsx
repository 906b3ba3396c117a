import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Profiler, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ContainerProvider } from '../../src/ui/app/container-context';
import { createQueryClient } from '../../src/ui/app/query-client';
import { AuthProvider } from '../../src/ui/auth/auth-context';
import type { TestWorld } from './test-app';

/**
 * Renders each reader in the app's providers (the container, the query cache, the auth state, a
 * router), each in a Profiler; returns how often each rendered so far: what a component reading
 * the auth state costs on each change.
 */
export function renderCounted<K extends string>(world: TestWorld, readers: Record<K, ComponentType>): Record<K, number> {
  const renders = Object.fromEntries(Object.keys(readers).map((id) => [id, 0])) as Record<K, number>;
  render(
    <ContainerProvider container={world.container}>
      <QueryClientProvider client={createQueryClient(world.clock)}>
        <AuthProvider>
          <MemoryRouter>
            {(Object.entries(readers) as [K, ComponentType][]).map(([id, Reader]) => (
              <Profiler key={id} id={id} onRender={() => (renders[id] += 1)}>
                <Reader />
              </Profiler>
            ))}
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>
    </ContainerProvider>,
  );
  return renders;
}
