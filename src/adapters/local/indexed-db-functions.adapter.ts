import type { FunctionError, FunctionsGateway, ServerFunctionName } from '../../application/ports/functions.port';
import { SESSION_MISSING_MESSAGE } from '../../domain/auth/auth-errors';
import { err, ok, type Result } from '../../domain/result';
import { SIMULATED_FAULT_MESSAGE, type LocalFaultInjector } from './fault-injector';
import type { AccessTokenVerifier } from './jwt';
import type { LocalAuthServer } from './local-auth-server';
import { toLocalStorageError } from './local-database';
import type { IndexedDbProfileRepository } from './indexed-db-profile-repository.adapter';

const failure = (message: string): FunctionError => ({ kind: 'function', message });

/**
 * Server functions of the embedded backend. The caller is identified from their access token,
 * as an edge function would. `fix-permissions` re-derives the admin flag from the caller's
 * profile row (never from metadata or the request) and writes it into their metadata.
 */
export class IndexedDbFunctionsGateway implements FunctionsGateway {
  constructor(
    private readonly accessToken: () => Promise<string | null>,
    private readonly verifier: AccessTokenVerifier,
    private readonly server: LocalAuthServer,
    private readonly profiles: IndexedDbProfileRepository,
    private readonly faults: LocalFaultInjector,
  ) {}

  async invoke(name: ServerFunctionName): Promise<Result<unknown, FunctionError>> {
    try {
      if (await this.faults.shouldFail('functions')) return err(failure(SIMULATED_FAULT_MESSAGE));
      const token = await this.accessToken();
      if (!token) return err(failure(SESSION_MISSING_MESSAGE));
      const claims = await this.verifier.verify(token);
      if (!claims.ok) return err(failure(claims.error.message));
      switch (name) {
        case 'fix-permissions': {
          const isAdmin = (await this.profiles.getAsService(claims.value.sub))?.isAdmin === true;
          const written = await this.server.updateUserMetadata(claims.value.sub, { is_admin: isAdmin });
          if (!written.ok) return err(failure(written.error.message));
          return ok({ is_admin: isAdmin });
        }
      }
    } catch (error) {
      return err(failure(toLocalStorageError(error).message));
    }
  }
}
