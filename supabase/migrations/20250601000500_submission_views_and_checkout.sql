-- Issue 10, the hosted backend's reads and checkout (what the ports need beyond 20250601000400):
--
--   * list_submissions / get_submission: a submission with the names the screens show beside it
--     (the pro's display name, the athlete's name: the pro cannot read the athlete's profile row)
--     and its timeline, read as canReadSubmission allows (src/domain/submissions/submission.ts):
--     the athlete, the assigned pro once paid, admins; anyone else gets PT404;
--   * begin_checkout: planCheckout of src/domain/payments/payment.ts for the create-checkout server
--     function (service role only; the function passes the caller it verified): already paid →
--     nothing to charge; an attempt under way → the same idempotency key again; otherwise a new
--     pending attempt for the submission's total, from the database, never from the client.
--   * begin_refund: for the refund-payment server function (service role only): the money goes
--     back only once the lifecycle closed the submission with a refund (refund_requested, set by
--     decline, refund or pro_removed); the function then refunds at the provider and marks the
--     payment refunded (succeeded → refunded, the payments guard's only way out of succeeded).
-- Errors as the submissions migration: 42501 refused, 23514 not in this state, 22023 invalid, PT404 not found.

-- The pro's display name (their profile's name if the listing is gone), the athlete's name.
create or replace function private.pro_name_of(pro_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.display_name from public.pros p where p.id = pro_name_of.pro_id),
    (select nullif(btrim(concat_ws(' ', f.first_name, f.last_name)), '') from public.profiles f where f.id = pro_name_of.pro_id),
    ''
  );
$$;

create or replace function private.person_name_of(person_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select nullif(btrim(concat_ws(' ', f.first_name, f.last_name)), '') from public.profiles f where f.id = person_name_of.person_id), '');
$$;

-- Who did what and when, oldest first.
create or replace function private.timeline_of(submission_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    jsonb_agg(jsonb_build_object('from_status', e.from_status, 'to_status', e.to_status, 'actor_id', e.actor_id, 'at', e.at, 'note', e.note) order by e.at, e.id),
    '[]'::jsonb
  )
    from public.submission_events e
   where e.submission_id = timeline_of.submission_id;
$$;

revoke all on function private.pro_name_of(uuid) from public;
revoke all on function private.person_name_of(uuid) from public;
revoke all on function private.timeline_of(uuid) from public;

