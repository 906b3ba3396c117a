import { useEffect, type FormEvent } from 'react';
import { TYPES } from '../../application/ports/tokens';
import { ONBOARDING_STEPS, type OnboardingStep } from '../../application/pros/onboarding-progress';
import { fieldsOf, type ProOnboardingState, type ProOnboardingStore, type ReadyOnboardingState } from '../../application/pros/pro-onboarding.store';
import type { Pro, ProApplicationFields } from '../../domain/pros/pro';
import { TURNAROUND_CHOICES_HOURS, errorsOfStep } from '../../domain/pros/pro-application';
import type { DocumentKind } from '../../domain/pros/pro-document';
import { SPORTS } from '../../domain/pros/sports';
import { useInjection } from '../app/container-context';
import { useAuth } from '../auth/auth-context';
import { useBehavior } from '../hooks/use-behavior';
import { Alert } from '../kit/alert';
import { Button, ButtonRow } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { DefinitionList } from '../kit/definition-list';
import { Form, FieldRow } from '../kit/form';
import { Stack } from '../kit/layout';
import { LinkButton } from '../kit/link-button';
import { LoadError } from '../kit/load-error';
import { Page } from '../kit/page';
import { Spinner } from '../kit/spinner';
import { StepIndicator } from '../kit/steps';
import { CheckboxGroupField, FileField, SelectField, TextAreaField, TextField } from '../kit/fields';
import { turnaroundDuration, turnaroundText } from './pro-card';
import { formatPrice } from '../kit/format';

const STEP_LABELS: Record<OnboardingStep, string> = {
  profile: 'Profile',
  pricing: 'Sports and price',
  credentials: 'Credentials',
  review: 'Review',
};

const SPORT_OPTIONS = SPORTS.map((sport) => ({ value: sport, label: sport }));
const DOCUMENT_TYPES = 'application/pdf,image/jpeg,image/png';

/**
 * /onboarding/pro: the steps to become a verified pro, then the verification status. Renders the
 * onboarding store. One page frame for every state, so the heading stays in place (and keeps
 * its focus and announcement) while the application loads.
 */
export default function ProOnboardingPage() {
  const { state: auth } = useAuth();
  const userId = auth.status === 'signed-in' ? auth.user.id : '';
  const store = useInjection(TYPES.ProOnboardingStore);
  const state = useBehavior(store.state);

  useEffect(() => {
    if (userId) void store.open(userId);
  }, [store, userId]);

  const ready = state.status === 'ready' && state.userId === userId ? state : null;
  const showsStatus = ready !== null && !ready.editing && ready.pro !== null;
  return (
    <Page
      title={showsStatus ? 'Your pro application' : 'Become a ClipCoach pro'}
      intro={showsStatus ? undefined : 'Four short steps, then an administrator verifies your credentials.'}
    >
      <OnboardingContent state={state} ready={ready} userId={userId} store={store} />
    </Page>
  );
}

function OnboardingContent({ state, ready, userId, store }: { state: ProOnboardingState; ready: ReadyOnboardingState | null; userId: string; store: ProOnboardingStore }) {
  if (state.status === 'load-failed' && state.userId === userId) {
    return <LoadError what="your application" error={state} onRetry={() => void store.open(userId)} />;
  }
  if (!ready) return <Spinner size="lg" label="Loading your application" />;
  if (!ready.editing && ready.pro) return <VerificationStatus pro={ready.pro} onFix={() => store.fix()} />;
  return <OnboardingSteps state={ready} store={store} />;
}

function VerificationStatus({ pro, onFix }: { pro: Pro; onFix: () => void }) {
  return (
    <>
      {pro.verificationStatus === 'pending' ? (
        <Alert tone="info">
          <p>
            <strong>Submitted for verification.</strong> An administrator is reviewing your application. We'll notify you when it's decided.
          </p>
        </Alert>
      ) : pro.verificationStatus === 'approved' ? (
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
          <p>Reason: {pro.rejectionReason}</p>
        </Alert>
      )}
      <Card>
        <ApplicationSummary pro={pro} />
      </Card>
      <ButtonRow>
        {pro.verificationStatus === 'rejected' ? <Button onClick={onFix}>Fix and resubmit</Button> : null}
        {pro.verificationStatus === 'approved' ? <LinkButton to={`/pros/${encodeURIComponent(pro.id)}`}>View your public profile</LinkButton> : null}
        <LinkButton variant="secondary" to="/dashboard">
          Go to dashboard
        </LinkButton>
      </ButtonRow>
    </>
  );
}

function ApplicationSummary({ pro }: { pro: Pick<Pro, keyof ProApplicationFields | 'currency'> }) {
  return (
    <DefinitionList
      label="Application"
      items={[
        ['Display name', pro.displayName],
        ['Headline', pro.headline],
        ['Bio', pro.bio],
        ['Sports', pro.sports.join(', ')],
        ['Experience', `${pro.yearsExperience} years`],
        ['Price per analysis', formatPrice(pro.priceCents, pro.currency)],
        ['Turnaround', turnaroundDuration(pro.turnaroundHours)],
      ]}
    />
  );
}

