/**
 * What every function the app calls from the browser shares: the CORS answer, JSON replies, and
 * reading a call about one submission (a POST with the caller's bearer token and `submission_id`).
 * Free of Deno, so the functions' decisions are tested under Node.
 */

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' } });

/** The preflight and anything but a POST, answered; null when the call goes on. */
export function answerNonPost(request: Request): Response | null {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
  if (request.method !== 'POST') return json(405, { error: 'Method not allowed' });
  return null;
}

/** The caller's access token from `Authorization: Bearer …`, or null. */
export const bearerToken = (request: Request): string | null => /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1]?.trim() || null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A POST about one submission: its caller's token and the submission id, or the reply that refuses the call. */
export async function readSubmissionCall(request: Request, missingIdMessage: string): Promise<{ accessToken: string; submissionId: string } | Response> {
  const refused = answerNonPost(request);
  if (refused) return refused;
  const accessToken = bearerToken(request);
  if (!accessToken) return json(401, { error: 'Missing authorization header' });
  let submissionId: unknown;
  try {
    submissionId = ((await request.json()) as { submission_id?: unknown } | null)?.submission_id;
  } catch {
    submissionId = undefined;
  }
  if (typeof submissionId !== 'string' || !UUID.test(submissionId)) return json(400, { error: missingIdMessage });
  return { accessToken, submissionId };
}
