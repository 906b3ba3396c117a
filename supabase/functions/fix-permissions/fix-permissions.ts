/**
 * The decision of the fix-permissions function, free of Deno and of supabase-js so it can be
 * tested under Node. The caller is whoever the bearer token belongs to; the admin flag comes from
 * their profile row, read with service rights; nothing in the request body is read at all.
 */

export interface FixPermissionsServices {
  /** The user the access token belongs to, as the auth service says (null: not a valid session). */
  callerOf(accessToken: string): Promise<{ readonly id: string } | null>;
  /** profiles.is_admin for the user, read with the service role (null: the user has no profile). */
  profileIsAdmin(userId: string): Promise<boolean | null>;
  /** Writes the flag where the client reads it (user metadata) and where only the service can (app metadata). */
  writeAdminFlag(userId: string, isAdmin: boolean): Promise<void>;
}

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

/** The one thing a caller learns when the repair fails. */
export const FAILURE_MESSAGE = 'Could not repair permissions';

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' } });

export async function fixPermissions(request: Request, services: FixPermissionsServices): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
  if (request.method !== 'POST') return json(405, { error: 'Method not allowed' });

  const accessToken = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1]?.trim();
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
