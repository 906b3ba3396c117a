import { BehaviorSubject, type Unsubscribable } from 'rxjs';
import type { Pro, ProApplicationFields } from '../../domain/pros/pro';
import {
  APPLICATION_STEP_FIELDS,
  APPLICATION_STEPS,
  errorsOfStep,
  firstIncompleteStep,
  hasErrors,
  validateStep,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationStep,
} from '../../domain/pros/pro-application';
import type { DocumentKind, ProDocument } from '../../domain/pros/pro-document';
import type { Sport } from '../../domain/pros/sports';
import type { AuthState } from '../auth/auth-state.store';
import type { ProDocumentStore } from '../ports/pro-document-store.port';
import type { ProRepository } from '../ports/pro-repository.port';
import { asBehavior, type Behavior } from '../shared/behavior';
import { ONBOARDING_STEPS, type OnboardingProgress, type OnboardingStep } from './onboarding-progress';
import type { SaveProApplication } from './save-pro-application.use-case';
import type { SubmitProApplication } from './submit-pro-application.use-case';
import type { UploadProDocument } from './upload-pro-document.use-case';

/** The answers as the pro types them (numbers stay text until they are saved). */
export interface OnboardingForm {
  readonly displayName: string;
  readonly headline: string;
  readonly bio: string;
  readonly sports: readonly Sport[];
  readonly years: string;
  readonly price: string;
  readonly turnaroundHours: number;
}

/** One credential being sent, or the outcome of the last one. */
export interface UploadState {
  /** 0..1 while the file is being sent. */
  readonly progress: number | null;
  readonly message: string | null;
  readonly failed: boolean;
}

export type ProOnboardingState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly userId: string }
  | { readonly status: 'load-failed'; readonly userId: string; readonly message: string }
  | {
      readonly status: 'ready';
      readonly userId: string;
      /** The stored application; null before the first save. */
      readonly pro: Pro | null;
      readonly documents: readonly ProDocument[];
      /** True while the steps are shown: a draft, or a rejected application being fixed. */
      readonly editing: boolean;
      readonly step: OnboardingStep;
      readonly form: OnboardingForm;
      /** Errors of every step; each step shows its own. */
      readonly errors: ApplicationErrors;
      /** A failure that is no field's: a save or submission the backend refused. */
      readonly problem: string | null;
      readonly busy: boolean;
      readonly uploads: Partial<Record<DocumentKind, UploadState>>;
    };

export type ReadyOnboardingState = Extract<ProOnboardingState, { status: 'ready' }>;

/** A stored draft shown for editing: a price of 0 (and, with it, 0 years) was never answered. */
export function formOf(pro: Pro | null): OnboardingForm {
  const pricingAnswered = pro !== null && pro.priceCents > 0;
  return {
    displayName: pro?.displayName ?? '',
    headline: pro?.headline ?? '',
    bio: pro?.bio ?? '',
    sports: [...(pro?.sports ?? [])],
    years: pro && (pricingAnswered || pro.yearsExperience > 0) ? String(pro.yearsExperience) : '',
    price: pro && pricingAnswered ? (pro.priceCents / 100).toFixed(2) : '',
    turnaroundHours: pro?.turnaroundHours ?? 48,
  };
}

/** The typed answers as application fields; an empty or unreadable number is NaN (the rules refuse it). */
export function fieldsOf(form: OnboardingForm): ProApplicationFields {
  return {
    displayName: form.displayName,
    headline: form.headline,
    bio: form.bio,
    sports: form.sports,
    yearsExperience: form.years.trim() === '' ? Number.NaN : Number(form.years),
    priceCents: form.price.trim() === '' ? Number.NaN : Math.round(Number(form.price) * 100),
    turnaroundHours: form.turnaroundHours,
  };
}

/** The steps show at once for a new or draft application; a submitted or decided one shows its status first. */
const opensOnSteps = (pro: Pro | null): boolean => pro === null || pro.verificationStatus === 'draft';

const nextStep = (step: OnboardingStep): OnboardingStep => ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) + 1] ?? 'review';