-- /submissions: the caller's own (as athlete) or the paid ones assigned to them (as pro), newest first.
create or replace function public.list_submissions(as_role text, status text default null)
returns table (submission jsonb, pro_name text, athlete_name text, timeline jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'sign in to do that' using errcode = '42501';
  end if;
  if list_submissions.as_role is null or list_submissions.as_role not in ('athlete', 'pro') then
    raise exception 'list as athlete or as pro' using errcode = '22023';
  end if;
  if list_submissions.status is not null
     and list_submissions.status not in ('draft', 'awaiting_payment', 'submitted', 'in_review', 'delivered', 'cancelled', 'refunded') then
    raise exception 'unknown submission status %', list_submissions.status using errcode = '22023';
  end if;
  return query
    select to_jsonb(s), private.pro_name_of(s.pro_id), private.person_name_of(s.athlete_id), private.timeline_of(s.id)
      from public.submissions s
     where (case when list_submissions.as_role = 'athlete' then s.athlete_id = caller
                 else s.pro_id = caller and s.submitted_at is not null end)
       and (list_submissions.status is null or s.status = list_submissions.status)
     order by s.created_at desc, s.id desc;
end;
$$;

-- /submissions/:id: one submission its reader may see, or PT404 (the same answer for "none" and "not yours").
create or replace function public.get_submission(submission_id uuid)
returns table (submission jsonb, pro_name text, athlete_name text, timeline jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'sign in to do that' using errcode = '42501';
  end if;
  if not private.can_read_submission(get_submission.submission_id, caller) then
    raise exception 'No submission found' using errcode = 'PT404';
  end if;
  return query
    select to_jsonb(s), private.pro_name_of(s.pro_id), private.person_name_of(s.athlete_id), private.timeline_of(s.id)
      from public.submissions s
     where s.id = get_submission.submission_id;
end;
$$;

-- The create-checkout function's plan (planCheckout): {"kind": "already-paid"} or
-- {"kind": "attempt", "attempt", "idempotency_key", "amount_cents", "currency", "reused", "pro_name"}.
-- A new attempt is recorded as a pending payment before Stripe is asked, under its key, so a
-- double click or a retry sends the same key and Stripe replays the same session.
create or replace function public.begin_checkout(submission_id uuid, athlete_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  s public.submissions;
  open_attempt public.payments;
  next_attempt integer;
  key text;
begin
  select * into s from public.submissions x where x.id = begin_checkout.submission_id for update;
  if not found or not private.can_read_submission(s.id, begin_checkout.athlete_id) then
    raise exception 'No submission found' using errcode = 'PT404';
  end if;
  if s.athlete_id <> begin_checkout.athlete_id then
    raise exception 'only the athlete who made the request pays for it' using errcode = '42501';
  end if;
  if exists (select 1 from public.payments p where p.submission_id = s.id and p.status in ('succeeded', 'refunded')) then
    return jsonb_build_object('kind', 'already-paid');
  end if;
  if s.status <> 'awaiting_payment' then
    raise exception 'this submission is not waiting for a payment' using errcode = '23514';
  end if;
  select * into open_attempt from public.payments p
   where p.submission_id = s.id and p.status = 'pending' and p.idempotency_key is not null
   order by p.attempt desc limit 1;
  if found then
    return jsonb_build_object('kind', 'attempt', 'attempt', open_attempt.attempt, 'idempotency_key', open_attempt.idempotency_key,
      'amount_cents', open_attempt.amount_cents, 'currency', open_attempt.currency, 'reused', true, 'pro_name', private.pro_name_of(s.pro_id));
  end if;
  select coalesce(max(p.attempt), 0) + 1 into next_attempt from public.payments p where p.submission_id = s.id;
  key := 'checkout:' || s.id::text || ':' || next_attempt::text;
  insert into public.payments (submission_id, payer_id, amount_cents, currency, provider, status, idempotency_key, attempt)
  values (s.id, s.athlete_id, s.total_cents, s.currency, 'stripe', 'pending', key, next_attempt);
  return jsonb_build_object('kind', 'attempt', 'attempt', next_attempt, 'idempotency_key', key,
    'amount_cents', s.total_cents, 'currency', s.currency, 'reused', false, 'pro_name', private.pro_name_of(s.pro_id));
end;
$$;

-- The refund-payment function's plan: {"kind": "refund", "payment_id", "provider", "provider_ref",
-- "amount_cents", "currency"}, {"kind": "already-refunded"} or {"kind": "nothing-paid"}.
create or replace function public.begin_refund(submission_id uuid, caller_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  s public.submissions;
  paid public.payments;
begin
  select * into s from public.submissions x where x.id = begin_refund.submission_id for update;
  if not found or not private.can_read_submission(s.id, begin_refund.caller_id) then
    raise exception 'No submission found' using errcode = 'PT404';
  end if;
  if not s.refund_requested then
    raise exception 'this submission was not closed with a refund' using errcode = '23514';
  end if;
  select * into paid from public.payments p where p.submission_id = s.id and p.status = 'succeeded' for update;
  if found then
    return jsonb_build_object('kind', 'refund', 'payment_id', paid.id, 'provider', paid.provider, 'provider_ref', paid.provider_ref,
      'amount_cents', paid.amount_cents, 'currency', paid.currency);
  end if;
  if exists (select 1 from public.payments p where p.submission_id = s.id and p.status = 'refunded') then
    return jsonb_build_object('kind', 'already-refunded');
  end if;
  return jsonb_build_object('kind', 'nothing-paid');
end;
$$;

revoke all on function public.list_submissions(text, text) from public, anon;
revoke all on function public.get_submission(uuid) from public, anon;
revoke all on function public.begin_checkout(uuid, uuid) from public, anon, authenticated;
grant execute on function public.list_submissions(text, text) to authenticated, service_role;
grant execute on function public.get_submission(uuid) to authenticated, service_role;
grant execute on function public.begin_checkout(uuid, uuid) to service_role;
revoke all on function public.begin_refund(uuid, uuid) from public, anon, authenticated;
grant execute on function public.begin_refund(uuid, uuid) to service_role;
