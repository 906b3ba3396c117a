import { Link, useSearchParams } from 'react-router-dom';
import { TYPES } from '../../application/ports/tokens';
import { chooseSubmissionList, submissionListsFor, SUBMISSION_STATUS_LABELS, type SubmissionListRole } from '../../domain/submissions/submission';
import { statusesListedIn } from '../../domain/submissions/submission-lifecycle';
import { useInjection } from '../app/container-context';
import { useSignedInUserId } from '../auth/auth-context';
import { useResultQuery } from '../hooks/use-result-query';
import { CardListItem } from '../kit/card';
import { EmptyState } from '../kit/empty-state';
import { SelectField } from '../kit/fields';
import { FilterField, MediaRow, MutedText, PlainList, Row, Stack } from '../kit/layout';
import { Thumbnail } from '../kit/thumbnail';
import { StatusBadge } from '../kit/status-badge';
import { PersonAvatar } from '../accounts/person-avatar';
import { LinkButton } from '../kit/link-button';
import { ReadView } from '../kit/read-view';
import { Page } from '../kit/page';
import { ViewSwitch } from '../kit/view-switch';
import { useAccountRoles } from '../hooks/use-account-roles';
import { submissionQueries } from './submission-queries';
import { submissionsPath, submissionsSearch } from './submissions-path';
import { dateText } from '../kit/format';
import { QuestionExcerpt } from './question-excerpt';

const HEADINGS: Readonly<Record<SubmissionListRole, { title: string; intro: string }>> = {
  athlete: { title: 'Your submissions', intro: 'Every clip you sent for analysis, with its status from payment to delivery.' },
  pro: { title: 'Your review queue', intro: 'Clips athletes sent you, newest first.' },
  admin: { title: 'All submissions', intro: 'Every submission on the platform, newest first, with its athlete and its pro.' },
};

/**
 * /submissions: an athlete's own submissions, the ones assigned to a pro, or every submission for
 * an admin, newest first, filtered by status (`?status=submitted`). An admin switches between every
 * submission and their own list (`?list=admin`). The backend decides what each may list.
 */
export default function SubmissionsPage() {
  const userId = useSignedInUserId() ?? '';
  const listSubmissions = useInjection(TYPES.ListSubmissions);
  const account = useAccountRoles();
  const [params, setParams] = useSearchParams();
  // The role as the profile row says it now; until it is read, the one known at sign-in.
  const lists = account.roles ? submissionListsFor(account.roles) : (['athlete'] as const);
  const as: SubmissionListRole = chooseSubmissionList(lists, params.get('list'));
  // The statuses this list can hold; a status it cannot (a draft, in a pro's queue) filters nothing.
  const statuses = statusesListedIn(as);
  const asked = params.get('status') ?? '';
  const status = statuses.find((listed) => listed === asked) ?? '';
  const list = useResultQuery(submissionQueries.list(listSubmissions, userId, { as, ...(status ? { status } : {}) }), {
    enabled: userId !== '' && account.source !== 'pending',
    keepPreviousData: true,
  });

  const { title, intro } = HEADINGS[as];
  return (
    <Page title={title} intro={intro}>
      {lists.length > 1 ? (
        <ViewSwitch
          label="Which submissions"
          options={lists.map((list) => ({ label: HEADINGS[list].title, to: submissionsPath({ list, status }), current: list === as }))}
        />
      ) : null}
      <FilterField>
        <SelectField
          label="Status"
          value={status}
          options={[{ value: '', label: 'All statuses' }, ...statuses.map((s) => ({ value: s, label: SUBMISSION_STATUS_LABELS[s] }))]}
          onChange={(event) => setParams(submissionsSearch({ list: params.get('list'), status: event.target.value }), { replace: true })}
        />
      </FilterField>
      <ReadView read={list} loading="Loading submissions" what={as === 'admin' ? 'the submissions' : 'your submissions'} spinner="lg">
        {(submissions) => submissions.length === 0 ? (
          status ? (
            <EmptyState title={`No submissions with the status "${SUBMISSION_STATUS_LABELS[status]}"`}>
              <p>Choose another status to see the others.</p>
            </EmptyState>
          ) : as === 'admin' ? (
            <EmptyState title="No submissions yet">
              <p>Once an athlete requests an analysis, their submission appears here.</p>
            </EmptyState>
          ) : as === 'pro' ? (
            <EmptyState title="No clips to review yet" action={<LinkButton to="/onboarding/pro">See your pro profile</LinkButton>}>
              <p>Once an athlete pays for an analysis, their clip appears here.</p>
            </EmptyState>
          ) : (
            <EmptyState title="No submissions yet" action={<LinkButton to="/upload-start">Upload a clip</LinkButton>}>
              <p>Choose a pro and upload a clip to get your first analysis.</p>
            </EmptyState>
          )
        ) : (
          <PlainList aria-label="Submissions">
            {submissions.map(({ submission, proName, athleteName, thumbnailUrl }) => (
              <CardListItem key={submission.id}>
                <MediaRow align="center">
                  <Thumbnail
                    src={thumbnailUrl}
                    alt={
                      as === 'athlete' ? `Thumbnail of your ${submission.sport} clip for ${proName}`
                      : as === 'pro' ? `Thumbnail of ${athleteName}'s ${submission.sport} clip`
                      : `Thumbnail of ${athleteName}'s ${submission.sport} clip for ${proName}`
                    }
                  />
                  <Stack gap="xs">
                    <Row gap="sm">
                      <PersonAvatar name={as === 'athlete' ? proName : athleteName} id={as === 'athlete' ? submission.proId : submission.athleteId} size="sm" decorative />
                      <Link to={`/submissions/${encodeURIComponent(submission.id)}`}>
                        {as === 'admin' ? (
                          <>
                            <strong>{athleteName}</strong> with <strong>{proName}</strong>
                          </>
                        ) : (
                          <strong>{as === 'pro' ? athleteName : proName}</strong>
                        )}{' '}
                        · {submission.sport}
                      </Link>
                    </Row>
                    <Row gap="sm">
                      <StatusBadge status={submission.status} />
                      <MutedText size="sm">{dateText(submission.createdAt)}</MutedText>
                    </Row>
                    <QuestionExcerpt question={submission.question} />
                  </Stack>
                </MediaRow>
              </CardListItem>
            ))}
          </PlainList>
        )}
      </ReadView>
    </Page>
  );
}
