import { useParams } from 'react-router-dom';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { prosQueries } from './pros-queries';
import { Card } from '../kit/card';
import { DefinitionList } from '../kit/definition-list';
import { EmptyState } from '../kit/empty-state';
import { LinkButton } from '../kit/link-button';
import { LoadError } from '../kit/load-error';
import { Page } from '../kit/page';
import { Spinner } from '../kit/spinner';
import { MediaRow, PlainText } from '../kit/layout';
import { PersonAvatar } from '../accounts/person-avatar';
import { VideoIcon } from '../kit/icons';
import { ratingText, turnaroundDuration } from './pro-card';
import { ProReviews } from './pro-reviews';
import { formatPrice } from '../kit/format';

/** /pros/:proId: one verified pro, and the way to request an analysis from them. */
export default function ProDetailPage() {
  const { proId = '' } = useParams();
  const repository = useInjection(TYPES.ProRepository);
  const pro = useResultQuery(prosQueries.detail(repository, proId));

  if (pro.isPending) return <Page title="Pro profile"><Spinner size="lg" label="Loading the pro" /></Page>;
  if (pro.isError) {
    return (
      <Page title="Pro profile">
        <LoadError what="this pro" error={pro.error} onRetry={() => void pro.refetch()} />
      </Page>
    );
  }
  if (!pro.data) {
    return (
      <Page title="Pro not found">
        <EmptyState title="We couldn't find this pro" action={<LinkButton to="/pros">Browse verified pros</LinkButton>}>
          <p>The link may be old, or this coach is not listed right now.</p>
        </EmptyState>
      </Page>
    );
  }
  const p = pro.data;
  return (
    <Page title={p.displayName} intro={p.headline}>
      <Card gap="md">
        <MediaRow>
          <PersonAvatar name={p.displayName} id={p.id} avatarPath={p.avatarPath} size="xl" decorative />
          <PlainText preserveLines>{p.bio}</PlainText>
        </MediaRow>
        <DefinitionList
          label="Pro details"
          items={[
            ['Sports', p.sports.join(', ')],
            ['Experience', `${p.yearsExperience} years`],
            ['Price per analysis', formatPrice(p.priceCents, p.currency)],
            ['Turnaround', turnaroundDuration(p.turnaroundHours)],
            ['Rating', ratingText(p)],
          ]}
        />
        <div>
          <LinkButton to={`/upload-start?pro=${encodeURIComponent(p.id)}`}>
            <VideoIcon /> Request analysis
          </LinkButton>
        </div>
      </Card>
      <ProReviews pro={p} />
    </Page>
  );
}
