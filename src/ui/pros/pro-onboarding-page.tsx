import { css } from '@emotion/react';
import { useEffect, useId, type FormEvent } from 'react';
import { TYPES } from '../../application/ports/tokens';
import { ONBOARDING_STEPS, type OnboardingStep } from '../../application/pros/onboarding-progress';
import { fieldsOf, type ProOnboardingStore, type ReadyOnboardingState } from '../../application/pros/pro-onboarding.store';
import { formatPrice, type Pro, type ProApplicationFields } from '../../domain/pros/pro';
import { TURNAROUND_CHOICES_HOURS, errorsOfStep } from '../../domain/pros/pro-application';
import type { DocumentKind } from '../../domain/pros/pro-document';
import { SPORTS } from '../../domain/pros/sports';
import { useInjection } from '../app/container-context';
import { useAuth } from '../auth/auth-context';
import { useBehavior } from '../hooks/use-behavior';
import { Button } from '../kit/button';
import { Alert, Card } from '../kit/card';
import { DefinitionList } from '../kit/definition-list';
import { Form, FieldRow } from '../kit/form';
import { LinkButton } from '../kit/link-button';
import { LoadError } from '../kit/load-error';
import { Page } from '../kit/page';
import { Spinner } from '../kit/spinner';
import { SelectField, TextField, fieldStyles } from '../kit/text-field';
import { theme } from '../kit/theme';
import { turnaroundText } from './pro-card';

const STEP_LABELS: Record<OnboardingStep, string> = {
  profile: 'Profile',
  pricing: 'Sports and price',
  credentials: 'Credentials',
  review: 'Review',
};

/** /onboarding/pro: the steps to become a verified pro, then the verification status. Renders the onboarding store. */
export default function ProOnboardingPage() {
  const { state: auth } = useAuth();
  const userId = auth.status === 'signed-in' ? auth.user.id : '';
  const store = useInjection(TYPES.ProOnboardingStore);
  const state = useBehavior(store.state);

  useEffect(() => {
    if (userId) void store.open(userId);
  }, [store, userId]);

  if (state.status === 'load-failed' && state.userId === userId) {
    return (
      <Page title="Become a ClipCoach pro">
        <LoadError what="your application" error={state} onRetry={() => void store.open(userId)} />
      </Page>
    );
  }
  if (state.status !== 'ready' || state.userId !== userId) {
    return (
      <Page title="Become a ClipCoach pro">
        <Spinner size="lg" label="Loading your application" />
      </Page>
    );
  }
  if (!state.editing && state.pro) return <VerificationStatus pro={state.pro} onFix={() => store.fix()} />;
  return <OnboardingSteps state={state} store={store} />;
}

function VerificationStatus({ pro, onFix }: { pro: Pro; onFix: () => void }) {
  return (
    <Page title="Your pro application">
      {pro.verification_status === 'pending' ? (
        <Alert tone="info">
          <p>
            <strong>Submitted for verification.</strong> An administrator is reviewing your application. We'll notify you when it's decided.
          </p>
        </Alert>
      ) : pro.verification_status === 'approved' ? (
        <Alert tone="success">
          <p>
            <strong>You're verified.</strong> Athletes can find you in the marketplace.
          </p>
        </Alert>
      ) : (
        <Alert>
          <p>
            <strong>Your application needs changes.</strong>
          </p>
          <p>Reason: {pro.rejection_reason}</p>
        </Alert>
      )}
      <Card>
        <ApplicationSummary pro={pro} />
      </Card>
      <div css={css`display: flex; gap: ${theme.space.sm}; flex-wrap: wrap;`}>
        {pro.verification_status === 'rejected' ? <Button onClick={onFix}>Fix and resubmit</Button> : null}
        {pro.verification_status === 'approved' ? <LinkButton to={`/pros/${encodeURIComponent(pro.id)}`}>View your public profile</LinkButton> : null}
        <LinkButton variant="secondary" to="/dashboard">
          Go to dashboard
        </LinkButton>
      </div>
    </Page>
  );
}

