import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TYPES } from '../../application/ports/tokens';
import { ONBOARDING_STEPS, type OnboardingStep } from '../../application/pros/onboarding-progress';
import { formatPrice, type Pro, type ProApplicationFields } from '../../domain/pros/pro';
import { TURNAROUND_CHOICES_HOURS, type ApplicationErrors } from '../../domain/pros/pro-application';
import type { DocumentKind, ProDocument } from '../../domain/pros/pro-document';
import { SPORTS, type Sport } from '../../domain/pros/sports';
import { useInjection } from '../app/container-context';
import { useAuth } from '../auth/auth-context';
import { useResultQuery } from '../hooks/use-result-query';
import { Button } from '../kit/button';
import { Alert, Card } from '../kit/card';
import { DefinitionList } from '../kit/definition-list';
import { Form, FieldRow } from '../kit/form';
import { LinkButton } from '../kit/link-button';
import { LoadError } from '../kit/load-error';
import { Page } from '../kit/page';
import { Spinner } from '../kit/spinner';
import { TextField, fieldStyles } from '../kit/text-field';
import { theme } from '../kit/theme';
import { turnaroundText } from './pro-card';

const STEP_LABELS: Record<OnboardingStep, string> = {
  profile: 'Profile',
  pricing: 'Sports and price',
  credentials: 'Credentials',
  review: 'Review',
};

interface Draft {
  display_name: string;
  headline: string;
  bio: string;
  sports: Sport[];
  years: string;
  price: string;
  turnaround_hours: number;
}

const toDraft = (pro: Pro | null): Draft => ({
  display_name: pro?.display_name ?? '',
  headline: pro?.headline ?? '',
  bio: pro?.bio ?? '',
  sports: [...(pro?.sports ?? [])],
  years: pro ? String(pro.years_experience) : '',
  price: pro ? (pro.price_cents / 100).toFixed(2) : '',
  turnaround_hours: pro?.turnaround_hours ?? 48,
});

const toFields = (draft: Draft): ProApplicationFields => ({
  display_name: draft.display_name,
  headline: draft.headline,
  bio: draft.bio,
  sports: draft.sports,
  years_experience: draft.years.trim() === '' ? Number.NaN : Number(draft.years),
  price_cents: draft.price.trim() === '' ? Number.NaN : Math.round(Number(draft.price) * 100),
  turnaround_hours: draft.turnaround_hours,
});

/** Fields each step owns, to show only that step's errors. */
const STEP_FIELDS: Record<OnboardingStep, readonly (keyof ApplicationErrors)[]> = {
  profile: ['display_name', 'headline', 'bio'],
  pricing: ['sports', 'years_experience', 'price_cents', 'turnaround_hours'],
  credentials: ['documents'],
  review: [],
};

