import type { AccountDeletionPort } from '../../application/ports/account-deletion.port';
import { accountDeletionRefusal, type AccountDeletionImpact } from '../../domain/accounts/account-deletion';
import { err, ok, type Result } from '../../domain/result';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { callerIdOf } from './supabase-caller';
import { postgrestToDataError } from './supabase-errors';
import { functionToDataError } from './supabase-payments.adapter';

type ImpactRow = { drafts_removed: number; submissions_cancelled: number; refunds: number; refund_cents: number; listing_removed: boolean };

/** supabase/migrations/20250601001600_accounts.sql's function the client calls, typed for supabase-js. */
export type AccountFunctions = {
  account_deletion_impact: { Args: Record<string, never>; Returns: ImpactRow };
};

const toImpact = (row: ImpactRow): AccountDeletionImpact => ({
  draftsRemoved: Number(row.drafts_removed),
  submissionsCancelled: Number(row.submissions_cancelled),
  refunds: Number(row.refunds),
  refundCents: Number(row.refund_cents),
  listingRemoved: row.listing_removed === true,
});

/**
 * Deleting an account on the hosted backend. The impact is public.account_deletion_impact (the
 * caller's own); the deletion is the delete-account server function, which reads the caller from
 * the access token, closes and refunds in SQL and through refund-payment's path, then deletes the
 * auth user. Asking for someone else is refused here and again by the function and the SQL.
 */
export class SupabaseAccounts implements AccountDeletionPort {
  constructor(private readonly client: ClipCoachSupabaseClient) {}

  async impact(userId: string): Promise<Result<AccountDeletionImpact, DataError>> {
    const mine = await this.mine(userId);
    if (!mine.ok) return mine;
    const { data, error } = await this.client.rpc('account_deletion_impact').retry(false);
    if (error) return err(postgrestToDataError(error));
    return ok(toImpact(data as ImpactRow));
  }

  async deleteAccount(userId: string): Promise<Result<AccountDeletionImpact, DataError>> {
    const mine = await this.mine(userId);
    if (!mine.ok) return mine;
    const before = await this.impact(userId);
    const { data, error } = await this.client.functions.invoke<{ drafts_removed: number; submissions_cancelled: number; refunds: number; listing_removed: boolean }>('delete-account', { body: {} });
    if (error) return err(await functionToDataError(error));
    if (!data) return err(dataErrors.failed('The deletion answered something unexpected.'));
    await this.client.auth.signOut({ scope: 'local' });
    return ok({
      draftsRemoved: data.drafts_removed,
      submissionsCancelled: data.submissions_cancelled,
      refunds: data.refunds,
      refundCents: before.ok ? before.value.refundCents : 0,
      listingRemoved: data.listing_removed,
    });
  }

  private async mine(userId: string): Promise<Result<void, DataError>> {
    const refused = accountDeletionRefusal(await callerIdOf(this.client), userId);
    return refused ? err(refused) : ok(undefined);
  }
}
