// Supabase Edge Function (Deno): `supabase functions deploy refund-payment`.
// Secrets: STRIPE_SECRET_KEY; SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY come from the platform.
import { createClient } from 'npm:@supabase/supabase-js@2.109.0';
import { refundPayment } from './refund-payment.ts';

const service = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

Deno.serve((request) =>
  refundPayment(
    request,
    {
      async callerOf(accessToken) {
        const { data, error } = await service.auth.getUser(accessToken);
        return error || !data.user ? null : { id: data.user.id };
      },
      async beginRefund(submissionId, callerId) {
        const { data, error } = await service.rpc('begin_refund', { submission_id: submissionId, caller_id: callerId });
        return error ? { refused: error.code ?? '' } : data;
      },
      async markRefunded(paymentId) {
        const { error } = await service.from('payments').update({ status: 'refunded' }).eq('id', paymentId).eq('status', 'succeeded');
        if (error) throw new Error(error.message);
      },
    },
    { stripeSecretKey: Deno.env.get('STRIPE_SECRET_KEY')! },
  ),
);