function ApplicationSummary({ pro }: { pro: Pick<Pro, keyof ProApplicationFields | 'currency'> }) {
  return (
    <DefinitionList
      label="Application"
      items={[
        ['Display name', pro.display_name],
        ['Headline', pro.headline],
        ['Bio', pro.bio],
        ['Sports', pro.sports.join(', ')],
        ['Experience', `${pro.years_experience} years`],
        ['Price per analysis', formatPrice(pro.price_cents, pro.currency)],
        ['Turnaround', turnaroundText(pro.turnaround_hours)],
      ]}
    />
  );
}

function OnboardingSteps({ state, store }: { state: ReadyOnboardingState; store: ProOnboardingStore }) {
  const { step, form, busy, problem, pro, documents } = state;
  const errors = step === 'review' ? {} : errorsOfStep(state.errors, step);
  const bioId = useId();
  const sportsErrorId = useId();
  const saveAndContinue = (event: FormEvent) => {
    event.preventDefault();
    void store.saveStep();
  };

  return (
    <Page title="Become a ClipCoach pro" intro="Four short steps, then an administrator verifies your credentials.">
      {pro?.verification_status === 'rejected' ? (
        <Alert>
          <p>Reason for the last decision: {pro.rejection_reason}</p>
        </Alert>
      ) : null}
      <ol aria-label="Steps" css={css`display: flex; flex-wrap: wrap; gap: ${theme.space.sm}; padding: 0; margin: 0; list-style: none;`}>
        {ONBOARDING_STEPS.map((s, i) => (
          <li key={s} aria-current={s === step ? 'step' : undefined} css={css`padding: ${theme.space.xs} ${theme.space.sm}; border-radius: ${theme.radius.pill}; background: ${s === step ? theme.colors.brand : theme.colors.brandSoft}; color: ${s === step ? '#fff' : theme.colors.brandStrong};`}>
            {i + 1}. {STEP_LABELS[s]}
          </li>
        ))}
      </ol>
      {problem ? (
        <Alert>
          <p>{problem}</p>
        </Alert>
      ) : null}
      <Card>
        <h2 css={css`margin-top: 0; font-size: ${theme.font.size.lg};`}>{STEP_LABELS[step]}</h2>
        {step === 'profile' ? (
          <Form onSubmit={saveAndContinue} aria-label="Profile">
            <TextField label="Display name" value={form.display_name} error={errors.display_name} onChange={(e) => store.edit({ display_name: e.target.value })} />
            <TextField label="Headline" value={form.headline} error={errors.headline} onChange={(e) => store.edit({ headline: e.target.value })} />
            <div css={fieldStyles}>
              <label htmlFor={bioId}>Bio</label>
              <textarea id={bioId} rows={6} value={form.bio} aria-invalid={errors.bio ? true : undefined} aria-describedby={errors.bio ? `${bioId}-error` : undefined} onChange={(e) => store.edit({ bio: e.target.value })} />
              {errors.bio ? <p id={`${bioId}-error`} className="field-error">{errors.bio}</p> : null}
            </div>
            <Button type="submit" disabled={busy}>Save and continue</Button>
          </Form>
        ) : step === 'pricing' ? (
          <Form onSubmit={saveAndContinue} aria-label="Sports and price">
            <fieldset aria-describedby={errors.sports ? sportsErrorId : undefined} css={css`border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: ${theme.space.sm};`}>
              <legend css={css`font-weight: ${theme.font.weight.medium}; margin-bottom: ${theme.space.sm};`}>Sports you coach</legend>
              {SPORTS.map((sport) => (
                <label key={sport} css={css`display: inline-flex; gap: ${theme.space.xs}; align-items: center; min-height: 44px;`}>
                  <input
                    type="checkbox"
                    checked={form.sports.includes(sport)}
                    onChange={(e) => store.edit({ sports: e.target.checked ? [...form.sports, sport] : form.sports.filter((s) => s !== sport) })}
                  />
                  {sport}
                </label>
              ))}
              {errors.sports ? <p id={sportsErrorId} css={css`color: ${theme.colors.danger}; width: 100%; margin: 0;`}>{errors.sports}</p> : null}
            </fieldset>
            <FieldRow>
              <TextField label="Years of experience" inputMode="numeric" value={form.years} error={errors.years_experience} onChange={(e) => store.edit({ years: e.target.value })} />
              <TextField label="Price per analysis (USD)" inputMode="decimal" value={form.price} error={errors.price_cents} onChange={(e) => store.edit({ price: e.target.value })} />
            </FieldRow>
            <SelectField
              label="Turnaround"
              value={String(form.turnaround_hours)}
              error={errors.turnaround_hours}
              options={TURNAROUND_CHOICES_HOURS.map((hours) => ({ value: String(hours), label: turnaroundText(hours) }))}
              onChange={(e) => store.edit({ turnaround_hours: Number(e.target.value) })}
            />
            <StepButtons onBack={() => store.goTo('profile')} busy={busy} />
          </Form>
        ) : step === 'credentials' ? (
          <Credentials state={state} store={store} error={errors.documents} />
        ) : (
          <div css={css`display: grid; gap: ${theme.space.md};`}>
            <ApplicationSummary pro={{ ...fieldsOf(form), currency: pro?.currency ?? 'USD' }} />
            <p css={css`margin: 0;`}>Documents: {documents.length === 0 ? 'none yet' : documents.map((d) => `${d.file_name} (${d.kind})`).join(', ')}</p>
            <div css={css`display: flex; gap: ${theme.space.sm}; flex-wrap: wrap;`}>
              <Button variant="secondary" onClick={() => store.goTo('credentials')}>Back</Button>
              <Button onClick={() => void store.submit()} disabled={busy}>
                Submit for verification
              </Button>
            </div>
          </div>
        )}
      </Card>
    </Page>
  );
}

