-- Issue 12: ratings and the turnaround guarantee.
--
-- The rules are the domain's (src/domain/reviews/review.ts rateSubmission and ratingSummary;
-- src/domain/submissions/submission-lifecycle.ts `cancel_overdue`, turnaround-guarantee.ts); this
-- file enforces the same ones server-side, and tests/supabase/reviews-security.test.ts attacks them.
--
--   * reviews: one per submission (unique), written only by public.rate_submission (only the
--     submission's athlete, only once it is delivered, 1–5 whole stars, a comment up to 1,000
--     characters); read by whoever reads the submission; the public reads a listed pro's latest
--     reviews through public.latest_reviews (first name only, never the athlete's id);
--   * pros.rating_avg and pros.reviews_count are recomputed by a trigger on reviews (security
--     definer); clients still cannot write them (column grants and the pros guard trigger);
--   * public.cancel_overdue_submission: the athlete cancels a paid, undelivered submission once
--     submitted_at + turnaround_hours has passed by the database's clock (now()), through the
--     lifecycle's own function; it is marked for a full refund (the refund-payment function then
--     gives the money back, as after a decline) and the pro is notified.
-- Errors follow the submissions migration: 42501 refused, 23514 not in this state, 23505 already
-- done, 22023 invalid input, PT404 not found (or not visible to the caller).

-- =============================================================================================
-- reviews (product.md "reviews")
create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid not null unique references public.submissions (id) on delete cascade,
  pro_id uuid not null references public.profiles (id) on delete cascade,
  athlete_id uuid not null references public.profiles (id) on delete cascade,
  stars integer not null check (stars between 1 and 5),
  comment text check (comment is null or char_length(comment) between 1 and 1000),
  created_at timestamptz not null default now()
);

comment on table public.reviews is 'An athlete''s rating of a delivered analysis: 1–5 stars and an optional comment, once per submission.';

create index reviews_pro_idx on public.reviews (pro_id, created_at desc);

revoke all on table public.reviews from anon, authenticated;
grant select on table public.reviews to authenticated;
grant all on table public.reviews to service_role;
alter table public.reviews enable row level security;

create policy "reviews: readers of the submission read its review" on public.reviews
  for select to authenticated using (private.can_read_submission(submission_id, (select auth.uid())));

-- Second lock behind the grants: no client writes a review by hand, even if a later grant opened one.
create or replace function private.guard_review_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    raise exception 'reviews are written through rate_submission only' using errcode = '42501';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;

revoke all on function private.guard_review_write() from public;
create trigger reviews_guard_write before insert or update or delete on public.reviews
  for each row execute function private.guard_review_write();

