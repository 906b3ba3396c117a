/**
 * The decision of the fix-permissions function, free of Deno and of supabase-js so it can be
 * tested under Node. The caller is whoever the bearer token belongs to; the admin flag comes from
 * their profile row, read with service rights; nothing in the request body is read at all.
 */

import { answerNonPost, bearerToken, CORS_HEADERS, json } from '../_shared/browser-call.ts';

export interface FixPermissionsServices {
  /** The user the access token belongs to, as the auth service says (null: not a valid session). */
  callerOf(accessToken: string): Promise<{ readonly id: string } | null>;
  /** profiles.is_admin for the user, read with the service role (null: the user has no profile). */
  profileIsAdmin(userId: string): Promise<boolean | null>;
  /** Writes the flag where the client reads it (user metadata) and where only the service can (app metadata). */
  writeAdminFlag(userId: string, isAdmin: boolean): Promise<void>;
}

export { CORS_HEADERS };

/** The one thing a caller learns when the repair fails. */
export const FAILURE_MESSAGE = 'Could not repair permissions';


export async function fixPermissions(request: Request, services: FixPermissionsServices): Promise<Response> {
  const refused = answerNonPost(request);
  if (refused) return refused;

  const accessToken = bearerToken(request);
  if (!accessToken) return json(401, { error: 'Missing authorization header' });

  try {
    const caller = await services.callerOf(accessToken);
    if (!caller) return json(401, { error: 'Invalid JWT' });
    const isAdmin = (await services.profileIsAdmin(caller.id)) === true;
    await services.writeAdminFlag(caller.id, isAdmin);
    return json(200, { is_admin: isAdmin });
  } catch (error) {
    // The detail (the auth service's or the database's wording) goes to the function's log only:
    // an answer that quoted it would tell any caller about the project's internals.
    console.error('fix-permissions failed', error);
    return json(500, { error: FAILURE_MESSAGE });
  }
}