/** The remembered step, but never past the first step still missing answers. */
function resumeStep(remembered: OnboardingStep | null, pro: Pro | null, documents: readonly ProDocument[]): OnboardingStep {
  const incomplete: OnboardingStep = pro ? (firstIncompleteStep(pro, documents.map((d) => d.kind)) ?? 'review') : 'profile';
  if (remembered === null) return incomplete;
  return ONBOARDING_STEPS.indexOf(remembered) < ONBOARDING_STEPS.indexOf(incomplete) ? remembered : incomplete;
}

/**
 * The onboarding steps' state (/onboarding/pro): the stored application and credentials, the
 * answers being typed, the current step, errors and uploads. The page renders it and forwards
 * events here. Each "Save and continue" stores a draft of what is filled so far, so leaving and
 * coming back (even after a reload, or in another tab) finds the answers; the step is also
 * remembered under the spec's `onboarding-flow` session key. Forgets everything at sign-out.
 */
export class ProOnboardingStore {
  private readonly subject = new BehaviorSubject<ProOnboardingState>({ status: 'idle' });
  readonly state: Behavior<ProOnboardingState> = asBehavior(this.subject);
  private readonly authSubscription: Unsubscribable;

  constructor(
    private readonly pros: ProRepository,
    private readonly documents: ProDocumentStore,
    private readonly progress: OnboardingProgress,
    private readonly save: SaveProApplication,
    private readonly submitApplication: SubmitProApplication,
    private readonly upload: UploadProDocument,
    auth: Behavior<AuthState>,
  ) {
    this.authSubscription = auth.subscribe({
      next: (state) => {
        const current = this.subject.value;
        if (current.status === 'idle') return;
        if (state.status !== 'signed-in' || state.user.id !== current.userId) this.subject.next({ status: 'idle' });
      },
    });
  }

  /**
   * Loads the user's application and credentials. Answers typed but not yet saved in this
   * session are kept when the same user opens the page again.
   */
  async open(userId: string): Promise<void> {
    const before = this.subject.value;
    const kept = before.status === 'ready' && before.userId === userId ? before : null;
    if (!kept) this.subject.next({ status: 'loading', userId });
    const [own, docs] = await Promise.all([this.pros.findOwn(userId), this.documents.list(userId)]);
    const current = this.subject.value;
    if (current.status === 'idle' || current.userId !== userId) return;
    if (!own.ok || !docs.ok) {
      if (kept) return;
      const failure = !own.ok ? own.error : !docs.ok ? docs.error : null;
      this.subject.next({ status: 'load-failed', userId, message: failure?.message ?? 'unknown error' });
      return;
    }
    const pro = own.value;
    if (current.status === 'ready' && kept && kept.pro?.verificationStatus === pro?.verificationStatus) {
      this.subject.next({ ...current, pro, documents: docs.value });
      return;
    }
    const editing = opensOnSteps(pro);
    this.subject.next({
      status: 'ready',
      userId,
      pro,
      documents: docs.value,
      editing,
      step: editing ? resumeStep(this.progress.step(), pro, docs.value) : 'profile',
      form: formOf(pro),
      errors: {},
      problem: null,
      busy: false,
      uploads: {},
    });
  }

  /** The pro changes answers; nothing is stored until the step is saved. */
  edit(patch: Partial<OnboardingForm>): void {
    this.update((s) => ({ ...s, form: { ...s.form, ...patch } }));
  }

  /** A rejected pro fixes the application: the steps again, from the first. */
  fix(): void {
    this.update((s) => (s.pro?.verificationStatus === 'rejected' ? { ...s, editing: true, step: 'profile', errors: {}, problem: null } : s));
    this.progress.setStep('profile');
  }

  /** Back to an earlier step, without saving. */
  goTo(step: OnboardingStep): void {
    this.update((s) => ({ ...s, step, problem: null }));
    this.progress.setStep(step);
  }

