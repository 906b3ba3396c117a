-- Issue 9 item 4: notification links that stay on the site, and each person's read state of a
-- broadcast. Applied after 20250601000200_marketplace.sql; that file is not edited.

-- =============================================================================================
-- notifications.link: the rule of isSafeRedirectPath (src/domain/navigation/redirect-path.ts).
-- The first check accepted '/\evil.example' and '/<TAB>/evil.example', which browsers follow
-- off-site (they read `\` as `/` and drop tabs and newlines). An in-app path starts with one
-- slash, is not `//` or `/\`, and holds no backslash or control character.
-- Links already stored that break the rule are dropped rather than kept pointing away.
update public.notifications
   set link = null
 where link is not null
   and not (char_length(link) <= 2048 and left(link, 1) = '/' and left(link, 2) not in ('//', '/\') and link !~ '[\x01-\x1f\x7f\\]');

alter table public.notifications drop constraint notifications_link_check;
alter table public.notifications add constraint notifications_link_check check (
  link is null
  or (
    char_length(link) <= 2048
    and left(link, 1) = '/'
    and left(link, 2) not in ('//', '/\')
    and link !~ '[\x01-\x1f\x7f\\]'
  )
);

-- =============================================================================================
-- notification_reads: who read which notification, one row per person. A broadcast (user_id
-- null) is one row for everyone, so its read state cannot live on it; personal notifications
-- use the same table so the client has one way to mark and list. Rows are never changed or
-- removed by clients: read stays read.
create table public.notification_reads (
  notification_id uuid not null references public.notifications (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (notification_id, user_id)
);

create index notification_reads_user_idx on public.notification_reads (user_id);

revoke all on table public.notification_reads from anon, authenticated;
grant select on table public.notification_reads to authenticated;
grant insert (notification_id, user_id) on table public.notification_reads to authenticated;
grant all on table public.notification_reads to service_role;

alter table public.notification_reads enable row level security;

create policy "notification_reads: users read their own" on public.notification_reads
  for select to authenticated
  using (user_id = (select auth.uid()));

-- Only for yourself, and only a notification addressed to you or a broadcast (not one an admin
-- can see because they are an admin).
create policy "notification_reads: users mark theirs and broadcasts" on public.notification_reads
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.notifications n
       where n.id = notification_id and (n.user_id = (select auth.uid()) or n.user_id is null)
    )
  );

-- =============================================================================================
-- What the client calls (POST /rest/v1/rpc/…). Security invoker: the policies above and on
-- notifications apply to the caller; empty search_path as the other functions.

-- The caller's notifications and the broadcasts, newest first, with the caller's read state.
create or replace function public.list_my_notifications()
returns table (id uuid, user_id uuid, title text, body text, link text, read_at timestamptz, created_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select n.id, n.user_id, n.title, n.body, n.link,
         coalesce(r.read_at, case when n.user_id is not null then n.read_at end) as read_at,
         n.created_at
    from public.notifications n
    left join public.notification_reads r on r.notification_id = n.id and r.user_id = (select auth.uid())
   where n.user_id = (select auth.uid()) or n.user_id is null
   order by n.created_at desc, n.id desc;
$$;

-- Marks one of the caller's notifications, or a broadcast, read for the caller alone. Marking
-- twice keeps the first time. PT404 (HTTP 404) when the caller has no such notification.
create or replace function public.mark_notification_read(p_id uuid)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform 1 from public.notifications n
   where n.id = mark_notification_read.p_id and (n.user_id = (select auth.uid()) or n.user_id is null);
  if not found then
    raise exception 'No notification found' using errcode = 'PT404';
  end if;
  insert into public.notification_reads (notification_id, user_id)
  values (mark_notification_read.p_id, (select auth.uid()))
  on conflict (notification_id, user_id) do nothing;
end;
$$;

revoke all on function public.list_my_notifications() from public, anon;
revoke all on function public.mark_notification_read(uuid) from public, anon;
grant execute on function public.list_my_notifications() to authenticated, service_role;
grant execute on function public.mark_notification_read(uuid) to authenticated, service_role;
