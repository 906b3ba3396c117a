-- Issue 11: the analysis studio's analyses (product.md "analyses"), with who may do what.
--
-- The rules are the domain's (src/domain/analysis/analysis.ts, analysis-content.ts, drawing.ts);
-- this file enforces the same ones server-side, and tests/supabase/analyses-security.test.ts
-- attacks them on Postgres:
--
--   * the assigned pro (once the submission is paid) and admins open, read and save the draft;
--     the athlete reads the analysis once it is delivered; nobody else reads anything;
--   * clients never write the table: open_analysis, save_analysis_draft and deliver_analysis
--     (security definer, empty search_path) check the caller, the statuses and the content;
--   * deliver_analysis needs a summary, stores the analysis as delivered, moves the submission
--     in_review → delivered through the lifecycle (private.fire_submission_event: the pro only,
--     from in_review only; the timeline records who and when) and notifies the athlete, in one
--     transaction; a delivered analysis never changes again (guard trigger).
-- Errors follow the submissions migration: 42501 refused, 23514 not possible in this state,
-- 22023 invalid input, PT404 not found (or not visible to the caller).

create table public.analyses (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid not null unique references public.submissions (id) on delete cascade,
  pro_id uuid not null references public.profiles (id),
  status text not null default 'draft' check (status in ('draft', 'delivered')),
  summary text not null default '' check (char_length(summary) <= 10000),
  -- [{id, shape, points: [[x, y], …] relative to the frame, colour, stroke_width, start_s, end_s, text?}]
  annotations jsonb not null default '[]'::jsonb check (jsonb_typeof(annotations) = 'array' and jsonb_array_length(annotations) <= 500),
  -- [{id, time_s, text}]
  comments jsonb not null default '[]'::jsonb check (jsonb_typeof(comments) = 'array' and jsonb_array_length(comments) <= 500),
  -- Compare mode (optional): {kind: athlete-video | reference, video_id, main_start_s, other_start_s}.
  compare jsonb check (compare is null or jsonb_typeof(compare) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  delivered_at timestamptz,
  constraint analyses_delivered_when check ((status = 'delivered') = (delivered_at is not null)),
  constraint analyses_delivered_has_summary check (status <> 'delivered' or char_length(btrim(summary)) > 0)
);

comment on table public.analyses is 'A submission''s analysis: drawings pinned to time ranges, timestamped comments, a summary (product.md "analyses").';

revoke all on table public.analyses from anon, authenticated;
grant select on table public.analyses to authenticated;
grant all on table public.analyses to service_role;
alter table public.analyses enable row level security;

-- Who works on a submission's analysis: its pro once it is paid, and admins (mayOpenStudio in the domain).
create or replace function private.may_work_on_analysis(submission_id uuid, uid uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select uid is not null and (
    private.is_admin(uid)
    or exists (
      select 1 from public.submissions s
       where s.id = may_work_on_analysis.submission_id and s.pro_id = uid and s.submitted_at is not null
    )
  );
$$;

create or replace function private.is_submission_athlete(submission_id uuid, uid uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select uid is not null and exists (select 1 from public.submissions s where s.id = is_submission_athlete.submission_id and s.athlete_id = uid);
$$;

revoke all on function private.may_work_on_analysis(uuid, uuid) from public;
revoke all on function private.is_submission_athlete(uuid, uuid) from public;
grant execute on function private.may_work_on_analysis(uuid, uuid) to authenticated, service_role;
grant execute on function private.is_submission_athlete(uuid, uuid) to authenticated, service_role;

create policy "analyses: the assigned pro and admins read the draft and the delivery" on public.analyses
  for select to authenticated using (private.may_work_on_analysis(submission_id, (select auth.uid())));

create policy "analyses: the athlete reads a delivered analysis" on public.analyses
  for select to authenticated using (status = 'delivered' and private.is_submission_athlete(submission_id, (select auth.uid())));

-- Second lock behind the grants: no client writes a row, and a delivered analysis never changes.
create or replace function private.guard_analysis_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    raise exception 'analyses change only through their functions' using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' then
    if old.status = 'delivered' then
      raise exception 'this analysis was delivered and can no longer be changed' using errcode = '23514';
    end if;
    if new.submission_id is distinct from old.submission_id or new.pro_id is distinct from old.pro_id or new.created_at is distinct from old.created_at then
      raise exception 'an analysis keeps its submission, pro and creation date' using errcode = '42501';
    end if;
    new.updated_at := now();
  end if;
  return new;
end;
$$;

revoke all on function private.guard_analysis_write() from public;
create trigger analyses_guard_write before insert or update on public.analyses
  for each row execute function private.guard_analysis_write();

-- Why this content cannot be stored (validateContent in the domain), or null.
create or replace function private.analysis_content_problem(summary text, annotations jsonb, comments jsonb, compare jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  a jsonb;
  c jsonb;
  p jsonb;
  shape text;
  n integer;
  ids text[] := '{}';
begin
  if summary is null or char_length(summary) > 10000 then return 'keep the summary under 10,000 characters'; end if;
  if annotations is null or jsonb_typeof(annotations) <> 'array' then return 'the drawings are not readable'; end if;
  if comments is null or jsonb_typeof(comments) <> 'array' then return 'the comments are not readable'; end if;
  if jsonb_array_length(annotations) > 500 then return 'an analysis holds at most 500 drawings'; end if;
  if jsonb_array_length(comments) > 500 then return 'an analysis holds at most 500 comments'; end if;
  for a in select value from jsonb_array_elements(annotations) loop
    if jsonb_typeof(a) <> 'object' or coalesce(jsonb_typeof(a -> 'id'), '') <> 'string' or char_length(a ->> 'id') not between 1 and 64 then
      return 'every drawing needs an id';
    end if;
    if (a ->> 'id') = any(ids) then return 'two drawings share an id'; end if;
    ids := array_append(ids, a ->> 'id');
    shape := coalesce(a ->> 'shape', '');
    if shape not in ('line', 'arrow', 'circle', 'rectangle', 'freehand', 'text', 'angle') then return 'unknown drawing tool'; end if;
    if coalesce(jsonb_typeof(a -> 'points'), '') <> 'array' then return 'a drawing needs its points'; end if;
    n := jsonb_array_length(a -> 'points');
    if (shape = 'freehand' and n not between 2 and 2000) or (shape in ('line', 'arrow', 'circle', 'rectangle') and n <> 2)
       or (shape = 'text' and n <> 1) or (shape = 'angle' and n <> 3) then
      return 'a ' || shape || ' does not have ' || n || ' points';
    end if;
    for p in select value from jsonb_array_elements(a -> 'points') loop
      if jsonb_typeof(p) <> 'array' or jsonb_array_length(p) <> 2
         or coalesce(jsonb_typeof(p -> 0), '') <> 'number' or coalesce(jsonb_typeof(p -> 1), '') <> 'number'
         or (p ->> 0)::numeric not between 0 and 1 or (p ->> 1)::numeric not between 0 and 1 then
        return 'a drawing must stay on the video frame';
      end if;
    end loop;
    if coalesce(a ->> 'colour', '') !~ '^#[0-9a-fA-F]{6}$' then return 'choose a colour'; end if;
    if coalesce(jsonb_typeof(a -> 'stroke_width'), '') <> 'number' or (a ->> 'stroke_width')::numeric not between 1 and 20
       or (a ->> 'stroke_width')::numeric <> trunc((a ->> 'stroke_width')::numeric) then
      return 'the stroke width is 1 to 20';
    end if;
    if coalesce(jsonb_typeof(a -> 'start_s'), '') <> 'number' or coalesce(jsonb_typeof(a -> 'end_s'), '') <> 'number'
       or (a ->> 'start_s')::numeric < 0 or (a ->> 'end_s')::numeric < (a ->> 'start_s')::numeric then
      return 'a drawing must end after it starts, not before the clip';
    end if;
    if shape = 'text' then
      if coalesce(jsonb_typeof(a -> 'text'), '') <> 'string' or char_length(btrim(a ->> 'text')) not between 1 and 200 then
        return 'a text has 1 to 200 characters';
      end if;
    elsif a ? 'text' then
      return 'only a text drawing has words';
    end if;
  end loop;
  for c in select value from jsonb_array_elements(comments) loop
    if jsonb_typeof(c) <> 'object' or coalesce(jsonb_typeof(c -> 'id'), '') <> 'string' or char_length(c ->> 'id') not between 1 and 64 then
      return 'every comment needs an id';
    end if;
    if coalesce(jsonb_typeof(c -> 'time_s'), '') <> 'number' or (c ->> 'time_s')::numeric < 0 then return 'a comment needs a time on the clip'; end if;
    if coalesce(jsonb_typeof(c -> 'text'), '') <> 'string' or char_length(btrim(c ->> 'text')) not between 1 and 1000 then
      return 'a comment has 1 to 1,000 characters';
    end if;
  end loop;
  if compare is not null and jsonb_typeof(compare) <> 'null' then
    if jsonb_typeof(compare) <> 'object' or coalesce(compare ->> 'kind', '') not in ('athlete-video', 'reference')
       or coalesce(jsonb_typeof(compare -> 'video_id'), '') <> 'string' or char_length(compare ->> 'video_id') = 0 then
      return 'choose a clip to compare with';
    end if;
    if coalesce(jsonb_typeof(compare -> 'main_start_s'), '') <> 'number' or coalesce(jsonb_typeof(compare -> 'other_start_s'), '') <> 'number'
       or (compare ->> 'main_start_s')::numeric < 0 or (compare ->> 'other_start_s')::numeric < 0 then
      return 'choose where each clip starts';
    end if;
  end if;
  return null;
end;
$$;

revoke all on function private.analysis_content_problem(text, jsonb, jsonb, jsonb) from public;

-- The caller may work on this submission's analysis (mayOpenStudio): not signed in 42501, not
-- visible PT404, visible but neither its pro nor an admin (the athlete) 42501. Locks the submission
-- when `lock` is set, so a save and a delivery of the same analysis run one after the other.
create or replace function private.studio_submission(submission_id uuid, lock boolean)
returns public.submissions
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  s public.submissions;
begin
  if caller is null then
    raise exception 'sign in to do that' using errcode = '42501';
  end if;
  if lock then
    select * into s from public.submissions x where x.id = studio_submission.submission_id for update;
  else
    select * into s from public.submissions x where x.id = studio_submission.submission_id;
  end if;
  if not found or not private.can_read_submission(s.id, caller) then
    raise exception 'No submission found' using errcode = 'PT404';
  end if;
  if s.pro_id <> caller and not private.is_admin(caller) then
    raise exception 'permission denied: only the pro assigned to this submission can work on its analysis' using errcode = '42501';
  end if;
  return s;
end;
$$;

revoke all on function private.studio_submission(uuid, boolean) from public;

-- A draft saved (or delivered): the checks of saveDraft in the domain, then the row written.
create or replace function private.store_analysis(submission_id uuid, summary text, annotations jsonb, comments jsonb, compare jsonb, deliver boolean)
returns public.analyses
language plpgsql
security definer
set search_path = ''
as $$
declare
  s public.submissions := private.studio_submission(store_analysis.submission_id, true);
  existing public.analyses;
  problem text;
  kept jsonb := case when jsonb_typeof(store_analysis.compare) = 'null' then null else store_analysis.compare end;
  stored public.analyses;
begin
  select * into existing from public.analyses a where a.submission_id = s.id;
  if found and existing.status = 'delivered' then
    raise exception 'this analysis was delivered and can no longer be changed' using errcode = '23514';
  end if;
  if s.status not in ('submitted', 'in_review') then
    raise exception 'this submission is closed: its analysis can no longer be changed' using errcode = '23514';
  end if;
  problem := private.analysis_content_problem(store_analysis.summary, store_analysis.annotations, store_analysis.comments, kept);
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  if deliver and char_length(btrim(store_analysis.summary)) = 0 then
    raise exception 'write a summary before delivering the analysis' using errcode = '22023';
  end if;
  insert into public.analyses as a (submission_id, pro_id, status, summary, annotations, comments, compare, delivered_at)
  values (s.id, s.pro_id, case when deliver then 'delivered' else 'draft' end, store_analysis.summary, store_analysis.annotations,
          store_analysis.comments, kept, case when deliver then now() end)
  on conflict on constraint analyses_submission_id_key do update
     set status = excluded.status, summary = excluded.summary, annotations = excluded.annotations, comments = excluded.comments,
         compare = excluded.compare, delivered_at = excluded.delivered_at
  returning * into stored;
  return stored;
end;
$$;

revoke all on function private.store_analysis(uuid, text, jsonb, jsonb, jsonb, boolean) from public;

-- The studio opens: the stored analysis, or a draft nobody saved yet (not written).
create or replace function public.open_analysis(submission_id uuid)
returns public.analyses
language plpgsql
security definer
set search_path = ''
as $$
declare
  s public.submissions := private.studio_submission(open_analysis.submission_id, false);
  a public.analyses;
begin
  select * into a from public.analyses x where x.submission_id = s.id;
  if found then
    return a;
  end if;
  a.submission_id := s.id;
  a.pro_id := s.pro_id;
  a.status := 'draft';
  a.summary := '';
  a.annotations := '[]'::jsonb;
  a.comments := '[]'::jsonb;
  return a;
end;
$$;

create or replace function public.save_analysis_draft(submission_id uuid, summary text, annotations jsonb, comments jsonb, compare jsonb default null)
returns public.analyses
language sql
security definer
set search_path = ''
as $$
  select * from private.store_analysis(save_analysis_draft.submission_id, save_analysis_draft.summary, save_analysis_draft.annotations,
                                       save_analysis_draft.comments, save_analysis_draft.compare, false);
$$;

-- "Deliver analysis": stored as delivered, the submission moved by the lifecycle (who and when on
-- its timeline), the athlete notified; all or nothing.
create or replace function public.deliver_analysis(submission_id uuid, summary text, annotations jsonb, comments jsonb, compare jsonb default null)
returns public.analyses
language plpgsql
security definer
set search_path = ''
as $$
declare
  delivered public.analyses;
  s public.submissions;
begin
  delivered := private.store_analysis(deliver_analysis.submission_id, deliver_analysis.summary, deliver_analysis.annotations,
                                      deliver_analysis.comments, deliver_analysis.compare, true);
  s := private.fire_submission_event(delivered.submission_id, 'deliver', null, null, false);
  insert into public.notifications (user_id, title, body, link)
  values (s.athlete_id, 'Your analysis is ready', 'Your pro delivered the analysis of your ' || s.sport || ' clip.', '/submissions/' || s.id::text);
  return delivered;
end;
$$;

revoke all on function public.open_analysis(uuid) from public, anon;
revoke all on function public.save_analysis_draft(uuid, text, jsonb, jsonb, jsonb) from public, anon;
revoke all on function public.deliver_analysis(uuid, text, jsonb, jsonb, jsonb) from public, anon;
grant execute on function public.open_analysis(uuid) to authenticated, service_role;
grant execute on function public.save_analysis_draft(uuid, text, jsonb, jsonb, jsonb) to authenticated, service_role;
grant execute on function public.deliver_analysis(uuid, text, jsonb, jsonb, jsonb) to authenticated, service_role;
