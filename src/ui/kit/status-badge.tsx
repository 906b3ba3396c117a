import { css } from '@emotion/react';
import type { ComponentType, ReactNode } from 'react';
import type { AccountType } from '../../domain/auth/account-type';
import type { VerificationStatus } from '../../domain/pros/pro';
import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from '../../domain/submissions/submission';
import { BlockedIcon, CardIcon, CheckIcon, ClockIcon, PenIcon, RefundIcon, ShieldCheckIcon, VideoIcon, AlertIcon, type IconProps } from './icons';
import { theme } from './theme';
import type { Tone } from './tone-icon';

export type { Tone } from './tone-icon';

const badgeStyles = (tone: Tone) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: 2px ${theme.space.sm};
  border-radius: ${theme.radius.pill};
  background: ${theme.tone[tone].background};
  color: ${theme.tone[tone].text};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  line-height: 1.5;
  white-space: nowrap;
`;

/** A short status word with its icon, on its tone's colours ("Delivered", "Overdue"). The word carries the meaning; the icon and colour repeat it. */
export function Badge({ tone, icon: Icon, children }: { tone: Tone; icon?: ComponentType<IconProps>; children: ReactNode }) {
  return (
    <span css={badgeStyles(tone)}>
      {Icon ? <Icon size="sm" /> : null}
      {children}
    </span>
  );
}

/** How each submission status looks: its tone and icon. */
export const SUBMISSION_STATUS_LOOK: Readonly<Record<SubmissionStatus, { tone: Tone; icon: ComponentType<IconProps> }>> = {
  draft: { tone: 'neutral', icon: PenIcon },
  awaiting_payment: { tone: 'warning', icon: CardIcon },
  submitted: { tone: 'info', icon: ClockIcon },
  in_review: { tone: 'info', icon: VideoIcon },
  delivered: { tone: 'success', icon: CheckIcon },
  cancelled: { tone: 'neutral', icon: BlockedIcon },
  refunded: { tone: 'neutral', icon: RefundIcon },
};

/** A submission's status as a badge: icon and label, coloured by how far along it is. */
export function StatusBadge({ status }: { status: SubmissionStatus }) {
  const look = SUBMISSION_STATUS_LOOK[status];
  return (
    <Badge tone={look.tone} icon={look.icon}>
      {SUBMISSION_STATUS_LABELS[status]}
    </Badge>
  );
}

/** How each verification status of a pro looks: its word, tone and icon. */
export const VERIFICATION_STATUS_LOOK: Readonly<Record<VerificationStatus, { label: string; tone: Tone; icon: ComponentType<IconProps> }>> = {
  draft: { label: 'Draft', tone: 'neutral', icon: PenIcon },
  pending: { label: 'Pending', tone: 'warning', icon: ClockIcon },
  approved: { label: 'Approved', tone: 'success', icon: CheckIcon },
  rejected: { label: 'Rejected', tone: 'danger', icon: BlockedIcon },
};

/** A pro's verification status as a badge. */
export function VerificationBadge({ status }: { status: VerificationStatus }) {
  const look = VERIFICATION_STATUS_LOOK[status];
  return (
    <Badge tone={look.tone} icon={look.icon}>
      {look.label}
    </Badge>
  );
}

/** "Overdue": a review past the time it was due. */
export function OverdueBadge() {
  return (
    <Badge tone="danger" icon={AlertIcon}>
      Overdue
    </Badge>
  );
}

/** How a person's roles look in a list of people: a pro, an administrator (an athlete, the default, has no badge). */
export const ROLE_LOOK = {
  pro: { label: 'Pro', tone: 'info', icon: VideoIcon },
  admin: { label: 'Admin', tone: 'neutral', icon: ShieldCheckIcon },
} as const satisfies Record<string, { label: string; tone: Tone; icon: ComponentType<IconProps> }>;

/** A person's roles as badges, "Pro" then "Admin"; nothing for an athlete who is not an administrator. */
export function RoleBadges({ accountType, isAdmin }: { accountType: AccountType; isAdmin: boolean }) {
  const looks = [accountType === 'pro' ? ROLE_LOOK.pro : null, isAdmin ? ROLE_LOOK.admin : null].filter((look) => look !== null);
  return looks.map((look) => (
    <Badge key={look.label} tone={look.tone} icon={look.icon}>
      {look.label}
    </Badge>
  ));
}
