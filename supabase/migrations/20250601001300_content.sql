-- Issue 12 (content): success stories and "Contact support", with the rules of
-- src/domain/content/success-story.ts and src/domain/support/support-request.ts.
--   * success_stories: everyone (signed out included) reads the published ones; admins read
--     every story and create, edit, publish, unpublish and delete them.
--   * support_requests: written only by public.contact_support, which notifies every admin
--     (one notification each), validates the lengths and allows 5 requests per person per hour.

-- =============================================================================================
-- success_stories
create table public.success_stories (
  id uuid primary key default gen_random_uuid(),
  athlete_name text not null check (char_length(athlete_name) between 1 and 80 and athlete_name = btrim(athlete_name)),
  pro_id uuid references public.pros (id) on delete set null,
  pro_name text not null check (char_length(pro_name) between 1 and 80 and pro_name = btrim(pro_name)),
  sport text not null check (char_length(sport) between 1 and 40 and sport = btrim(sport)),
  before_text text not null check (char_length(before_text) between 1 and 600 and before_text = btrim(before_text)),
  after_text text not null check (char_length(after_text) between 1 and 600 and after_text = btrim(after_text)),
  quote text not null check (char_length(quote) between 1 and 400 and quote = btrim(quote)),
  -- A new story starts unpublished, so nothing reaches visitors by accident.
  published boolean not null default false,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((published and published_at is not null) or (not published and published_at is null))
);

create index success_stories_published_idx on public.success_stories (published_at desc) where published;

revoke all on table public.success_stories from anon, authenticated;
grant select on table public.success_stories to anon, authenticated;
grant insert (athlete_name, pro_id, pro_name, sport, before_text, after_text, quote) on table public.success_stories to authenticated;
grant update (athlete_name, pro_id, pro_name, sport, before_text, after_text, quote, published) on table public.success_stories to authenticated;
grant delete on table public.success_stories to authenticated;
grant all on table public.success_stories to service_role;

alter table public.success_stories enable row level security;

create policy "success_stories: everyone reads published stories" on public.success_stories
  for select to anon, authenticated
  using (published);

create policy "success_stories: admins read every story" on public.success_stories
  for select to authenticated
  using ((select private.is_admin((select auth.uid()))));

create policy "success_stories: admins write" on public.success_stories
  for insert to authenticated
  with check ((select private.is_admin((select auth.uid()))));

create policy "success_stories: admins edit" on public.success_stories
  for update to authenticated
  using ((select private.is_admin((select auth.uid()))))
  with check ((select private.is_admin((select auth.uid()))));

create policy "success_stories: admins delete" on public.success_stories
  for delete to authenticated
  using ((select private.is_admin((select auth.uid()))));

-- The dates are the server's: a client's new story is unpublished with its dates now (the column
-- grants already keep those columns out of reach); published_at follows published (kept when
-- published again); updated_at is now. The service role (demo data) may insert as it likes.
create or replace function private.success_story_dates()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if current_user <> 'service_role' then
      new.published := false;
      new.created_at := now();
      new.updated_at := now();
    end if;
    new.published_at := case when new.published then coalesce(new.published_at, now()) end;
  else
    new.created_at := old.created_at;
    new.published_at := case when not new.published then null when old.published then old.published_at else now() end;
    new.updated_at := now();
  end if;
  return new;
end;
$$;

revoke all on function private.success_story_dates() from public;

create trigger success_stories_dates before insert or update on public.success_stories
  for each row execute function private.success_story_dates();

-- =============================================================================================
-- support_requests: kept so the hourly limit can be counted; no client reads or writes the
-- table itself (admins receive the requests as notifications).
create table public.support_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  subject text not null check (char_length(subject) between 1 and 120),
  message text not null check (char_length(message) between 10 and 2000),
  created_at timestamptz not null default now()
);

create index support_requests_user_idx on public.support_requests (user_id, created_at desc);

revoke all on table public.support_requests from anon, authenticated;
grant all on table public.support_requests to service_role;
alter table public.support_requests enable row level security;

-- A signed-in caller's message to support: kept, and one notification per admin, addressed to
-- that admin alone. Security definer because the caller may neither write notifications nor read
-- who the admins are; everything it writes is decided here, from auth.uid(). Errors:
-- 42501 signed out, 22023 a subject or message out of bounds, PT429 past 5 in an hour,
-- PT503 no admin to reach.
create or replace function public.contact_support(p_subject text, p_message text)
returns table (id uuid, created_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_caller uuid := (select auth.uid());
  v_subject text := btrim(coalesce(p_subject, ''));
  v_message text := btrim(coalesce(p_message, ''));
  v_sender text;
  v_request public.support_requests;
begin
  if v_caller is null then
    raise exception 'Sign in to contact support' using errcode = '42501';
  end if;
  if char_length(v_subject) not between 1 and 120 then
    raise exception 'The subject has 1 to 120 characters' using errcode = '22023';
  end if;
  if char_length(v_message) not between 10 and 2000 then
    raise exception 'The message has 10 to 2000 characters' using errcode = '22023';
  end if;
  -- One request at a time per person, so concurrent calls cannot slip past the hourly count.
  perform pg_advisory_xact_lock(hashtextextended('contact_support:' || v_caller::text, 0));
  if (select count(*) from public.support_requests r where r.user_id = v_caller and r.created_at > now() - interval '1 hour') >= 5 then
    raise exception 'Too many support requests' using errcode = 'PT429';
  end if;
  if not exists (select 1 from public.profiles a where a.is_admin) then
    raise exception 'No administrator to reach' using errcode = 'PT503';
  end if;

  select coalesce(nullif(btrim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''), 'A user')
         || coalesce(' <' || u.email || '>', '')
    into v_sender
    from public.profiles p left join auth.users u on u.id = p.id
   where p.id = v_caller;

  insert into public.support_requests as r (user_id, subject, message)
  values (v_caller, v_subject, v_message)
  returning r.* into v_request;

  insert into public.notifications (user_id, title, body)
  select a.id, 'Support request: ' || v_subject, 'From ' || coalesce(v_sender, 'A user') || E'\n\n' || v_message
    from public.profiles a
   where a.is_admin;

  return query select v_request.id, v_request.created_at;
end;
$$;

revoke all on function public.contact_support(text, text) from public, anon;
grant execute on function public.contact_support(text, text) to authenticated, service_role;
