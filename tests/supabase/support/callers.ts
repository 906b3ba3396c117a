import type { DataErrorReason } from '../../../src/domain/shared/data-error';
import type { Caller } from './supabase-test-db';

/** A signed-in user, as PostgREST runs a request whose JWT names them. */
export const user = (sub: string): Caller => ({ role: 'authenticated', sub });
/** A request with the anon key and no session. */
export const anon: Caller = { role: 'anon' };
/** A request with the service key (the server functions). */
export const service: Caller = { role: 'service_role' };

/** The codes the migrations raise for a refusal, as the domain's reasons (each migration's header lists them). */
const REASON_BY_CODE: Readonly<Record<string, DataErrorReason>> = { '42501': 'forbidden', PT404: 'not-found', '23514': 'conflict', '23505': 'conflict', '22023': 'invalid' };

/** 'ok', the refusal's reason, or 'unexpected <code>: <message>' for an error no migration means as a refusal. */
export async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    return REASON_BY_CODE[code] ?? `unexpected ${code}: ${(error as Error).message}`;
  }
}

/** 'ok', or the SQLSTATE of the error (its message when it has none). */
export async function codeOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? (error as Error).message;
  }
}
