import { useSignedInUserId } from '../auth/auth-context';
import { AdminOverviewCounts } from '../dashboards/admin-counts';
import { DeferredPart } from '../kit/deferred-part';
import { Page } from '../kit/page';
import { LinkTile } from '../kit/card';
import { PlainList, Stack } from '../kit/layout';

const SECTIONS = [
  ['/admin/verification', 'Pro verification', 'Approve or reject the pros waiting for verification.'],
  ['/admin/users', 'Users', 'Find users; grant or revoke admin rights.'],
  ['/admin/video-repair', 'Video repair', 'Fix videos that failed or lack metadata.'],
  ['/admin/notifications', 'Notifications', 'Message one user or everyone.'],
  ['/admin/pricing', 'Pricing', 'Review tiers and the platform fee.'],
  ['/admin/referrals', 'Referrals', 'The referral reward and codes.'],
  ['/admin/settings', 'Settings', 'Maintenance banner, sign-ups, upload limits.'],
  ['/admin/demo-creator', 'Demo creator', 'Create or wipe demo data.'],
  ['/admin/pro-deletion', 'Pro deletion', 'Remove a pro, refunding open submissions.'],
  ['/admin/debug', 'Debug', 'Your session, cached admin status and permission repair.'],
] as const;

/**
 * /admin: the platform's counts (pending verifications, submissions by status, revenue this month,
 * videos needing repair), then every tool. On a reload the gate admits an admin at once, and the
 * title and intro show first: the counts and the tools follow in the background (DeferredPart).
 */
export default function AdminHomePage() {
  const userId = useSignedInUserId() ?? '';
  return (
    <Page title="Admin overview" width="wide" intro="Verify pros and run the platform. Every change you make here is checked by the backend against your admin rights.">
      <DeferredPart>
        <Stack>
          {userId ? <AdminOverviewCounts userId={userId} /> : null}
          <PlainList columns={2} aria-label="Admin tools">
            {SECTIONS.map(([to, label, text]) => (
              <LinkTile key={to} to={to} title={label}>
                {text}
              </LinkTile>
            ))}
          </PlainList>
        </Stack>
      </DeferredPart>
    </Page>
  );
}
