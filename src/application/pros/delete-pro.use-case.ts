import type { DataError } from '../../domain/shared/data-error';
import type { Pro } from '../../domain/pros/pro';
import { deletionConfirmed, type ProDeletionOutcome } from '../../domain/pros/pro-deletion';
import { err, type Result } from '../../domain/result';
import type { ProAdminRepository } from '../ports/pro-repository.port';

export type DeleteProError = { readonly kind: 'not-confirmed'; readonly message: string } | DataError;

/** Deletes a pro after the admin typed the pro's name (soft delete; history kept). */
export class DeletePro {
  constructor(private readonly admin: ProAdminRepository) {}

  async execute(pro: Pick<Pro, 'id' | 'displayName'>, typedName: string): Promise<Result<ProDeletionOutcome, DeleteProError>> {
    if (!deletionConfirmed(typedName, pro.displayName)) {
      return err({ kind: 'not-confirmed', message: `Type "${pro.displayName}" exactly to confirm.` });
    }
    return this.admin.softDelete(pro.id);
  }
}
