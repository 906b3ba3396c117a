// Supabase Edge Function (Deno): `supabase functions deploy delete-account`.
// Secrets: STRIPE_SECRET_KEY; SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY come from the platform.
import { createClient } from 'npm:@supabase/supabase-js@2.109.0';
import { deleteAccount } from './delete-account.ts';

const service = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

Deno.serve((request) =>
  deleteAccount(
    request,
    {
      async callerOf(accessToken) {
        const { data, error } = await service.auth.getUser(accessToken);
        return error || !data.user ? null : { id: data.user.id };
      },
      async closeAccount(userId, callerId) {
        const { data, error } = await service.rpc('close_account', { user_id: userId, caller_id: callerId });
        return error ? { refused: error.code ?? '' } : data;
      },
      async beginRefund(submissionId, callerId) {
        const { data, error } = await service.rpc('begin_refund', { submission_id: submissionId, caller_id: callerId });
        return error ? { refused: error.code ?? '' } : data;
      },
      async markRefunded(paymentId) {
        const { error } = await service.from('payments').update({ status: 'refunded' }).eq('id', paymentId).eq('status', 'succeeded');
        if (error) throw new Error(error.message);
      },
      async removeAvatars(userId) {
        const { data } = await service.storage.from('avatars').list(userId);
        const names = (data ?? []).map((object) => `${userId}/${object.name}`);
        if (names.length > 0) await service.storage.from('avatars').remove(names);
      },
      async deleteUser(userId) {
        const { error } = await service.auth.admin.deleteUser(userId, true);
        if (error) throw new Error(error.message);
      },
    },
    { stripeSecretKey: Deno.env.get('STRIPE_SECRET_KEY')! },
  ),
);
