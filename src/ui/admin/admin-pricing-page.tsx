import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TYPES } from '../../application/ports/tokens';
import type { SavePricingError } from '../../application/settings/save-pricing.use-case';
import type { Result } from '../../domain/result';
import { DEFAULT_PRICING, pricingErrors, quote, type Pricing, type PricingErrors } from '../../domain/submissions/pricing';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { Alert } from '../kit/alert';
import { Button } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { TextField } from '../kit/fields';
import { FieldRow, Form } from '../kit/form';
import { MutedText } from '../kit/layout';
import { ReadView } from '../kit/read-view';
import { Page } from '../kit/page';
import { submissionKeys, submissionQueries } from '../submissions/submission-queries';
import { formatPrice } from '../kit/format';

/** /admin/pricing: the review tiers (standard, express), the platform fee and the currency. */
export default function AdminPricingPage() {
  const settings = useInjection(TYPES.PlatformSettings);
  const current = useResultQuery(submissionQueries.pricing(settings));
  return (
    <Page title="Pricing" intro="What a review costs: the standard and express tiers, the platform fee and the currency. New requests are priced with it; a request already made keeps its price.">
      <ReadView read={current} loading="Loading the pricing" what="the pricing" spinner="lg">
        {(pricing) => (
          <PricingForm initial={pricing} />
        )}
      </ReadView>
    </Page>
  );
}

type Draft = Record<Exclude<keyof Pricing, 'currency'>, string> & { currency: string };

const draftOf = (p: Pricing): Draft => ({
  currency: p.currency,
  platformFeePercent: String(p.platformFeePercent),
  expressSurchargePercent: String(p.expressSurchargePercent),
  expressTurnaroundPercent: String(p.expressTurnaroundPercent),
  expressMinTurnaroundHours: String(p.expressMinTurnaroundHours),
});

/** An empty or non-numeric entry is left for the rule to refuse. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

const pricingOf = (d: Draft): Pricing => ({
  currency: d.currency.trim().toUpperCase(),
  platformFeePercent: numberOf(d.platformFeePercent),
  expressSurchargePercent: numberOf(d.expressSurchargePercent),
  expressTurnaroundPercent: numberOf(d.expressTurnaroundPercent),
  expressMinTurnaroundHours: numberOf(d.expressMinTurnaroundHours),
});

/** The example the page prices as the admin types: a pro at 40.00 with a 48-hour turnaround. */
const EXAMPLE_PRO = { priceCents: 4000, turnaroundHours: 48 };

function PricingForm({ initial }: { initial: Pricing }) {
  const save = useInjection(TYPES.SavePricing);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(draftOf(initial));
  const saving = useMutation({
    mutationFn: (next: Pricing) => save.execute(next),
    onSuccess: async (result: Result<Pricing, SavePricingError>) => {
      if (!result.ok) return;
      setDraft(draftOf(result.value));
      await queryClient.invalidateQueries({ queryKey: submissionKeys.pricing() });
    },
  });
  const failure = saving.data && !saving.data.ok ? saving.data.error : null;
  const errors: PricingErrors = failure?.kind === 'invalid' ? failure.errors : {};
  const refusal = failure && failure.kind === 'data' ? failure.message : null;
  const field = (name: keyof Draft) => ({ value: draft[name], onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }), error: errors[name] });

  // While a field is invalid the example keeps the defaults (an unfinished currency code cannot be formatted).
  const typed = pricingOf(draft);
  const shown = Object.keys(pricingErrors(typed)).length === 0 ? typed : DEFAULT_PRICING;
  const example = (tier: 'standard' | 'express') => {
    const q = quote({ ...EXAMPLE_PRO, currency: shown.currency }, tier, shown);
    return `${formatPrice(q.priceCents, q.currency)} + ${formatPrice(q.platformFeeCents, q.currency)} fee, within ${q.turnaroundHours} hours`;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    saving.mutate(pricingOf(draft));
  };

  return (
    <Form onSubmit={submit} aria-label="Pricing" noValidate>
      <Card gap="sm">
        <CardTitle>Standard</CardTitle>
        <MutedText>The pro’s own price and turnaround.</MutedText>
      </Card>
      <Card gap="sm">
        <CardTitle>Express</CardTitle>
        <FieldRow>
          <TextField label="Express surcharge" inputMode="numeric" hint="Percent added to the pro’s price, 0 to 500." {...field('expressSurchargePercent')} />
          <TextField label="Express turnaround" inputMode="numeric" hint="Percent of the pro’s turnaround, 1 to 100." {...field('expressTurnaroundPercent')} />
          <TextField label="Shortest express turnaround" inputMode="numeric" hint="In hours, 1 to 168: express never promises less." {...field('expressMinTurnaroundHours')} />
        </FieldRow>
      </Card>
      <Card gap="sm">
        <CardTitle>Platform fee and currency</CardTitle>
        <FieldRow>
          <TextField label="Platform fee" inputMode="numeric" hint="Percent of the review price the athlete pays on top, 0 to 100." {...field('platformFeePercent')} />
          <TextField label="Currency" autoCapitalize="characters" maxLength={3} hint="Three-letter ISO code, such as USD. Only pros priced in it can be booked." {...field('currency')} />
        </FieldRow>
        <MutedText size="sm" aria-live="polite">
          A pro at {formatPrice(EXAMPLE_PRO.priceCents, shown.currency)} with a {EXAMPLE_PRO.turnaroundHours}-hour turnaround: standard {example('standard')}; express {example('express')}.
        </MutedText>
      </Card>
      {refusal ? <Alert>{refusal}</Alert> : null}
      {saving.data?.ok ? <Alert tone="success">Pricing saved.</Alert> : null}
      <Button type="submit" disabled={saving.isPending}>
        {saving.isPending ? 'Saving…' : 'Save pricing'}
      </Button>
    </Form>
  );
}
