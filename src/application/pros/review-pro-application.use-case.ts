import type { DataError } from '../../domain/shared/data-error';
import type { Pro } from '../../domain/pros/pro';
import { validateRejectionReason } from '../../domain/pros/pro-application';
import { err, ok, type Result } from '../../domain/result';
import type { Logger } from '../ports/logger.port';
import type { NotificationRepository } from '../ports/notification-repository.port';
import type { ProAdminRepository } from '../ports/pro-repository.port';
import { PRO_MESSAGES } from './pro-messages';

export type RejectError = { readonly kind: 'invalid-reason'; readonly message: string } | DataError;

/** An admin approves a pending pro; the pro is told and appears in /pros at once. */
export class ApprovePro {
  constructor(
    private readonly admin: ProAdminRepository,
    private readonly notifications: NotificationRepository,
    private readonly logger: Logger,
  ) {}

  async execute(proId: string): Promise<Result<Pro, DataError>> {
    const approved = await this.admin.approve(proId);
    if (!approved.ok) return approved;
    const sent = await this.notifications.send({ userId: proId, title: PRO_MESSAGES.approvedTitle, body: PRO_MESSAGES.approvedBody, link: `/pros/${proId}` });
    if (!sent.ok) this.logger.warn('Could not notify the approved pro', sent.error);
    return ok(approved.value);
  }
}

/** An admin rejects with a required reason; the pro sees it and can fix and resubmit. */
export class RejectPro {
  constructor(
    private readonly admin: ProAdminRepository,
    private readonly notifications: NotificationRepository,
    private readonly logger: Logger,
  ) {}

  async execute(proId: string, reason: string): Promise<Result<Pro, RejectError>> {
    const invalid = validateRejectionReason(reason);
    if (invalid) return err({ kind: 'invalid-reason', message: invalid });
    const rejected = await this.admin.reject(proId, reason.trim());
    if (!rejected.ok) return rejected;
    const sent = await this.notifications.send({
      userId: proId,
      title: PRO_MESSAGES.rejectedTitle,
      body: PRO_MESSAGES.rejectedBody(reason.trim()),
      link: '/onboarding/pro',
    });
    if (!sent.ok) this.logger.warn('Could not notify the rejected pro', sent.error);
    return ok(rejected.value);
  }
}
