import { Link } from 'react-router-dom';
import { TYPES } from '../../application/ports/tokens';
import { isSafeRedirectPath } from '../../domain/navigation/redirect-path';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { notificationQueries } from './notification-queries';
import { Card, CardTitle } from '../kit/card';
import { ReadView } from '../kit/read-view';
import { MutedText, PlainList } from '../kit/layout';

/** The user's latest notifications (a verification decision, for a pro). */
export function NotificationsPanel({ userId }: { userId: string }) {
  const notifications = useInjection(TYPES.NotificationRepository);
  const list = useResultQuery(notificationQueries.mine(notifications, userId));
  return (
    <Card role="region" aria-label="Notifications">
      <CardTitle>Notifications</CardTitle>
      <ReadView read={list} loading="Loading notifications" what="your notifications" spinner="sm">
        {(notifications) => notifications.length === 0 ? (
          <p>Nothing new.</p>
        ) : (
          <PlainList>
            {notifications.slice(0, 5).map((n) => (
              <li key={n.id}>
                <strong>{n.link && isSafeRedirectPath(n.link) ? <Link to={n.link}>{n.title}</Link> : n.title}</strong>
                <MutedText>{n.body}</MutedText>
              </li>
            ))}
          </PlainList>
        )}
      </ReadView>
    </Card>
  );
}
