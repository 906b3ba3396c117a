import type { NotificationRepository } from '../../application/ports/notification-repository.port';
import type { PeopleDirectory } from '../../application/ports/people-directory.port';
import { resultQueryOptions } from '../hooks/use-result-query';

/** Every query key of the notifications area. */
export const notificationKeys = {
  all: ['notifications'] as const,
  mine: (userId: string) => [...notificationKeys.all, 'mine', userId] as const,
  sent: () => [...notificationKeys.all, 'sent'] as const,
  people: (query: string) => [...notificationKeys.all, 'people', query] as const,
};

/** One `queryOptions` per read of the notifications area. */
export const notificationQueries = {
  mine: (notifications: NotificationRepository, userId: string) => resultQueryOptions(notificationKeys.mine(userId), () => notifications.listMine()),
  sent: (notifications: NotificationRepository) => resultQueryOptions(notificationKeys.sent(), () => notifications.listSent()),
  people: (people: PeopleDirectory, query: string) => resultQueryOptions(notificationKeys.people(query), () => people.searchPeople(query)),
};

/** How often the header's bell asks for new notifications (on the Clock, through the query cache's timers). */
export const NOTIFICATIONS_REFRESH_MS = 60_000;
