// Supabase Edge Function (Deno): `supabase functions deploy create-checkout`.
// Secrets: STRIPE_SECRET_KEY, APP_URL (`supabase secrets set …`); SUPABASE_URL and
// SUPABASE_SERVICE_ROLE_KEY are provided by the platform. Trusts nothing the caller sends but the
// submission's id: the amount is the database's.
import { createClient } from 'npm:@supabase/supabase-js@2.109.0';
import { createCheckout } from './create-checkout.ts';

const service = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

Deno.serve((request) =>
  createCheckout(
    request,
    {
      async callerOf(accessToken) {
        const { data, error } = await service.auth.getUser(accessToken);
        return error || !data.user ? null : { id: data.user.id };
      },
      async beginCheckout(submissionId, athleteId) {
        const { data, error } = await service.rpc('begin_checkout', { submission_id: submissionId, athlete_id: athleteId });
        return error ? { refused: error.code ?? '' } : data;
      },
      async failAttempt(idempotencyKey) {
        const { error } = await service.from('payments').update({ status: 'failed' }).eq('idempotency_key', idempotencyKey).eq('status', 'pending');
        if (error) throw new Error(error.message);
      },
    },
    { stripeSecretKey: Deno.env.get('STRIPE_SECRET_KEY')!, appUrl: Deno.env.get('APP_URL')! },
  ),
);