/** /onboarding/pro: the steps to become a verified pro, then the verification status. */
export default function ProOnboardingPage() {
  const { state } = useAuth();
  const userId = state.status === 'signed-in' ? state.user.id : '';
  const repository = useInjection(TYPES.ProRepository);
  const documentStore = useInjection(TYPES.ProDocumentStore);
  const own = useResultQuery(['pros', 'own', userId], () => repository.findOwn(userId), userId !== '');
  const documents = useResultQuery(['pros', 'documents', userId], () => documentStore.list(userId), userId !== '');
  const [fixing, setFixing] = useState(false);

  if (own.isPending || documents.isPending) {
    return (
      <Page title="Become a ClipCoach pro">
        <Spinner size="lg" label="Loading your application" />
      </Page>
    );
  }
  if (own.isError || documents.isError) {
    return (
      <Page title="Become a ClipCoach pro">
        <LoadError what="your application" error={own.error ?? documents.error} onRetry={() => void Promise.all([own.refetch(), documents.refetch()])} />
      </Page>
    );
  }
  const pro = own.data;
  if (pro && pro.verification_status !== 'draft' && !(pro.verification_status === 'rejected' && fixing)) {
    return <VerificationStatus pro={pro} onFix={() => setFixing(true)} />;
  }
  return <OnboardingSteps userId={userId} pro={pro} documents={documents.data} />;
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

function OnboardingSteps({ userId, pro, documents }: { userId: string; pro: Pro | null; documents: readonly ProDocument[] }) {
  const progress = useInjection(TYPES.OnboardingProgress);
  const save = useInjection(TYPES.SaveProApplication);
  const submit = useInjection(TYPES.SubmitProApplication);
  const queryClient = useQueryClient();
  const [step, setStepState] = useState<OnboardingStep>(() => progress.step());
  const [draft, setDraft] = useState<Draft>(() => toDraft(pro));
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const goTo = (next: OnboardingStep) => {
    progress.setStep(next);
    setStepState(next);
    setProblem(null);
  };
  const index = ONBOARDING_STEPS.indexOf(step);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['pros'] });

  const saveAndContinue = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await save.execute(userId, toFields(draft));
    setBusy(false);
    if (!result.ok) {
      if (result.error.kind === 'invalid') {
        const own = Object.fromEntries(Object.entries(result.error.errors).filter(([field]) => STEP_FIELDS[step].includes(field as keyof ApplicationErrors)));
        if (Object.keys(own).length > 0) {
          setErrors(own);
          return;
        }
        // This step is fine; the rest is completed on later steps, so keep the draft locally and move on.
      } else {
        setProblem(result.error.message);
        return;
      }
    } else {
      void refresh();
    }
    setErrors({});
    goTo(ONBOARDING_STEPS[index + 1] ?? 'review');
  };

  const onSubmit = async () => {
    setBusy(true);
    const saved = await save.execute(userId, toFields(draft));
    if (!saved.ok && saved.error.kind === 'invalid') {
      setBusy(false);
      setErrors(saved.error.errors);
      setProblem('Some answers need attention before you submit.');
      return;
    }
    const result = await submit.execute(userId);
    setBusy(false);
    if (!result.ok) {
      if (result.error.kind === 'invalid') {
        setErrors(result.error.errors);
        setProblem('Some answers need attention before you submit.');
      } else setProblem(result.error.message);
      return;
    }
    progress.setStep('profile');
    await refresh();
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
            <TextField label="Display name" value={draft.display_name} error={errors.display_name} onChange={(e) => setDraft({ ...draft, display_name: e.target.value })} />
            <TextField label="Headline" value={draft.headline} error={errors.headline} onChange={(e) => setDraft({ ...draft, headline: e.target.value })} />
            <div css={fieldStyles}>
              <label htmlFor="pro-bio">Bio</label>
              <textarea id="pro-bio" rows={6} value={draft.bio} aria-invalid={errors.bio ? true : undefined} aria-describedby={errors.bio ? 'pro-bio-error' : undefined} onChange={(e) => setDraft({ ...draft, bio: e.target.value })} />
              {errors.bio ? <p id="pro-bio-error" className="field-error">{errors.bio}</p> : null}
            </div>
            <Button type="submit" disabled={busy}>Save and continue</Button>
          </Form>
        ) : step === 'pricing' ? (
          <Form onSubmit={saveAndContinue} aria-label="Sports and price">
            <fieldset aria-describedby={errors.sports ? 'pro-sports-error' : undefined} css={css`border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: ${theme.space.sm};`}>
              <legend css={css`font-weight: ${theme.font.weight.medium}; margin-bottom: ${theme.space.sm};`}>Sports you coach</legend>
              {SPORTS.map((sport) => (
                <label key={sport} css={css`display: inline-flex; gap: ${theme.space.xs}; align-items: center; min-height: 44px;`}>
                  <input
                    type="checkbox"
                    checked={draft.sports.includes(sport)}
                    onChange={(e) => setDraft({ ...draft, sports: e.target.checked ? [...draft.sports, sport] : draft.sports.filter((s) => s !== sport) })}
                  />
                  {sport}
                </label>
              ))}
              {errors.sports ? <p id="pro-sports-error" css={css`color: ${theme.colors.danger}; width: 100%; margin: 0;`}>{errors.sports}</p> : null}
            </fieldset>
            <FieldRow>
              <TextField label="Years of experience" inputMode="numeric" value={draft.years} error={errors.years_experience} onChange={(e) => setDraft({ ...draft, years: e.target.value })} />
              <TextField label="Price per analysis (USD)" inputMode="decimal" value={draft.price} error={errors.price_cents} onChange={(e) => setDraft({ ...draft, price: e.target.value })} />
            </FieldRow>
            <div css={fieldStyles}>
              <label htmlFor="pro-turnaround">Turnaround</label>
              <select id="pro-turnaround" value={draft.turnaround_hours} onChange={(e) => setDraft({ ...draft, turnaround_hours: Number(e.target.value) })}>
                {TURNAROUND_CHOICES_HOURS.map((hours) => (
                  <option key={hours} value={hours}>
                    {turnaroundText(hours)}
                  </option>
                ))}
              </select>
            </div>
            <StepButtons onBack={() => goTo('profile')} busy={busy} />
          </Form>
        ) : step === 'credentials' ? (
          <Credentials userId={userId} documents={documents} error={errors.documents} onBack={() => goTo('pricing')} onNext={() => goTo('review')} />
        ) : (
          <div css={css`display: grid; gap: ${theme.space.md};`}>
            <ApplicationSummary pro={{ ...toFields(draft), currency: pro?.currency ?? 'USD' }} />
            <p css={css`margin: 0;`}>Documents: {documents.length === 0 ? 'none yet' : documents.map((d) => `${d.file_name} (${d.kind})`).join(', ')}</p>
            {Object.values(errors).length > 0 ? (
              <Alert>
                <ul>
                  {Object.entries(errors).map(([field, message]) => (
                    <li key={field}>{message}</li>
                  ))}
                </ul>
              </Alert>
            ) : null}
            <div css={css`display: flex; gap: ${theme.space.sm}; flex-wrap: wrap;`}>
              <Button variant="secondary" onClick={() => goTo('credentials')}>Back</Button>
              <Button onClick={() => void onSubmit()} disabled={busy}>
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

function Credentials({ userId, documents, error, onBack, onNext }: { userId: string; documents: readonly ProDocument[]; error?: string; onBack: () => void; onNext: () => void }) {
  const upload = useInjection(TYPES.UploadProDocument);
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<Partial<Record<DocumentKind, string>>>({});
  const [progress, setProgress] = useState<Partial<Record<DocumentKind, number>>>({});

  const onFile = async (kind: DocumentKind, file: File | undefined) => {
    if (!file) return;
    setMessages((m) => ({ ...m, [kind]: undefined }));
    setProgress((p) => ({ ...p, [kind]: 0 }));
    const result = await upload.execute(userId, kind, file, (fraction) => setProgress((p) => ({ ...p, [kind]: fraction })));
    setProgress((p) => ({ ...p, [kind]: undefined }));
    if (!result.ok) {
      setMessages((m) => ({ ...m, [kind]: result.error.message }));
      return;
    }
    setMessages((m) => ({ ...m, [kind]: `Uploaded ${result.value.file_name}` }));
    await queryClient.invalidateQueries({ queryKey: ['pros', 'documents', userId] });
  };

  const picker = (kind: DocumentKind, label: string) => {
    const uploaded = documents.filter((d) => d.kind === kind);
    const message = messages[kind];
    const failed = message !== undefined && !message.startsWith('Uploaded');
    return (
      <div css={fieldStyles}>
        <label htmlFor={`doc-${kind}`}>{label}</label>
        <input
          id={`doc-${kind}`}
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          aria-invalid={failed ? true : undefined}
          aria-describedby={`doc-${kind}-hint`}
          onChange={(e) => {
            void onFile(kind, e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <p id={`doc-${kind}-hint`} className="field-hint">PDF, JPEG or PNG, up to 10 MB.</p>
        {progress[kind] !== undefined ? <progress max={1} value={progress[kind]} aria-label={`Uploading ${label}`} /> : null}
        {message ? <p role={failed ? 'alert' : 'status'} className={failed ? 'field-error' : 'field-hint'}>{message}</p> : null}
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
        <Button variant="secondary" onClick={onBack}>Back</Button>
        <Button onClick={onNext}>Continue to review</Button>
      </div>
    </div>
  );
}
