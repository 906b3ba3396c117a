import type { NotificationRepository } from '../../application/ports/notification-repository.port';
import { resultQueryOptions } from '../hooks/use-result-query';

/** Every query key of the notifications area. */
export const notificationKeys = {
  all: ['notifications'] as const,
  mine: (userId: string) => [...notificationKeys.all, 'mine', userId] as const,
};

/** One `queryOptions` per read of the notifications area. */
export const notificationQueries = {
  mine: (notifications: NotificationRepository, userId: string) => resultQueryOptions(notificationKeys.mine(userId), () => notifications.listMine()),
};
