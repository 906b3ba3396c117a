-- Issue 12 point 1: the notification centre. "Mark all read" for the caller (broadcasts
-- included, read state per person), the admins' history of what was sent, the admins' people
-- search (to notify one person), and the athlete's notice when a pro starts the review.
-- The rules are the domain's (src/domain/notifications/notification.ts markAllNotificationsRead,
-- sentHistory; src/domain/people/person.ts searchPeople; src/domain/notifications/
-- submission-notices.ts submissionNotice); earlier migrations are not edited.

-- =============================================================================================
-- Marks every notification of the caller's inbox read, for the caller alone. Security invoker:
-- the policies of notification_reads (only for yourself, only yours or a broadcast) apply.
create or replace function public.mark_all_notifications_read()
returns void
language sql
security invoker
set search_path = ''
as $$
  insert into public.notification_reads (notification_id, user_id)
  select n.id, (select auth.uid())
    from public.notifications n
   where n.user_id = (select auth.uid()) or n.user_id is null
  on conflict (notification_id, user_id) do nothing;
$$;

revoke all on function public.mark_all_notifications_read() from public, anon;
grant execute on function public.mark_all_notifications_read() to authenticated, service_role;

-- =============================================================================================
-- The history of what was sent (/admin/notifications): admins only, newest first, at most 100
-- (SENT_HISTORY_LIMIT), with the recipient's name (their profile's, else their e-mail; null
-- recipient = everyone). Security definer to read auth.users' e-mail; it checks the caller's
-- profiles.is_admin itself and refuses anyone else with 42501.
create or replace function public.list_sent_notifications()
returns table (id uuid, user_id uuid, title text, body text, link text, created_at timestamptz, recipient_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin((select auth.uid())) then
    raise exception 'Only administrators can do that' using errcode = '42501';
  end if;
  return query
    select n.id, n.user_id, n.title, n.body, n.link, n.created_at,
           case when n.user_id is null then null
                else coalesce(nullif(btrim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''), u.email::text, '') end
      from public.notifications n
      left join public.profiles p on p.id = n.user_id
      left join auth.users u on u.id = n.user_id
     order by n.created_at desc, n.id desc
     limit 100;
end;
$$;

revoke all on function public.list_sent_notifications() from public, anon;
grant execute on function public.list_sent_notifications() to authenticated, service_role;

-- =============================================================================================
-- Admins find a person by part of their name or e-mail (case-insensitive, no wildcards: the
-- query is matched as typed), ordered by name then e-mail, at most 10 (PEOPLE_SEARCH_LIMIT).
-- An empty query finds no one; a query over 100 characters is invalid (22023). Security definer
-- to read auth.users' e-mail; anyone but an admin is refused with 42501.
create or replace function public.search_people(p_query text)
returns table (id uuid, first_name text, last_name text, email text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  needle text := lower(btrim(coalesce(p_query, '')));
begin
  if not private.is_admin((select auth.uid())) then
    raise exception 'Only administrators can do that' using errcode = '42501';
  end if;
  if char_length(needle) > 100 then
    raise exception 'A search has at most 100 characters' using errcode = '22023';
  end if;
  if needle = '' then
    return;
  end if;
  return query
    select p.id, p.first_name, p.last_name, coalesce(u.email::text, '')
      from public.profiles p
      left join auth.users u on u.id = p.id
     where strpos(lower(p.first_name || ' ' || p.last_name), needle) > 0
        or strpos(lower(coalesce(u.email::text, '')), needle) > 0
     order by lower(coalesce(nullif(btrim(p.first_name || ' ' || p.last_name), ''), u.email::text, '')), coalesce(u.email::text, '')
     limit 10;
end;
$$;

revoke all on function public.search_people(text) from public, anon;
grant execute on function public.search_people(text) to authenticated, service_role;

-- =============================================================================================
-- The athlete hears when a pro starts the review (submissionNotice, 'in_review'). Its own
-- trigger beside submission_events_notify, so the paid and refund notices stay as they are.
create or replace function private.notify_review_started()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  s public.submissions;
begin
  if new.to_status <> 'in_review' or new.from_status is not distinct from new.to_status then
    return new;
  end if;
  select * into s from public.submissions x where x.id = new.submission_id;
  insert into public.notifications (user_id, title, body, link)
  values (s.athlete_id, 'Your review has started', 'A pro started reviewing your ' || s.sport || ' clip.', '/submissions/' || s.id::text);
  return new;
end;
$$;

revoke all on function private.notify_review_started() from public;

create trigger submission_events_notify_review_started after insert on public.submission_events
  for each row execute function private.notify_review_started();
