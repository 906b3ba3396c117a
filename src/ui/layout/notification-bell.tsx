import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { TYPES } from '../../application/ports/tokens';
import { isSafeRedirectPath } from '../../domain/navigation/redirect-path';
import { notificationsButtonLabel, unreadCount, type AppNotification } from '../../domain/notifications/notification';
import { useInjection } from '../app/container-context';
import { Button } from '../kit/button';
import { CountBadge, DividedList, DividedListItem, HeaderIconButton, HeaderPopover } from '../kit/header-popover';
import { MutedText } from '../kit/layout';
import { LoadError } from '../kit/load-error';
import { Spinner } from '../kit/spinner';
import { notificationKeys, notificationQueries, NOTIFICATIONS_REFRESH_MS } from '../pages/notification-queries';
import { dateTimeText } from '../kit/format';

function BellIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

/**
 * The header's "Notifications" button: its name carries the unread count; it opens the list,
 * newest first, with "Mark all read". Escape or a click elsewhere closes it, focus back on the button.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const notifications = useInjection(TYPES.NotificationRepository);
  const notifier = useInjection(TYPES.Notifier);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  const inbox = useQuery({ ...notificationQueries.mine(notifications, userId), refetchInterval: NOTIFICATIONS_REFRESH_MS });
  const list = inbox.data ?? [];
  const unread = unreadCount(list);
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.mine(userId) });

  const markAll = useMutation({
    mutationFn: () => notifications.markAllRead(),
    onSuccess: async (result) => {
      if (!result.ok) notifier.notify({ kind: 'error', title: 'Could not mark your notifications read', description: result.error.message });
      await refresh();
    },
  });
  const markOne = useMutation({
    mutationFn: (id: string) => notifications.markRead(id),
    onSuccess: () => refresh(),
  });

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const outside = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <div ref={wrapperRef} onKeyDown={onKeyDown}>
      <HeaderIconButton
        ref={buttonRef}
        aria-label={notificationsButtonLabel(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => {
          if (!open) void refresh();
          setOpen(!open);
        }}
      >
        <BellIcon />
        {unread > 0 ? <CountBadge count={unread} /> : null}
      </HeaderIconButton>
      {open ? (
        <HeaderPopover
          ref={panelRef}
          id={panelId}
          role="dialog"
          title="Notifications"
          titleId={titleId}
          action={
            <Button variant="link" disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
              Mark all read
            </Button>
          }
        >
          {inbox.isPending ? (
            <Spinner size="sm" label="Loading notifications" />
          ) : inbox.isError && list.length === 0 ? (
            <LoadError what="your notifications" error={inbox.error} onRetry={() => void inbox.refetch()} />
          ) : list.length === 0 ? (
            <p>You have no notifications.</p>
          ) : (
            <DividedList aria-label="Your notifications">
              {list.map((n) => (
                <NotificationItem key={n.id} notification={n} onFollow={() => { if (n.readAt === null) markOne.mutate(n.id); close(false); }} />
              ))}
            </DividedList>
          )}
        </HeaderPopover>
      ) : null}
    </div>
  );
}

function NotificationItem({ notification: n, onFollow }: { notification: AppNotification; onFollow: () => void }) {
  const unread = n.readAt === null;
  return (
    <DividedListItem marked={unread}>
      <strong>
        {unread ? <span className="visually-hidden">Unread: </span> : null}
        {n.link && isSafeRedirectPath(n.link) ? (
          <Link to={n.link} onClick={onFollow}>
            {n.title}
          </Link>
        ) : (
          n.title
        )}
      </strong>
      {n.body ? <p>{n.body}</p> : null}
      <MutedText size="sm">
        <time dateTime={n.createdAt}>{dateTimeText(n.createdAt)}</time>
      </MutedText>
    </DividedListItem>
  );
}
