import type { Container } from 'inversify';
import type { AppInfo } from '../application/ports/tokens';
import { bindFeatures } from './bind-features';
import { createCoreContainer, type BackendAdapters, type Platform } from './core-container';

export { STORAGE_GATEWAY, type BackendAdapters, type Platform } from './core-container';

/** The whole container at once (tests, tools): the core and every feature bound. The app's bootstrap binds the features lazily. */
export function createContainer(unobserved: BackendAdapters, platform: Platform, info: AppInfo): Container {
  const { container, backend } = createCoreContainer(unobserved, platform, info);
  bindFeatures(container, backend);
  return container;
}
