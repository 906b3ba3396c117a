import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import { validateSupportRequest, type SupportRequestInput } from '../../domain/support/support-request';
import type { SupportDesk, SupportReceipt } from '../ports/support-desk.port';

/** Sends a message to support; a subject or message the backend would refuse is refused here first, with the same words. */
export class ContactSupport {
  constructor(private readonly desk: SupportDesk) {}

  async execute(input: SupportRequestInput): Promise<Result<SupportReceipt, DataError>> {
    const valid = validateSupportRequest(input);
    if (!valid.ok) return valid;
    return this.desk.contact(valid.value);
  }
}