-- The pro's rating follows their reviews (ratingSummary in the domain: the mean rounded to two
-- decimals, null without reviews). Security definer: it writes columns no client may write.
create or replace function private.recompute_pro_rating(target uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.pros p
     set rating_avg = s.avg, reviews_count = s.n
    from (select round(avg(r.stars)::numeric, 2) as avg, count(*)::integer as n from public.reviews r where r.pro_id = recompute_pro_rating.target) s
   where p.id = recompute_pro_rating.target;
$$;

create or replace function private.reviews_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.recompute_pro_rating(old.pro_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.recompute_pro_rating(new.pro_id);
  end if;
  return null;
end;
$$;

revoke all on function private.recompute_pro_rating(uuid) from public;
revoke all on function private.reviews_changed() from public;
create trigger reviews_recompute_pro_rating after insert or update or delete on public.reviews
  for each row execute function private.reviews_changed();

-- "Send rating": rateSubmission in the domain, check for check, in the same order.
create or replace function public.rate_submission(submission_id uuid, stars numeric, comment text default null)
returns public.reviews
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  s public.submissions;
  said text := nullif(btrim(coalesce(rate_submission.comment, '')), '');
  created public.reviews;
begin
  if caller is null then
    raise exception 'sign in to do that' using errcode = '42501';
  end if;
  select * into s from public.submissions x where x.id = rate_submission.submission_id for update;
  if not found or not private.can_read_submission(s.id, caller) then
    raise exception 'No submission found' using errcode = 'PT404';
  end if;
  if s.athlete_id <> caller then
    raise exception 'permission denied: only the athlete who asked for this analysis can rate it' using errcode = '42501';
  end if;
  if s.status <> 'delivered' then
    raise exception 'you can rate an analysis once it is delivered' using errcode = '23514';
  end if;
  if exists (select 1 from public.reviews r where r.submission_id = s.id) then
    raise exception 'you already rated this analysis' using errcode = '23505';
  end if;
  if rate_submission.stars is null or rate_submission.stars <> trunc(rate_submission.stars) or rate_submission.stars not between 1 and 5 then
    raise exception 'choose from 1 to 5 stars' using errcode = '22023';
  end if;
  if char_length(coalesce(said, '')) > 1000 then
    raise exception 'keep your comment under 1,000 characters' using errcode = '22023';
  end if;
  insert into public.reviews (submission_id, pro_id, athlete_id, stars, comment)
  values (s.id, s.pro_id, s.athlete_id, rate_submission.stars::integer, said)
  returning * into created;
  return created;
end;
$$;

-- A listed pro's latest reviews for everyone: stars, comment, the athlete's first name, the date.
create or replace function public.latest_reviews(pro_id uuid, max_count integer default 5)
returns table (id uuid, stars integer, comment text, athlete_first_name text, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.stars, r.comment, coalesce(btrim(f.first_name), ''), r.created_at
    from public.reviews r
    join public.pros p on p.id = r.pro_id and p.verification_status = 'approved' and p.deleted_at is null
    left join public.profiles f on f.id = r.athlete_id
   where r.pro_id = latest_reviews.pro_id
   order by r.created_at desc, r.id desc
   limit least(greatest(coalesce(latest_reviews.max_count, 5), 0), 50);
$$;

-- =============================================================================================
-- The turnaround guarantee: SUBMISSION_TRANSITIONS gains `cancel_overdue`.
insert into private.submission_transitions (event, from_statuses, to_status, roles) values
  ('cancel_overdue', array['submitted', 'in_review'], 'refunded', array['athlete']);

-- "Cancel for a full refund": the lifecycle's function checks who and from which status (and
-- records the athlete and the time on the timeline); then the turnaround, on the database's clock.
-- Raising rolls the whole change back, so nothing moves before the turnaround has run out.
create or replace function public.cancel_overdue_submission(submission_id uuid)
returns public.submissions
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed public.submissions;
begin
  select * into changed from private.fire_submission_event(
    cancel_overdue_submission.submission_id, 'cancel_overdue',
    'Not delivered within the turnaround: cancelled by the athlete for a full refund.', null, false);
  if changed.submitted_at is null or now() < changed.submitted_at + make_interval(hours => changed.turnaround_hours) then
    raise exception 'the pro still has time to deliver: the turnaround has not run out yet' using errcode = '23514';
  end if;
  update public.submissions x set refund_requested = true where x.id = changed.id returning * into changed;
  insert into public.notifications (user_id, title, body, link)
  values (changed.pro_id, 'A submission was cancelled',
          'The athlete cancelled the ' || changed.sport || ' submission for a full refund: it was not delivered within its '
            || changed.turnaround_hours::text || '-hour turnaround.',
          '/submissions/' || changed.id::text);
  return changed;
end;
$$;

revoke all on function public.rate_submission(uuid, numeric, text) from public, anon;
revoke all on function public.latest_reviews(uuid, integer) from public;
revoke all on function public.cancel_overdue_submission(uuid) from public, anon;
grant execute on function public.rate_submission(uuid, numeric, text) to authenticated, service_role;
grant execute on function public.latest_reviews(uuid, integer) to anon, authenticated, service_role;
grant execute on function public.cancel_overdue_submission(uuid) to authenticated, service_role;
