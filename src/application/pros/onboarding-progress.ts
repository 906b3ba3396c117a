import type { KeyValueStore } from '../ports/key-value-store.port';

export const ONBOARDING_STEPS = ['profile', 'pricing', 'credentials', 'review'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The spec's session key for onboarding progress; it is cleared at sign-out (§4). */
export const ONBOARDING_FLOW_KEY = 'onboarding-flow';

/** Remembers which onboarding step the pro was on, so leaving and returning resumes there. */
export class OnboardingProgress {
  constructor(private readonly sessionStore: KeyValueStore) {}

  /** The step remembered in this tab; null when none is (or the value is damaged). */
  step(): OnboardingStep | null {
    const raw = this.sessionStore.get(ONBOARDING_FLOW_KEY);
    try {
      const parsed = raw ? (JSON.parse(raw) as { flow?: string; step?: string }) : null;
      if (parsed?.flow === 'pro' && (ONBOARDING_STEPS as readonly string[]).includes(parsed.step ?? '')) return parsed.step as OnboardingStep;
    } catch {
      /* a damaged value is no remembered step */
    }
    return null;
  }

  setStep(step: OnboardingStep): void {
    this.sessionStore.set(ONBOARDING_FLOW_KEY, JSON.stringify({ flow: 'pro', step }));
  }

  /** The flow is over (submitted): nothing to resume. */
  clear(): void {
    this.sessionStore.remove(ONBOARDING_FLOW_KEY);
  }
}
