import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TYPES } from '../../application/ports/tokens';
import type { ReferralAdminView } from '../../application/ports/referral-repository.port';
import { MAX_REFERRAL_REWARD_CENTS } from '../../domain/referrals/referral';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { Alert } from '../kit/alert';
import { Button } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { DataTable } from '../kit/data-table';
import { TextField } from '../kit/fields';
import { Form } from '../kit/form';
import { MutedText } from '../kit/layout';
import { ReadView } from '../kit/read-view';
import { Page } from '../kit/page';
import { referralKeys, referralQueries } from '../referrals/referral-queries';
import { dateText, formatPrice } from '../kit/format';

const day = (iso: string | null) => (iso ? dateText(iso) : '—');

/** /admin/referrals (issue 12): the reward amount, and every referral code, referral and reward. */
export default function AdminReferralsPage() {
  const referrals = useInjection(TYPES.ReferralRepository);
  const view = useResultQuery(referralQueries.admin(referrals));
  return (
    <Page title="Referrals" intro="Set the referral reward, and look up referral codes, the referrals made with them and the rewards they earned.">
      <ReadView read={view} loading="Loading referrals" what="the referrals" spinner="lg">
        {(overview) => (
          <>
            <RewardForm view={overview} />
            <Card gap="md">
              <DataTable
                caption="Referrals"
                head={['Referrer', 'Referred', 'Code', 'Status', 'Reward', 'Joined']}
                empty="No referrals yet."
                rows={overview.referrals.map((r) => [r.referrerName, r.referredName, r.code, r.status === 'rewarded' ? 'Rewarded' : 'Pending', r.rewardCents === null ? '—' : formatPrice(r.rewardCents, overview.currency), day(r.createdAt)])}
              />
            </Card>
            <Card gap="md">
              <DataTable
                caption="Rewards"
                head={['Referrer', 'Amount', 'Granted']}
                empty="No rewards yet."
                rows={overview.rewards.map((c) => [c.userName, formatPrice(c.amountCents, overview.currency), day(c.createdAt)])}
              />
            </Card>
            <Card gap="md">
              <DataTable
                caption="Referral codes"
                head={['Owner', 'Code', 'Created']}
                empty="No codes yet."
                rows={overview.codes.map((c) => [c.ownerName || c.userId, c.code, day(c.createdAt)])}
              />
            </Card>
          </>
        )}
      </ReadView>
    </Page>
  );
}

/** "Reward amount" in the currency's units (10.00), saved as whole cents. */
function RewardForm({ view }: { view: ReferralAdminView }) {
  const save = useInjection(TYPES.SaveReferralReward);
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState((view.settings.rewardCents / 100).toFixed(2));
  const saving = useMutation({
    mutationFn: (cents: number) => save.execute(cents),
    onSuccess: async (result) => {
      if (result.ok) await queryClient.invalidateQueries({ queryKey: referralKeys.all });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = amount.trim() === '' ? Number.NaN : Math.round(Number(amount) * 100);
    saving.mutate(typed);
  };
  const refusal = saving.data && !saving.data.ok ? saving.data.error.message : saving.isError ? 'The reward could not be saved. Please try again.' : null;
  return (
    <Card>
      <CardTitle>Reward</CardTitle>
      <Form onSubmit={submit} aria-label="Referral reward">
        <TextField
          label={`Reward amount (${view.currency})`}
          inputMode="decimal"
          value={amount}
          hint={`What a referrer earns when the person they brought pays for a first review: from 0 to ${formatPrice(MAX_REFERRAL_REWARD_CENTS, view.currency)}.`}
          onChange={(event) => setAmount(event.target.value)}
        />
        {refusal ? <Alert>{refusal}</Alert> : null}
        <Button type="submit" disabled={saving.isPending}>
          {saving.isPending ? 'Saving…' : 'Save reward'}
        </Button>
        <MutedText size="sm" role="status">
          {saving.data?.ok ? `Reward saved: ${formatPrice(saving.data.value.rewardCents, view.currency)} per referral.` : ''}
        </MutedText>
      </Form>
    </Card>
  );
}
