import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { VerificationQueueQuery } from '../../application/ports/pro-repository.port';
import { TYPES } from '../../application/ports/tokens';
import { SPORTS } from '../../domain/pros/sports';
import { waitingTime } from '../../domain/pros/waiting-time';
import { PersonAvatar } from '../accounts/person-avatar';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { prosQueries } from './pros-queries';
import { EmptyState } from '../kit/empty-state';
import { ReadView } from '../kit/read-view';
import { Page } from '../kit/page';
import { SelectField, TextField } from '../kit/fields';
import { CardListItem } from '../kit/card';
import { Columns, MediaRow, MutedText, PlainList, Stack } from '../kit/layout';
import { formatPrice } from '../kit/format';

const STATUSES: readonly [NonNullable<VerificationQueueQuery['status']>, string][] = [
  ['pending', 'Pending'],
  ['rejected', 'Rejected'],
  ['approved', 'Approved'],
];

const SPORT_OPTIONS = [{ value: '', label: 'All sports' }, ...SPORTS.map((sport) => ({ value: sport, label: sport }))];

/** /admin/verification: applications waiting for a decision, oldest first. */
export default function AdminVerificationQueuePage() {
  const admin = useInjection(TYPES.ProAdminRepository);
  const clock = useInjection(TYPES.Clock);
  const [query, setQuery] = useState<Required<VerificationQueueQuery>>({ search: '', sport: '', status: 'pending' });
  const queue = useResultQuery(prosQueries.verificationQueue(admin, query));

  return (
    <Page title="Pro verification" intro="Check each pro's credentials, then approve or reject with a reason." width="wide">
      <Columns columns="repeat(auto-fit, minmax(12rem, 1fr))">
        <TextField label="Search by name" type="search" value={query.search} onChange={(e) => setQuery({ ...query, search: e.target.value })} />
        <SelectField label="Sport" value={query.sport} onChange={(e) => setQuery({ ...query, sport: e.target.value })} options={SPORT_OPTIONS} />
        <SelectField
          label="Status"
          value={query.status}
          onChange={(e) => setQuery({ ...query, status: e.target.value as typeof query.status })}
          options={STATUSES.map(([value, label]) => ({ value, label }))}
        />
      </Columns>
      <ReadView read={queue} loading="Loading applications" what="the applications" spinner="lg">
        {(applications) => applications.length === 0 ? (
          <EmptyState title="No applications here">
            <p>Nothing matches these filters.</p>
          </EmptyState>
        ) : (
          <PlainList aria-label="Applications">
            {applications.map((pro) => (
              <CardListItem flat key={pro.id}>
                <MediaRow align="center">
                  <PersonAvatar name={pro.displayName} id={pro.id} avatarPath={pro.avatarPath} size="md" decorative />
                  <Stack gap="xs">
                    <Link to={`/admin/verification/${encodeURIComponent(pro.id)}`}>{pro.displayName}</Link>
                    <span>
                      {pro.sports.join(', ')} · {formatPrice(pro.priceCents, pro.currency)}
                    </span>
                    <MutedText size="sm">Waiting {waitingTime(pro.submittedAt, clock.now())}</MutedText>
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
