import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { SupportRequestInput } from '../../domain/support/support-request';

export type { SupportRequestInput } from '../../domain/support/support-request';

/** What the sender learns about their request: that it was received, and when. */
export interface SupportReceipt {
  readonly id: string;
  readonly createdAt: string;
}

/**
 * "Contact support" (/help): a signed-in person's message reaches every admin as a notification
 * (src/domain/support/support-request.ts decides; the hosted backend runs public.contact_support).
 */
export interface SupportDesk {
  contact(request: SupportRequestInput): Promise<Result<SupportReceipt, DataError>>;
}
