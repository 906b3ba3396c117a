import type { DataError } from '../../domain/shared/data-error';
import { canEditApplication, type Pro, type ProApplicationFields } from '../../domain/pros/pro';
import { draftOf, hasErrors, validateStep, type ApplicationErrors, type ApplicationStep } from '../../domain/pros/pro-application';
import { applicationRefusals } from '../../domain/pros/pro-verification';
import { err, type Result } from '../../domain/result';
import type { ProRepository } from '../ports/pro-repository.port';

/** The steps whose answers are fields of the application (credentials are files, stored as they are uploaded). */
export type FieldStep = Exclude<ApplicationStep, 'credentials'>;

export type SaveApplicationError = { readonly kind: 'invalid'; readonly errors: ApplicationErrors } | DataError;

/**
 * Saves the pro's application as it is being written (a draft, or a rejected one being fixed),
 * one step at a time: only the step's own fields are checked, and what is filled so far is
 * stored as a draft (the later steps' answers may still be empty). Submission checks everything.
 */
export class SaveProApplication {
  constructor(private readonly pros: ProRepository) {}

  async execute(userId: string, step: FieldStep, fields: ProApplicationFields): Promise<Result<Pro, SaveApplicationError>> {
    const errors = validateStep(step, fields);
    if (hasErrors(errors)) return err({ kind: 'invalid', errors });
    const current = await this.pros.findOwn(userId);
    if (!current.ok) return current;
    if (!canEditApplication(current.value)) return err(applicationRefusals.locked());
    return this.pros.saveOwn(userId, draftOf(fields));
  }
}
