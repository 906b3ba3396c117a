import type { ProApplicationFields } from './pro';
import { SPORTS, isSport } from './sports';

export const DISPLAY_NAME_MAX = 80;
export const HEADLINE_MAX = 120;
export const BIO_MAX = 2_000;
export const PRICE_MIN_CENTS = 500;
export const PRICE_MAX_CENTS = 100_000;
export const TURNAROUND_CHOICES_HOURS = [24, 48, 72, 120, 168] as const;
export const REJECTION_REASON_MIN = 10;

export type ApplicationField = keyof ProApplicationFields | 'documents';
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

/** Field rules of the profile and pricing steps. */
export function validateApplicationFields(fields: ProApplicationFields): ApplicationErrors {
  const errors: ApplicationErrors = {};
  const name = fields.displayName.trim();
  if (name.length < 2) errors.displayName = 'Enter the name athletes will see (at least 2 characters).';
  else if (name.length > DISPLAY_NAME_MAX) errors.displayName = `Keep the name under ${DISPLAY_NAME_MAX} characters.`;
  if (!fields.headline.trim()) errors.headline = 'Add a one-line headline.';
  else if (fields.headline.length > HEADLINE_MAX) errors.headline = `Keep the headline under ${HEADLINE_MAX} characters.`;
  if (fields.bio.trim().length < 20) errors.bio = 'Tell athletes about your coaching (at least 20 characters).';
  else if (fields.bio.length > BIO_MAX) errors.bio = `Keep the bio under ${BIO_MAX} characters.`;
  if (fields.sports.length === 0) errors.sports = 'Choose at least one sport.';
  else if (!fields.sports.every(isSport)) errors.sports = 'Choose sports from the list.';
  if (!Number.isInteger(fields.yearsExperience) || fields.yearsExperience < 0 || fields.yearsExperience > 80) {
    errors.yearsExperience = 'Enter your years of experience (0–80).';
  }
  if (!Number.isInteger(fields.priceCents) || fields.priceCents < PRICE_MIN_CENTS || fields.priceCents > PRICE_MAX_CENTS) {
    errors.priceCents = `Set a price between $${PRICE_MIN_CENTS / 100} and $${PRICE_MAX_CENTS / 100}.`;
  }
  if (!(TURNAROUND_CHOICES_HOURS as readonly number[]).includes(fields.turnaroundHours)) {
    errors.turnaroundHours = 'Choose a turnaround time.';
  }
  return errors;
}

/** The parts of an application a pro fills one at a time: the onboarding steps that hold answers. */
export const APPLICATION_STEPS = ['profile', 'pricing', 'credentials'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/** Which fields each step owns, so a step's errors are shown on that step. */
export const APPLICATION_STEP_FIELDS: Readonly<Record<ApplicationStep, readonly ApplicationField[]>> = {
  profile: ['displayName', 'headline', 'bio'],
  pricing: ['sports', 'yearsExperience', 'priceCents', 'turnaroundHours'],
  credentials: ['documents'],
};

/** The step a field belongs to. */
export const stepOfField = (field: ApplicationField): ApplicationStep =>
  APPLICATION_STEPS.find((step) => APPLICATION_STEP_FIELDS[step].includes(field)) ?? 'profile';

/** Only the errors of the given step. */
export function errorsOfStep(errors: ApplicationErrors, step: ApplicationStep): ApplicationErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => stepOfField(field as ApplicationField) === step));
}

/**
 * Saving a step checks that step's fields only (the same rules as submission, restricted to the
 * step): the answers of later steps may still be empty.
 */
export function validateStep(step: ApplicationStep, fields: ProApplicationFields, documentKinds: readonly string[] = []): ApplicationErrors {
  return errorsOfStep(validateForSubmission(fields, documentKinds), step);
}

/** The first step whose answers are missing or invalid; null when the application is complete. */
export function firstIncompleteStep(fields: ProApplicationFields, documentKinds: readonly string[]): ApplicationStep | null {
  const errors = validateForSubmission(fields, documentKinds);
  return APPLICATION_STEPS.find((step) => hasErrors(errorsOfStep(errors, step))) ?? null;
}

/** An application nobody has filled yet: the values a stored draft has for unanswered fields. */
export const EMPTY_APPLICATION: ProApplicationFields = {
  displayName: '',
  headline: '',
  bio: '',
  sports: [],
  yearsExperience: 0,
  priceCents: 0,
  turnaroundHours: 48,
};

const storableInteger = (value: number, min: number, max: number): boolean => Number.isInteger(value) && value >= min && value <= max;

/**
 * The draft a save stores: everything filled so far. A field that is not filled yet (or holds
 * something no application could keep, such as a price that is not a number) takes its empty
 * value, so a partial draft is stored as it is on every backend; submission checks the rest.
 */
export function draftOf(fields: ProApplicationFields): ProApplicationFields {
  const text = (value: string, max: number) => value.trim().slice(0, max);
  return {
    displayName: text(fields.displayName, DISPLAY_NAME_MAX),
    headline: text(fields.headline, HEADLINE_MAX),
    bio: text(fields.bio, BIO_MAX),
    sports: fields.sports.filter(isSport).filter((sport, i, all) => all.indexOf(sport) === i).slice(0, SPORTS.length),
    yearsExperience: storableInteger(fields.yearsExperience, 0, 80) ? fields.yearsExperience : EMPTY_APPLICATION.yearsExperience,
    priceCents: storableInteger(fields.priceCents, 0, PRICE_MAX_CENTS) ? fields.priceCents : EMPTY_APPLICATION.priceCents,
    turnaroundHours: (TURNAROUND_CHOICES_HOURS as readonly number[]).includes(fields.turnaroundHours) ? fields.turnaroundHours : EMPTY_APPLICATION.turnaroundHours,
  };
}

/** Everything that must hold before "Submit for verification": valid fields and an identity document. */
export function validateForSubmission(fields: ProApplicationFields, documentKinds: readonly string[]): ApplicationErrors {
  const errors = validateApplicationFields(fields);
  if (!documentKinds.includes('identity')) errors.documents = 'Upload an identity document.';
  return errors;
}

export const hasErrors = (errors: ApplicationErrors): boolean => Object.keys(errors).length > 0;

/** A rejection needs a reason the pro can act on. */
export function validateRejectionReason(reason: string): string | null {
  return reason.trim().length >= REJECTION_REASON_MIN ? null : `Give the pro a reason they can act on (at least ${REJECTION_REASON_MIN} characters).`;
}
