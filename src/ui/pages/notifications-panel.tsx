import { Link } from 'react-router-dom';
import { TYPES } from '../../application/ports/tokens';
import { isSafeRedirectPath } from '../../domain/navigation/redirect-path';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { notificationQueries } from './notification-queries';
import { Card, CardTitle } from '../kit/card';
import { LoadError } from '../kit/load-error';
import { Spinner } from '../kit/spinner';
import { MutedText, PlainList } from '../kit/layout';

/** The user's latest notifications (a verification decision, for a pro). */
export function NotificationsPanel({ userId }: { userId: string }) {
  const notifications = useInjection(TYPES.NotificationRepository);
  const list = useResultQuery(notificationQueries.mine(notifications, userId));
  return (
    <Card role="region" aria-label="Notifications">
      <CardTitle>Notifications</CardTitle>
      {list.isPending ? (
        <Spinner size="sm" label="Loading notifications" />
      ) : list.isError ? (
        <LoadError what="your notifications" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p>Nothing new.</p>
      ) : (
        <PlainList>
          {list.data.slice(0, 5).map((n) => (
            <li key={n.id}>
              <strong>{n.link && isSafeRedirectPath(n.link) ? <Link to={n.link}>{n.title}</Link> : n.title}</strong>
              <MutedText>{n.body}</MutedText>
            </li>
          ))}
        </PlainList>
      )}
    </Card>
  );
}