function StepButtons({ onBack, busy }: { onBack: () => void; busy: boolean }) {
  return (
    <div css={css`display: flex; gap: ${theme.space.sm}; flex-wrap: wrap;`}>
      <Button variant="secondary" onClick={onBack}>Back</Button>
      <Button type="submit" disabled={busy}>Save and continue</Button>
    </div>
  );
}

function Credentials({ state, store, error }: { state: ReadyOnboardingState; store: ProOnboardingStore; error?: string }) {
  const pickerId = useId();

  const picker = (kind: DocumentKind, label: string) => {
    const uploaded = state.documents.filter((d) => d.kind === kind);
    const upload = state.uploads[kind];
    const inputId = `${pickerId}-${kind}`;
    return (
      <div css={fieldStyles}>
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          aria-invalid={upload?.failed ? true : undefined}
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void store.uploadDocument(kind, file);
            e.target.value = '';
          }}
        />
        <p id={`${inputId}-hint`} className="field-hint">PDF, JPEG or PNG, up to 10 MB.</p>
        {upload?.progress != null ? <progress max={1} value={upload.progress} aria-label={`Uploading ${label}`} /> : null}
        {upload?.message ? <p role={upload.failed ? 'alert' : 'status'} className={upload.failed ? 'field-error' : 'field-hint'}>{upload.message}</p> : null}
        {uploaded.length > 0 ? <p className="field-hint">On file: {uploaded.map((d) => d.file_name).join(', ')}</p> : null}
      </div>
    );
  };

  return (
    <div css={css`display: grid; gap: ${theme.space.md};`}>
      {picker('identity', 'Identity document')}
      {picker('certification', 'Coaching certification')}
      {error ? <p role="alert" css={css`color: ${theme.colors.danger}; margin: 0;`}>{error}</p> : null}
      <div css={css`display: flex; gap: ${theme.space.sm}; flex-wrap: wrap;`}>
        <Button variant="secondary" onClick={() => store.goTo('pricing')}>Back</Button>
        <Button onClick={() => void store.saveStep()}>Continue to review</Button>
      </div>
    </div>
  );
}
