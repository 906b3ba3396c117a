import type { Actor } from '../../domain/shared/actor';
import type { ClipCoachSupabaseClient } from './supabase-client';

/** The signed-in user's id as the client's session says, or null signed out. */
export async function callerIdOf(client: ClipCoachSupabaseClient): Promise<string | null> {
  const { data } = await client.auth.getSession();
  return data.session?.user.id ?? null;
}

/**
 * The caller as the domain's actor: the session's user and their profile's is_admin. Read to let
 * the domain word a refusal or plan a change, never trusted: the policies and functions decide.
 */
export async function callerActorOf(client: ClipCoachSupabaseClient): Promise<Actor> {
  const id = await callerIdOf(client);
  if (!id) return null;
  const profile = await client.from('profiles').select('id, is_admin').eq('id', id).maybeSingle();
  return { id, isAdmin: profile.data?.is_admin === true };
}
