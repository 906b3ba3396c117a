import type { ProApplicationFields } from './pro';
import { isSport } from './sports';

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
  const name = fields.display_name.trim();
  if (name.length < 2) errors.display_name = 'Enter the name athletes will see (at least 2 characters).';
  else if (name.length > DISPLAY_NAME_MAX) errors.display_name = `Keep the name under ${DISPLAY_NAME_MAX} characters.`;
  if (!fields.headline.trim()) errors.headline = 'Add a one-line headline.';
  else if (fields.headline.length > HEADLINE_MAX) errors.headline = `Keep the headline under ${HEADLINE_MAX} characters.`;
  if (fields.bio.trim().length < 20) errors.bio = 'Tell athletes about your coaching (at least 20 characters).';
  else if (fields.bio.length > BIO_MAX) errors.bio = `Keep the bio under ${BIO_MAX} characters.`;
  if (fields.sports.length === 0) errors.sports = 'Choose at least one sport.';
  else if (!fields.sports.every(isSport)) errors.sports = 'Choose sports from the list.';
  if (!Number.isInteger(fields.years_experience) || fields.years_experience < 0 || fields.years_experience > 80) {
    errors.years_experience = 'Enter your years of experience (0–80).';
  }
  if (!Number.isInteger(fields.price_cents) || fields.price_cents < PRICE_MIN_CENTS || fields.price_cents > PRICE_MAX_CENTS) {
    errors.price_cents = `Set a price between $${PRICE_MIN_CENTS / 100} and $${PRICE_MAX_CENTS / 100}.`;
  }
  if (!(TURNAROUND_CHOICES_HOURS as readonly number[]).includes(fields.turnaround_hours)) {
    errors.turnaround_hours = 'Choose a turnaround time.';
  }
  return errors;
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