function OnboardingSteps({ state, store }: { state: ReadyOnboardingState; store: ProOnboardingStore }) {
  const { step, form, busy, problem, pro, documents } = state;
  const errors = step === 'review' ? {} : errorsOfStep(state.errors, step);
  const saveAndContinue = (event: FormEvent) => {
    event.preventDefault();
    void store.saveStep();
  };

  return (
    <>
      {pro?.verificationStatus === 'rejected' ? (
        <Alert>
          <p>Reason for the last decision: {pro.rejectionReason}</p>
        </Alert>
      ) : null}
      <StepIndicator label="Steps" steps={ONBOARDING_STEPS} current={step} names={STEP_LABELS} />
      {problem ? (
        <Alert>
          <p>{problem}</p>
        </Alert>
      ) : null}
      <Card>
        <CardTitle>{STEP_LABELS[step]}</CardTitle>
        {step === 'profile' ? (
          <Form onSubmit={saveAndContinue} aria-label="Profile">
            <TextField label="Display name" value={form.displayName} error={errors.displayName} onChange={(e) => store.edit({ displayName: e.target.value })} />
            <TextField label="Headline" value={form.headline} error={errors.headline} onChange={(e) => store.edit({ headline: e.target.value })} />
            <TextAreaField label="Bio" rows={6} value={form.bio} error={errors.bio} onChange={(e) => store.edit({ bio: e.target.value })} />
            <Button type="submit" disabled={busy}>
              Save and continue
            </Button>
          </Form>
        ) : step === 'pricing' ? (
          <Form onSubmit={saveAndContinue} aria-label="Sports and price">
            <CheckboxGroupField
              legend="Sports you coach"
              options={SPORT_OPTIONS}
              checked={form.sports}
              error={errors.sports}
              onToggle={(sport, checked) => store.edit({ sports: checked ? [...form.sports, sport] : form.sports.filter((s) => s !== sport) })}
            />
            <FieldRow>
              <TextField label="Years of experience" inputMode="numeric" value={form.years} error={errors.yearsExperience} onChange={(e) => store.edit({ years: e.target.value })} />
              <TextField label="Price per analysis (USD)" inputMode="decimal" value={form.price} error={errors.priceCents} onChange={(e) => store.edit({ price: e.target.value })} />
            </FieldRow>
            <SelectField
              label="Turnaround"
              value={String(form.turnaroundHours)}
              error={errors.turnaroundHours}
              options={TURNAROUND_CHOICES_HOURS.map((hours) => ({ value: String(hours), label: turnaroundText(hours) }))}
              onChange={(e) => store.edit({ turnaroundHours: Number(e.target.value) })}
            />
            <ButtonRow>
              <Button variant="secondary" onClick={() => store.goTo('profile')}>
                Back
              </Button>
              <Button type="submit" disabled={busy}>
                Save and continue
              </Button>
            </ButtonRow>
          </Form>
        ) : step === 'credentials' ? (
          <Credentials state={state} store={store} error={errors.documents} />
        ) : (
          <Stack>
            <ApplicationSummary pro={{ ...fieldsOf(form), currency: pro?.currency ?? 'USD' }} />
            <p>Documents: {documents.length === 0 ? 'none yet' : documents.map((d) => `${d.fileName} (${d.kind})`).join(', ')}</p>
            <ButtonRow>
              <Button variant="secondary" onClick={() => store.goTo('credentials')}>
                Back
              </Button>
              <Button onClick={() => void store.submit()} disabled={busy}>
                Submit for verification
              </Button>
            </ButtonRow>
          </Stack>
        )}
      </Card>
    </>
  );
}

function Credentials({ state, store, error }: { state: ReadyOnboardingState; store: ProOnboardingStore; error?: string }) {
  const picker = (kind: DocumentKind, label: string) => {
    const upload = state.uploads[kind];
    const onFile = state.documents.filter((d) => d.kind === kind).map((d) => d.fileName);
    return (
      <FileField
        label={label}
        accept={DOCUMENT_TYPES}
        hint={onFile.length > 0 ? `PDF, JPEG or PNG, up to 10 MB. On file: ${onFile.join(', ')}` : 'PDF, JPEG or PNG, up to 10 MB.'}
        progress={upload?.progress}
        message={upload?.message}
        failed={upload?.failed}
        onFile={(file) => void store.uploadDocument(kind, file)}
      />
    );
  };

  return (
    <Stack>
      {picker('identity', 'Identity document')}
      {picker('certification', 'Coaching certification')}
      {error ? <Alert>{error}</Alert> : null}
      <ButtonRow>
        <Button variant="secondary" onClick={() => store.goTo('pricing')}>
          Back
        </Button>
        <Button onClick={() => void store.saveStep()}>Continue to review</Button>
      </ButtonRow>
    </Stack>
  );
}
