import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { TYPES } from '../../application/ports/tokens';
import type { ProDocument } from '../../domain/pros/pro-document';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { prosKeys, prosQueries } from './pros-queries';
import { Button, ButtonRow } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { DefinitionList } from '../kit/definition-list';
import { EmptyState } from '../kit/empty-state';
import { LinkButton } from '../kit/link-button';
import { LoadError } from '../kit/load-error';
import { ReadView } from '../kit/read-view';
import { Page } from '../kit/page';
import { Spinner } from '../kit/spinner';
import { TextAreaField } from '../kit/fields';
import { BulletList, Row } from '../kit/layout';
import { VerificationBadge } from '../kit/status-badge';
import { turnaroundDuration } from './pro-card';
import { formatPrice } from '../kit/format';

/** /admin/verification/:id: one application with its documents; approve, or reject with a reason. */
export default function AdminVerificationDetailPage() {
  const { id = '' } = useParams();
  const admin = useInjection(TYPES.ProAdminRepository);
  const documentStore = useInjection(TYPES.ProDocumentStore);
  const approve = useInjection(TYPES.ApprovePro);
  const reject = useInjection(TYPES.RejectPro);
  const notifier = useInjection(TYPES.Notifier);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [confirmingApproval, setConfirmingApproval] = useState(false);

  const pro = useResultQuery(prosQueries.any(admin, id));
  const documents = useResultQuery(prosQueries.documents(documentStore, id));

  const decide = useMutation({
    mutationFn: async (decision: 'approve' | 'reject') => (decision === 'approve' ? approve.execute(id) : reject.execute(id, reason)),
    onSuccess: async (result, decision) => {
      setConfirmingApproval(false);
      if (!result.ok) {
        if (result.error.kind === 'invalid-reason') setReasonError(result.error.message);
        else notifier.notify({ kind: 'error', title: 'The decision was not saved', description: result.error.message });
        return;
      }
      notifier.notify({ kind: 'success', title: decision === 'approve' ? `${result.value.displayName} is approved` : `${result.value.displayName} was asked for changes` });
      // The queue is not on screen here: refetch it too before going back, so the decided pro is
      // already gone from it (not shown stale for a moment).
      await queryClient.invalidateQueries({ queryKey: prosKeys.all, refetchType: 'all' });
      navigate('/admin/verification');
    },
  });

  if (pro.isPending) return <Page title="Verification application"><Spinner size="lg" label="Loading the application" /></Page>;
  if (pro.isError) {
    return (
      <Page title="Verification application">
        <LoadError what="this application" error={pro.error} onRetry={() => void pro.refetch()} />
      </Page>
    );
  }
  if (!pro.data) {
    return (
      <Page title="Verification application">
        <EmptyState title="No such application" action={<LinkButton to="/admin/verification">Back to the queue</LinkButton>} />
      </Page>
    );
  }
  const p = pro.data;
  const pending = p.verificationStatus === 'pending';
  return (
    <Page
      title={p.displayName}
      intro={
        <Row gap="md">
          <span>
            Application status: <VerificationBadge status={p.verificationStatus} />
          </span>
          <Link to="/admin/verification">Back to queue</Link>
        </Row>
      }
    >
      <Card>
        <DefinitionList
          label="Application"
          items={[
            ['Headline', p.headline],
            ['Bio', p.bio],
            ['Sports', p.sports.join(', ')],
            ['Experience', `${p.yearsExperience} years`],
            ['Price per analysis', formatPrice(p.priceCents, p.currency)],
            ['Turnaround', turnaroundDuration(p.turnaroundHours)],
            ...(p.rejectionReason ? ([['Last rejection reason', p.rejectionReason]] as const) : []),
          ]}
        />
      </Card>
      <Card>
        <CardTitle>Documents</CardTitle>
        <ReadView read={documents} loading="Loading documents" what="the documents">
          {(files) => files.length === 0 ? (
            <p>No documents uploaded.</p>
          ) : (
            <BulletList>
              {files.map((doc) => (
                <li key={doc.id}>
                  <DocumentLink document={doc} />
                </li>
              ))}
            </BulletList>
          )}
        </ReadView>
      </Card>
      {pending ? (
        <Card gap="md">
          {confirmingApproval ? (
            <div role="group" aria-label="Confirm approval">
              <p>Approve {p.displayName}? They will be listed on /pros at once and can take paid submissions.</p>
              <ButtonRow>
                <Button disabled={decide.isPending} onClick={() => decide.mutate('approve')}>
                  {decide.isPending ? 'Approving…' : 'Yes, approve'}
                </Button>
                <Button variant="secondary" disabled={decide.isPending} onClick={() => setConfirmingApproval(false)}>
                  Cancel
                </Button>
              </ButtonRow>
            </div>
          ) : (
            <ButtonRow>
              <Button disabled={decide.isPending} onClick={() => setConfirmingApproval(true)}>
                Approve
              </Button>
            </ButtonRow>
          )}
          <TextAreaField
            label="Reason for rejection"
            rows={3}
            value={reason}
            error={reasonError}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError(null);
            }}
          />
          <Button variant="danger" disabled={decide.isPending} onClick={() => decide.mutate('reject')}>
            Reject
          </Button>
        </Card>
      ) : null}
    </Page>
  );
}

function DocumentLink({ document }: { document: ProDocument }) {
  const store = useInjection(TYPES.ProDocumentStore);
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    const url = await store.viewUrl(document);
    if (!url.ok) setError(url.error.message);
    else window.open(url.value, '_blank', 'noopener');
  };
  return (
    <>
      <Button variant="link" onClick={() => void open()}>
        View {document.fileName}
      </Button>{' '}
      ({document.kind}){error ? <span role="alert"> — {error}</span> : null}
    </>
  );
}
