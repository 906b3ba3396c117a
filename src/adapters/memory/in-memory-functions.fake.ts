import type { FunctionError, FunctionsGateway, ServerFunctionName } from '../../application/ports/functions.port';
import { err, ok, type Result } from '../../domain/result';
import { SESSION_MISSING_MESSAGE } from '../../domain/auth/auth-errors';
import { FaultQueue } from './fault-queue';
import type { InMemoryAuthGateway } from './in-memory-auth-gateway.fake';
import type { InMemoryProfileRepository } from './in-memory-profile-repository.fake';

/**
 * Server functions, in memory. `fix-permissions` re-derives the caller's admin flag from
 * their profile row (never from what the client says) and writes it into their metadata.
 */
export class InMemoryFunctionsGateway implements FunctionsGateway {
  readonly faults = new FaultQueue<ServerFunctionName, FunctionError>();

  constructor(
    private readonly auth: InMemoryAuthGateway,
    private readonly profiles: InMemoryProfileRepository,
  ) {}

  async invoke(name: ServerFunctionName): Promise<Result<unknown, FunctionError>> {
    const fault = this.faults.take(name);
    if (fault) return err(fault);
    const caller = this.auth.currentSession()?.user;
    if (!caller) return err({ kind: 'function', message: SESSION_MISSING_MESSAGE });
    const isAdmin = this.profiles.get(caller.id)?.isAdmin === true;
    this.auth.setMetadataAsService(caller.id, { is_admin: isAdmin });
    return ok({ is_admin: isAdmin });
  }
}
