import { FunctionsHttpError } from '@supabase/supabase-js';
import type { FunctionError, FunctionsGateway, ServerFunctionName } from '../../application/ports/functions.port';
import { err, ok, type Result } from '../../domain/result';
import { SESSION_MISSING_MESSAGE } from '../../domain/auth/auth-errors';
import type { ClipCoachSupabaseClient } from './supabase-client';

/** Server functions (§7 Functions) through supabase-js; the caller's session travels as the bearer token. */
export class SupabaseFunctionsGateway implements FunctionsGateway {
  constructor(private readonly client: ClipCoachSupabaseClient) {}

  async invoke(name: ServerFunctionName): Promise<Result<unknown, FunctionError>> {
    // §7: fix-permissions takes no payload; the function reads everything it needs from the token.
    const { data, error } = await this.client.functions.invoke(name);
    if (error) return err({ kind: 'function', message: await functionErrorMessage(error) });
    return ok(data);
  }
}

/**
 * A function's own `{ error }` body says more than supabase-js's "Edge Function returned a non-2xx
 * status code"; a 401 (no valid session) is the auth service's words, as on every backend.
 */
async function functionErrorMessage(error: unknown): Promise<string> {
  if (error instanceof FunctionsHttpError && error.context instanceof Response) {
    if (error.context.status === 401) return SESSION_MISSING_MESSAGE;
    try {
      const body: unknown = await error.context.clone().json();
      if (body && typeof body === 'object') {
        const message = (body as { error?: unknown; message?: unknown }).error ?? (body as { message?: unknown }).message;
        if (typeof message === 'string' && message) return message;
      }
    } catch {
      // Not JSON: fall back to supabase-js's message.
    }
  }
  return error instanceof Error ? error.message : String(error);
}
