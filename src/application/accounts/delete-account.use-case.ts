import { accountDeletionConfirmed, type AccountDeletionImpact } from '../../domain/accounts/account-deletion';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { err, ok, type Result } from '../../domain/result';
import type { AuthStore } from '../auth/auth-state.store';
import type { SignOut } from '../auth/sign-out.use-case';
import type { AccountDeletionPort } from '../ports/account-deletion.port';

/** /profile "Delete account": what it would do, then, once "DELETE" or the e-mail is typed, do it and sign out. */
export class DeleteAccount {
  constructor(
    private readonly authStore: AuthStore,
    private readonly accounts: AccountDeletionPort,
    private readonly signOut: SignOut,
  ) {}

  impact(): Promise<Result<AccountDeletionImpact, DataError>> {
    const state = this.authStore.state.value;
    if (state.status !== 'signed-in') return Promise.resolve(err(dataErrors.notSignedIn()));
    return this.accounts.impact(state.user.id);
  }

  async execute(typedConfirmation: string): Promise<Result<AccountDeletionImpact, DataError>> {
    const state = this.authStore.state.value;
    if (state.status !== 'signed-in') return err(dataErrors.notSignedIn());
    if (!accountDeletionConfirmed(typedConfirmation, state.user.email)) return err(dataErrors.invalid('Type DELETE or your e-mail address to confirm.'));
    const deleted = await this.accounts.deleteAccount(state.user.id);
    if (!deleted.ok) return deleted;
    // The backend has ended the account's sessions; this clears what the browser kept (§4).
    await this.signOut.execute({ quiet: true });
    return ok(deleted.value);
  }
}
