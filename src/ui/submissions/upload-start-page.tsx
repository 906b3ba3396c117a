import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TYPES } from '../../application/ports/tokens';
import type { Pro } from '../../domain/pros/pro';
import { DEFAULT_PRICING, TIERS, isTier, offerOf, quote, type Pricing, type Tier } from '../../domain/submissions/pricing';
import { QUESTION_MAX, validateSubmissionRequest, type SubmissionRequestErrors } from '../../domain/submissions/submission';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { Alert } from '../kit/alert';
import { Button } from '../kit/button';
import { Card } from '../kit/card';
import { EmptyState } from '../kit/empty-state';
import { RadioGroupField, SelectField, TextAreaField } from '../kit/fields';
import { Form } from '../kit/form';
import { MutedText, Stack } from '../kit/layout';
import { LinkButton } from '../kit/link-button';
import { LoadError } from '../kit/load-error';
import { Page } from '../kit/page';
import { Spinner } from '../kit/spinner';
import { ProCard, ProCardGrid, turnaroundText } from '../pros/pro-card';
import { prosQueries } from '../pros/pros-queries';
import { RequestSteps } from './request-steps';
import { submissionQueries } from './submission-queries';
import { formatPrice } from '../kit/format';
import { countText } from '../../domain/shared/number-text';

/** The top-rated verified pros offered as cards; /pros lists and filters every one. */
const PRO_CARDS = 6;
const TIER_NAMES: Record<Tier, string> = { standard: 'Standard', express: 'Express' };

/**
 * /upload-start: the pro (or the one `?pro=` names, from "Request analysis"), a sport the pro
 * coaches, the tier and "Your question"; "Continue to upload" creates the draft. The choices live
 * in the URL, so a reload, or the sign-in a signed-out visitor is sent through, keeps them.
 */
export default function UploadStartPage() {
  const [params, setParams] = useSearchParams();
  const proId = params.get('pro') ?? '';
  const pros = useInjection(TYPES.ProRepository);
  const settings = useInjection(TYPES.PlatformSettings);
  const chosen = useResultQuery(prosQueries.detail(pros, proId), { enabled: proId !== '' });
  const choices = useResultQuery(prosQueries.list(pros, { sort: 'rating', page: 1, pageSize: PRO_CARDS }), { enabled: proId === '' });
  const pricing = useResultQuery(submissionQueries.pricing(settings));

  const choose = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const title = 'Upload a clip';
  const intro = 'Choose the pro who will review your clip, the sport and what you want feedback on; then upload your video.';
  if (proId === '') {
    if (choices.isPending) return <Page title={title} intro={intro}><Spinner size="lg" label="Loading verified pros" /></Page>;
    if (choices.isError) return <Page title={title} intro={intro}><LoadError what="the verified pros" error={choices.error} onRetry={() => void choices.refetch()} /></Page>;
    if (choices.data.items.length === 0) {
      return (
        <Page title={title} intro={intro}>
          <EmptyState title="No verified pros to choose from yet" action={<LinkButton to="/pros">Browse pros</LinkButton>}>
            <p>As soon as pros are verified you can pick one here.</p>
          </EmptyState>
        </Page>
      );
    }
    return (
      <Page title={title} intro={intro}>
        <RequestSteps current="request" />
        <section aria-labelledby="choose-pro">
          <h2 id="choose-pro">Choose your pro</h2>
          <Stack>
            <ProCardGrid label="Top-rated verified pros">
              {choices.data.items.map((pro) => (
                <ProCard
                  key={pro.id}
                  pro={pro}
                  action={
                    <LinkButton to={`/upload-start?pro=${encodeURIComponent(pro.id)}`} variant="secondary" aria-label={`Choose ${pro.displayName}`}>
                      Choose
                    </LinkButton>
                  }
                />
              ))}
            </ProCardGrid>
            <MutedText size="sm">
              Or <Link to="/pros">browse every pro</Link> and use “Request analysis” on their page.
            </MutedText>
          </Stack>
        </section>
      </Page>
    );
  }
  if (chosen.isPending || pricing.isPending) return <Page title={title} intro={intro}><Spinner size="lg" label="Loading the pro" /></Page>;
  if (chosen.isError) return <Page title={title} intro={intro}><LoadError what="this pro" error={chosen.error} onRetry={() => void chosen.refetch()} /></Page>;
  if (!chosen.data) {
    return (
      <Page title={title} intro={intro}>
        <EmptyState title="This pro is not taking requests" action={<LinkButton to="/pros">Choose another pro</LinkButton>}>
          <p>The link may be old, or the coach is not listed right now.</p>
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page title={title} intro={intro}>
      <RequestSteps current="request" />
      <RequestForm pro={chosen.data} pricing={pricing.data ?? DEFAULT_PRICING} params={params} choose={choose} />
    </Page>
  );
}

function RequestForm({ pro, pricing, params, choose }: { pro: Pro; pricing: Pricing; params: URLSearchParams; choose: (key: string, value: string) => void }) {
  const createDraft = useInjection(TYPES.CreateSubmissionDraft);
  const navigate = useNavigate();
  const sport = params.get('sport') ?? (pro.sports.length === 1 ? pro.sports[0]! : '');
  const tier = params.get('tier') ?? 'standard';
  const [question, setQuestion] = useState('');
  const [errors, setErrors] = useState<SubmissionRequestErrors>({});

  const create = useMutation({
    mutationFn: () => createDraft.execute(pro.id, { sport, tier, question }),
    onSuccess: (result) => {
      if (result.ok) navigate(`/upload?submission=${encodeURIComponent(result.value.id)}`);
    },
  });
  const refusal = create.data && !create.data.ok ? create.data.error.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSubmissionRequest({ sport, tier, question }, offerOf(pro));
    setErrors(found);
    if (Object.keys(found).length === 0) create.mutate();
  };

  return (
    <Card>
      <Form onSubmit={submit} aria-label="Your request">
        <p>
          <strong>{pro.displayName}</strong> — {pro.headline}
        </p>
        <SelectField
          label="Sport"
          value={sport}
          error={errors.sport}
          options={[{ value: '', label: 'Choose a sport' }, ...pro.sports.map((s) => ({ value: s, label: s }))]}
          onChange={(event) => choose('sport', event.target.value)}
        />
        <RadioGroupField
          legend="Review"
          options={TIERS.map((t) => {
            const priced = quote(offerOf(pro), t, pricing);
            return { value: t, label: `${TIER_NAMES[t]}: ${formatPrice(priced.priceCents, priced.currency)}, ${turnaroundText(priced.turnaroundHours)}` };
          })}
          value={isTier(tier) ? tier : ''}
          error={errors.tier}
          onChange={(value) => choose('tier', value)}
        />
        <TextAreaField
          label="Your question"
          rows={5}
          maxLength={QUESTION_MAX}
          value={question}
          error={errors.question}
          hint={`What should the pro look at? 10 to ${countText(QUESTION_MAX)} characters (${question.trim().length} so far).`}
          onChange={(event) => setQuestion(event.target.value)}
        />
        {refusal ? <Alert>{refusal}</Alert> : null}
        {create.isError ? <Alert>We couldn't save your request. Please try again.</Alert> : null}
        <Button type="submit" disabled={create.isPending}>
          Continue to upload
        </Button>
      </Form>
    </Card>
  );
}