  /**
   * "Save and continue": checks only this step's answers, stores a draft of everything filled so
   * far and moves on. A refusal keeps every answer and says what went wrong.
   */
  async saveStep(): Promise<void> {
    const state = this.ready();
    if (!state || state.busy || state.step === 'review') return;
    const { step, userId } = state;
    if (step === 'credentials') {
      const errors = validateStep('credentials', fieldsOf(state.form), state.documents.map((d) => d.kind));
      if (hasErrors(errors)) {
        this.update((s) => ({ ...s, errors: { ...s.errors, ...errors } }));
        return;
      }
      this.advance('credentials');
      return;
    }
    this.update((s) => ({ ...s, busy: true, problem: null }));
    const result = await this.save.execute(userId, step, fieldsOf(state.form));
    if (!this.ready(userId)) return;
    if (!result.ok) {
      const error = result.error;
      if (error.kind === 'invalid') this.update((s) => ({ ...s, busy: false, errors: { ...withoutStep(s.errors, step), ...error.errors } }));
      else this.update((s) => ({ ...s, busy: false, problem: `Your answers were not saved. ${error.message}` }));
      return;
    }
    this.update((s) => ({ ...s, pro: result.value, busy: false }));
    this.advance(step);
  }

  /** Sends a credential (checked before anything is sent) and adds it to the documents on file. */
  async uploadDocument(kind: DocumentKind, file: Blob & { name: string }): Promise<void> {
    const state = this.ready();
    if (!state) return;
    const { userId } = state;
    const setUpload = (upload: UploadState) => this.update((s) => ({ ...s, uploads: { ...s.uploads, [kind]: upload } }));
    setUpload({ progress: 0, message: null, failed: false });
    const result = await this.upload.execute(userId, kind, file, (fraction) => {
      if (this.ready(userId)) setUpload({ progress: fraction, message: null, failed: false });
    });
    if (!this.ready(userId)) return;
    if (!result.ok) {
      setUpload({ progress: null, message: result.error.message, failed: true });
      return;
    }
    setUpload({ progress: null, message: `Uploaded ${result.value.fileName}`, failed: false });
    this.update((s) => ({ ...s, documents: [...s.documents, result.value], errors: withoutStep(s.errors, 'credentials') }));
  }

  /**
   * "Submit for verification": everything is checked; errors are shown on the step they belong
   * to (the first such step opens). On success the steps give way to the verification status.
   */
  async submit(): Promise<void> {
    const state = this.ready();
    if (!state || state.busy) return;
    const { userId } = state;
    this.update((s) => ({ ...s, busy: true, problem: null }));
    const result = await this.submitApplication.execute(userId);
    if (!this.ready(userId)) return;
    if (!result.ok) {
      const error = result.error;
      if (error.kind === 'invalid') {
        const first = APPLICATION_STEPS.find((step) => hasErrors(errorsOfStep(error.errors, step))) ?? 'review';
        this.update((s) => ({ ...s, busy: false, errors: error.errors, step: first, problem: 'Some answers need attention before you submit.' }));
        this.progress.setStep(first);
      } else {
        this.update((s) => ({ ...s, busy: false, problem: error.message }));
      }
      return;
    }
    this.progress.clear();
    this.update((s) => ({ ...s, pro: result.value, busy: false, editing: false, step: 'profile', errors: {}, problem: null }));
  }

  /** Stops following the auth state (tests and disposal). */
  dispose(): void {
    this.authSubscription.unsubscribe();
  }

  private advance(from: ApplicationStep): void {
    const step = nextStep(from);
    this.update((s) => ({ ...s, step, errors: withoutStep(s.errors, from) }));
    this.progress.setStep(step);
  }

  private ready(userId?: string): ReadyOnboardingState | null {
    const state = this.subject.value;
    return state.status === 'ready' && (userId === undefined || state.userId === userId) ? state : null;
  }

  private update(change: (state: ReadyOnboardingState) => ReadyOnboardingState): void {
    const state = this.ready();
    if (state) this.subject.next(change(state));
  }
}

function withoutStep(errors: ApplicationErrors, step: ApplicationStep): ApplicationErrors {
  const own = APPLICATION_STEP_FIELDS[step];
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !own.includes(field as ApplicationField)));
}
