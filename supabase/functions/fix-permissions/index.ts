// Supabase Edge Function (Deno): `supabase functions deploy fix-permissions`.
// Re-derives the caller's admin flag from public.profiles with the service role and writes it into
// their metadata, so the client's admin screens match the database. Trusts nothing the caller sends.
import { createClient } from 'npm:@supabase/supabase-js@2.109.0';
import { fixPermissions } from './fix-permissions.ts';

const service = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

Deno.serve((request) =>
  fixPermissions(request, {
    async callerOf(accessToken) {
      const { data, error } = await service.auth.getUser(accessToken);
      return error || !data.user ? null : { id: data.user.id };
    },
    async profileIsAdmin(userId) {
      const { data, error } = await service.from('profiles').select('is_admin').eq('id', userId).maybeSingle();
      if (error) throw new Error(error.message);
      return data ? data.is_admin === true : null;
    },
    async writeAdminFlag(userId, isAdmin) {
      const { error } = await service.auth.admin.updateUserById(userId, {
        user_metadata: { is_admin: isAdmin },
        app_metadata: { is_admin: isAdmin },
      });
      if (error) throw new Error(error.message);
    },
  }),
);
