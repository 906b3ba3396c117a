// Supabase Edge Function (Deno): `supabase functions deploy stripe-webhook --no-verify-jwt`
// (verify_jwt = false in supabase/config.toml: Stripe sends no Supabase JWT; the signature is checked).
// Secrets: STRIPE_WEBHOOK_SECRET; SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY come from the platform.
// In Stripe's dashboard, send checkout.session.completed, checkout.session.async_payment_succeeded,
// checkout.session.async_payment_failed and checkout.session.expired to <project>/functions/v1/stripe-webhook.
import { createClient } from 'npm:@supabase/supabase-js@2.109.0';
import { stripeWebhook } from './stripe-webhook.ts';

const service = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

Deno.serve((request) =>
  stripeWebhook(
    request,
    {
      async confirmPayment(input) {
        const { data, error } = await service.rpc('confirm_payment', input);
        return error ? { refused: error.code ?? '' } : { applied: (data as { applied?: boolean } | null)?.applied === true };
      },
      async failAttempt(idempotencyKey) {
        const { error } = await service.from('payments').update({ status: 'failed' }).eq('idempotency_key', idempotencyKey).eq('status', 'pending');
        if (error) throw new Error(error.message);
      },
    },
    { webhookSecret: Deno.env.get('STRIPE_WEBHOOK_SECRET')! },
  ),
);
