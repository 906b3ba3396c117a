import type { DataError } from '../../domain/shared/data-error';
import { canEditApplication, type Pro, type ProApplicationFields } from '../../domain/pros/pro';
import { hasErrors, validateApplicationFields, type ApplicationErrors } from '../../domain/pros/pro-application';
import { err, type Result } from '../../domain/result';
import type { ProRepository } from '../ports/pro-repository.port';

export type SaveApplicationError =
  | { readonly kind: 'invalid'; readonly errors: ApplicationErrors }
  | { readonly kind: 'locked'; readonly message: string }
  | DataError;

/** Saves the pro's application as it is being written (a draft, or a rejected one being fixed). */
export class SaveProApplication {
  constructor(private readonly pros: ProRepository) {}

  async execute(userId: string, fields: ProApplicationFields): Promise<Result<Pro, SaveApplicationError>> {
    const errors = validateApplicationFields(fields);
    if (hasErrors(errors)) return err({ kind: 'invalid', errors });
    const current = await this.pros.findOwn(userId);
    if (!current.ok) return current;
    if (!canEditApplication(current.value)) {
      return err({ kind: 'locked', message: 'Your application is under review or already approved and cannot be changed now.' });
    }
    return this.pros.saveOwn(userId, { ...fields, display_name: fields.display_name.trim(), headline: fields.headline.trim(), bio: fields.bio.trim() });
  }
}
