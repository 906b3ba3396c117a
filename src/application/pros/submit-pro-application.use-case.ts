import type { DataError } from '../../domain/shared/data-error';
import { canEditApplication, type Pro } from '../../domain/pros/pro';
import { hasErrors, validateForSubmission, type ApplicationErrors } from '../../domain/pros/pro-application';
import { applicationRefusals } from '../../domain/pros/pro-verification';
import { err, ok, type Result } from '../../domain/result';
import type { AuthStore } from '../auth/auth-state.store';
import type { ProDocumentStore } from '../ports/pro-document-store.port';
import type { ProfileRepository } from '../ports/profile-repository.port';
import type { ProRepository } from '../ports/pro-repository.port';

export type SubmitApplicationError = { readonly kind: 'invalid'; readonly errors: ApplicationErrors } | DataError;

/** "Submit for verification": status pending, and the account becomes a pro account. */
export class SubmitProApplication {
  constructor(
    private readonly pros: ProRepository,
    private readonly documents: ProDocumentStore,
    private readonly profiles: ProfileRepository,
    private readonly authStore: AuthStore,
  ) {}

  async execute(userId: string): Promise<Result<Pro, SubmitApplicationError>> {
    const own = await this.pros.findOwn(userId);
    if (!own.ok) return own;
    const pro = own.value;
    if (!pro) return err(applicationRefusals.nothingToSubmit());
    if (!canEditApplication(pro)) return err(applicationRefusals.alreadySubmitted());
    const docs = await this.documents.list(userId);
    if (!docs.ok) return docs;
    const errors = validateForSubmission(pro, docs.value.map((doc) => doc.kind));
    if (hasErrors(errors)) return err({ kind: 'invalid', errors });

    const submitted = await this.pros.submitOwn(userId);
    if (!submitted.ok) return submitted;
    const profile = await this.profiles.update(userId, { accountType: 'pro' });
    if (profile.ok) this.authStore.setProfile(profile.value);
    return ok(submitted.value);
  }
}
