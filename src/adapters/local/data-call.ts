import type { FaultScope } from '../../application/ports/fault-injection.port';
import { err, type Result } from '../../domain/result';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { SIMULATED_FAULT_MESSAGE, type LocalFaultInjector } from './fault-injector';
import { toLocalStorageError } from './local-database';

/**
 * One data call of the embedded backend: the fault injected for its scope first (clipcoach:faults),
 * then the work; an IndexedDB failure becomes the domain's data error (a full disk says so).
 */
export async function dataCall<T>(faults: LocalFaultInjector, scope: FaultScope, work: () => Promise<Result<T, DataError>>): Promise<Result<T, DataError>> {
  try {
    if (await faults.shouldFail(scope)) return err(dataErrors.unavailable(SIMULATED_FAULT_MESSAGE));
    return await work();
  } catch (error) {
    const failure = toLocalStorageError(error);
    return err(failure.reason === 'quota' ? dataErrors.quota() : dataErrors.failed(failure.message));
  }
}
