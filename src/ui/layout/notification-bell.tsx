import { css } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { TYPES } from '../../application/ports/tokens';
import { isSafeRedirectPath } from '../../domain/navigation/redirect-path';
import { notificationsButtonLabel, unreadCount, type AppNotification } from '../../domain/notifications/notification';
import { useInjection } from '../app/container-context';
import { Button } from '../kit/button';
import { LoadError } from '../kit/load-error';
import { Spinner } from '../kit/spinner';
import { theme } from '../kit/theme';
import { notificationKeys, notificationQueries, NOTIFICATIONS_REFRESH_MS } from '../pages/notification-queries';

const when = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const bellButton = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.touchTarget};
  height: ${theme.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.md};
  background: none;
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover { background: ${theme.colors.brandSoft}; }
  &[aria-expanded='true'] { background: ${theme.colors.brandSoft}; color: ${theme.colors.brand}; }
`;

const badge = css`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.danger};
  color: ${theme.colors.onBrand};
  font-size: 0.7rem;
  font-weight: ${theme.font.weight.bold};
  line-height: 18px;
  text-align: center;
`;

// Placed against the header's navigation (position: relative), so it stays on screen at 360 px.
const panel = css`
  position: absolute;
  top: 100%;
  right: ${theme.space.md};
  z-index: 20;
  width: min(24rem, calc(100% - 2 * ${theme.space.md}));
  max-height: 70vh;
  overflow-y: auto;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space.md};
  &:focus { outline: 2px solid ${theme.colors.focus}; }
`;

const item = (unread: boolean) => css`
  padding: ${theme.space.sm} 0 ${theme.space.sm} ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};
  position: relative;
  overflow-wrap: anywhere;
  ${unread ? `&::before { content: ''; position: absolute; left: 0; top: 1em; width: 8px; height: 8px; border-radius: 50%; background: ${theme.colors.brand}; }` : ''}
  p { margin: ${theme.space.xs} 0 0; }
`;

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
      <button
        ref={buttonRef}
        type="button"
        css={bellButton}
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
        {unread > 0 ? (
          <span css={badge} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <section ref={panelRef} id={panelId} role="dialog" aria-labelledby={titleId} tabIndex={-1} css={panel}>
          <div css={css`display: flex; align-items: center; justify-content: space-between; gap: ${theme.space.sm}; margin-bottom: ${theme.space.sm};`}>
            <h2 id={titleId} css={css`font-size: ${theme.font.size.md}; margin: 0;`}>
              Notifications
            </h2>
            <Button variant="link" disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
              Mark all read
            </Button>
          </div>
          {inbox.isPending ? (
            <Spinner size="sm" label="Loading notifications" />
          ) : inbox.isError && list.length === 0 ? (
            <LoadError what="your notifications" error={inbox.error} onRetry={() => void inbox.refetch()} />
          ) : list.length === 0 ? (
            <p>You have no notifications.</p>
          ) : (
            <ul aria-label="Your notifications" css={css`list-style: none; margin: 0; padding: 0;`}>
              {list.map((n) => (
                <NotificationItem key={n.id} notification={n} onFollow={() => { if (n.readAt === null) markOne.mutate(n.id); close(false); }} />
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}

function NotificationItem({ notification: n, onFollow }: { notification: AppNotification; onFollow: () => void }) {
  const unread = n.readAt === null;
  return (
    <li css={item(unread)}>
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
      <p css={css`color: ${theme.colors.textMuted}; font-size: ${theme.font.size.sm};`}>
        <time dateTime={n.createdAt}>{when(n.createdAt)}</time>
      </p>
    </li>
  );
}
