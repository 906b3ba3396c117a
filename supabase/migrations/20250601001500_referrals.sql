-- Issue 12, point 2: referrals.
--
-- The rules are the domain's (src/domain/referrals/referral.ts); this file enforces the same ones
-- server-side, and tests/supabase/referrals-security.test.ts attacks them.
--
--   * referral_codes: one code per profile, made by a trigger when the profile is created (and
--     for every profile that exists already); 8 characters of an alphabet without look-alikes.
--   * referrals: the referred person signs up with `referral_code` in their metadata
--     (/signup?ref=CODE; the metadata outlives the e-mail confirmation): a trigger on auth.users
--     records the referral; a bad code is ignored and the sign-up goes on. public.claim_referral is
--     the same rule for a signed-in person. Never one's own code (42501), one referrer per person
--     (unique referred_id, 23505), and not after one's first payment (23514).
--   * referral_credits: a ledger. `earned` (one per referral: unique referral_id) is granted in
--     SQL when a payment is marked succeeded (the webhook's confirm_payment) and the payer's
--     referral is still pending: exactly once. `spent` (one per submission: unique submission_id)
--     records the credit a succeeded payment was reduced by; an abandoned checkout spends nothing.
--   * begin_checkout (create-checkout's plan) takes the payer's credit off a new attempt's amount,
--     never under the 50-cent minimum charge (creditToApply); the client sends no amount.
--     confirm_payment accepts the attempt's own amount.
--   * referral_settings: the reward amount, one row; changed only by admins through
--     public.set_referral_reward.
--   * Clients read only their own codes, referrals and credits (admins read all); they write none.
-- Errors: 42501 refused, 23514 not in this state, 23505 already done, 22023 invalid, PT404 not found.

-- =============================================================================================
-- Tables

create table public.referral_codes (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  code text not null unique check (code ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$'),
  created_at timestamptz not null default now()
);

create table public.referrals (
  id uuid primary key default gen_random_uuid(),
  referrer_id uuid not null references auth.users (id) on delete cascade,
  referred_id uuid not null unique references auth.users (id) on delete cascade,
  code text not null,
  status text not null default 'pending' check (status in ('pending', 'rewarded')),
  reward_cents integer check (reward_cents >= 0),
  created_at timestamptz not null default now(),
  rewarded_at timestamptz,
  check (referrer_id <> referred_id)
);
create index referrals_referrer_idx on public.referrals (referrer_id, created_at desc);

create table public.referral_credits (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('earned', 'spent')),
  amount_cents integer not null check (amount_cents >= 0),
  referral_id uuid unique references public.referrals (id) on delete cascade,
  submission_id uuid unique references public.submissions (id) on delete cascade,
  created_at timestamptz not null default now(),
  check ((kind = 'earned' and referral_id is not null and submission_id is null) or (kind = 'spent' and submission_id is not null and referral_id is null))
);
create index referral_credits_user_idx on public.referral_credits (user_id);

create table public.referral_settings (
  id boolean primary key default true check (id),
  reward_cents integer not null default 1000 check (reward_cents between 0 and 100000),
  updated_at timestamptz not null default now()
);
insert into public.referral_settings default values;

revoke all on table public.referral_codes, public.referrals, public.referral_credits, public.referral_settings from anon, authenticated;
grant select on table public.referral_codes, public.referrals, public.referral_credits, public.referral_settings to authenticated;
grant all on table public.referral_codes, public.referrals, public.referral_credits, public.referral_settings to service_role;
alter table public.referral_codes enable row level security;
alter table public.referrals enable row level security;
alter table public.referral_credits enable row level security;
alter table public.referral_settings enable row level security;

create policy "referral_codes: own or admin" on public.referral_codes
  for select to authenticated using (user_id = (select auth.uid()) or private.is_admin((select auth.uid())));
create policy "referrals: the referrer, the referred, or an admin" on public.referrals
  for select to authenticated using (referrer_id = (select auth.uid()) or referred_id = (select auth.uid()) or private.is_admin((select auth.uid())));
create policy "referral_credits: own or admin" on public.referral_credits
  for select to authenticated using (user_id = (select auth.uid()) or private.is_admin((select auth.uid())));
create policy "referral_settings: everyone signed in reads the reward" on public.referral_settings
  for select to authenticated using (true);

-- Second lock behind the grants: no client writes these tables, even if a later grant opened one.
create or replace function private.guard_referral_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    raise exception 'referrals are written by the backend only' using errcode = '42501';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;
revoke all on function private.guard_referral_write() from public;
create trigger referral_codes_guard before insert or update or delete on public.referral_codes for each row execute function private.guard_referral_write();
create trigger referrals_guard before insert or update or delete on public.referrals for each row execute function private.guard_referral_write();
create trigger referral_credits_guard before insert or update or delete on public.referral_credits for each row execute function private.guard_referral_write();
create trigger referral_settings_guard before insert or update or delete on public.referral_settings for each row execute function private.guard_referral_write();

-- =============================================================================================
-- Codes

create or replace function private.new_referral_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  alphabet constant text := 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  bytes bytea;
  candidate text;
begin
  for tries in 1..20 loop
    bytes := uuid_send(gen_random_uuid());
    candidate := '';
    for i in 0..7 loop
      candidate := candidate || substr(alphabet, get_byte(bytes, i) % length(alphabet) + 1, 1);
    end loop;
    if not exists (select 1 from public.referral_codes c where c.code = candidate) then
      return candidate;
    end if;
  end loop;
  raise exception 'could not make a referral code' using errcode = 'P0001';
end;
$$;
revoke all on function private.new_referral_code() from public;

create or replace function private.ensure_referral_code(uid uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_code text;
begin
  select c.code into found_code from public.referral_codes c where c.user_id = uid;
  if found_code is not null then
    return found_code;
  end if;
  insert into public.referral_codes (user_id, code) values (uid, private.new_referral_code())
  on conflict (user_id) do nothing;
  select c.code into found_code from public.referral_codes c where c.user_id = uid;
  return found_code;
end;
$$;
revoke all on function private.ensure_referral_code(uuid) from public;

create or replace function private.profile_gets_referral_code()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.ensure_referral_code(new.id);
  return new;
end;
$$;
revoke all on function private.profile_gets_referral_code() from public;
create trigger profiles_referral_code after insert on public.profiles
  for each row execute function private.profile_gets_referral_code();

-- Every profile that exists already gets its code.
select private.ensure_referral_code(p.id) from public.profiles p;

-- =============================================================================================
-- Attribution

create or replace function private.normalize_referral_code(raw text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when upper(regexp_replace(coalesce(raw, ''), '[\s-]', '', 'g')) ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$'
              then upper(regexp_replace(coalesce(raw, ''), '[\s-]', '', 'g')) end;
$$;
revoke all on function private.normalize_referral_code(text) from public;

-- attributeReferral: the code's owner becomes the referrer of `referred`.
create or replace function private.attribute_referral(referred uuid, raw_code text)
returns public.referrals
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner public.referral_codes;
  made public.referrals;
begin
  select * into owner from public.referral_codes c where c.code = private.normalize_referral_code(raw_code);
  if not found then
    raise exception 'There is no such referral code.' using errcode = 'PT404';
  end if;
  if owner.user_id = referred then
    raise exception 'You cannot use your own referral code.' using errcode = '42501';
  end if;
  if exists (select 1 from public.referrals r where r.referred_id = referred) then
    raise exception 'This person was already referred.' using errcode = '23505';
  end if;
  if exists (select 1 from public.payments p where p.payer_id = referred and p.status in ('succeeded', 'refunded')) then
    raise exception 'A referral code counts only before the first payment.' using errcode = '23514';
  end if;
  insert into public.referrals (referrer_id, referred_id, code) values (owner.user_id, referred, owner.code) returning * into made;
  return made;
end;
$$;
revoke all on function private.attribute_referral(uuid, text) from public;

-- The sign-up: the metadata's referral_code (kept by the auth service through the e-mail
-- confirmation). A bad code never blocks the sign-up.
create or replace function private.new_user_referred()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(new.raw_user_meta_data ->> 'referral_code', '') <> '' then
    begin
      perform private.attribute_referral(new.id, new.raw_user_meta_data ->> 'referral_code');
    exception when others then
      null;
    end;
  end if;
  return new;
end;
$$;
revoke all on function private.new_user_referred() from public;
-- Named after on_auth_user_created, so it runs after the profile (and its code) exist.
create trigger on_auth_user_referred after insert on auth.users
  for each row execute function private.new_user_referred();

create or replace function public.claim_referral(code text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  made public.referrals;
begin
  if caller is null then
    raise exception 'Sign in to do that.' using errcode = '42501';
  end if;
  made := private.attribute_referral(caller, claim_referral.code);
  return to_jsonb(made);
end;
$$;

-- =============================================================================================
-- Reading

create or replace function private.referral_balance(uid uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(0, coalesce(sum(case when c.kind = 'earned' then c.amount_cents else -c.amount_cents end), 0))::integer
    from public.referral_credits c where c.user_id = uid;
$$;
revoke all on function private.referral_balance(uuid) from public;

create or replace function public.my_referrals()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  own_code text;
begin
  if caller is null or not exists (select 1 from public.profiles p where p.id = caller) then
    raise exception 'Sign in to do that.' using errcode = '42501';
  end if;
  own_code := private.ensure_referral_code(caller);
  return jsonb_build_object(
    'user_id', caller,
    'code', own_code,
    'balance_cents', private.referral_balance(caller),
    'currency', coalesce((select pr.currency from public.pricing pr limit 1), 'USD'),
    'referrals', coalesce((
      select jsonb_agg(jsonb_build_object('referred_name', coalesce(p.first_name, ''), 'status', r.status, 'reward_cents', r.reward_cents, 'created_at', r.created_at)
                       order by r.created_at desc)
        from public.referrals r left join public.profiles p on p.id = r.referred_id
       where r.referrer_id = caller), '[]'::jsonb));
end;
$$;

-- "Invited by …": the first name of a code's owner, for anyone (signed out included).
create or replace function public.referral_invitation(code text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  owner public.referral_codes;
begin
  select * into owner from public.referral_codes c where c.code = private.normalize_referral_code(referral_invitation.code);
  if not found then
    raise exception 'There is no such referral code.' using errcode = 'PT404';
  end if;
  return jsonb_build_object('code', owner.code, 'referrer_first_name', coalesce((select p.first_name from public.profiles p where p.id = owner.user_id), ''));
end;
$$;

create or replace function public.referral_admin_view()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin((select auth.uid())) then
    raise exception 'permission denied: administrators only' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'reward_cents', (select s.reward_cents from public.referral_settings s limit 1),
    'currency', coalesce((select pr.currency from public.pricing pr limit 1), 'USD'),
    'codes', coalesce((select jsonb_agg(jsonb_build_object('user_id', c.user_id, 'code', c.code, 'created_at', c.created_at, 'owner_name', private.person_name_of(c.user_id)) order by c.created_at desc)
                         from public.referral_codes c), '[]'::jsonb),
    'referrals', coalesce((select jsonb_agg(to_jsonb(r) || jsonb_build_object('referrer_name', private.person_name_of(r.referrer_id), 'referred_name', private.person_name_of(r.referred_id)) order by r.created_at desc)
                             from public.referrals r), '[]'::jsonb),
    'rewards', coalesce((select jsonb_agg(to_jsonb(c) || jsonb_build_object('user_name', private.person_name_of(c.user_id)) order by c.created_at desc)
                           from public.referral_credits c where c.kind = 'earned'), '[]'::jsonb));
end;
$$;

create or replace function public.set_referral_reward(reward_cents integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_admin((select auth.uid())) then
    raise exception 'permission denied: administrators only' using errcode = '42501';
  end if;
  if set_referral_reward.reward_cents is null or set_referral_reward.reward_cents < 0 or set_referral_reward.reward_cents > 100000 then
    raise exception 'The reward is an amount from 0 to 1000 in whole cents.' using errcode = '22023';
  end if;
  update public.referral_settings s set reward_cents = set_referral_reward.reward_cents, updated_at = now();
  return jsonb_build_object('reward_cents', set_referral_reward.reward_cents);
end;
$$;

-- =============================================================================================
-- The payment path

-- settleReferralsOnPayment: a payment marked succeeded spends the credit it was reduced by (the
-- submission's total minus the amount charged, never more than the payer has) and, if the payer's
-- referral is pending, rewards the referrer with the current amount. Unique keys make both once.
create or replace function private.settle_referrals_on_payment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  s public.submissions;
  used integer;
  spend integer;
  r public.referrals;
  reward integer;
begin
  select * into s from public.submissions x where x.id = new.submission_id;
  if found then
    used := s.total_cents - new.amount_cents;
    if used > 0 and not exists (select 1 from public.referral_credits c where c.submission_id = s.id) then
      spend := least(used, private.referral_balance(new.payer_id));
      if spend > 0 then
        insert into public.referral_credits (user_id, kind, amount_cents, submission_id) values (new.payer_id, 'spent', spend, s.id)
        on conflict do nothing;
      end if;
    end if;
  end if;
  select * into r from public.referrals x where x.referred_id = new.payer_id and x.status = 'pending' for update;
  if found then
    select st.reward_cents into reward from public.referral_settings st limit 1;
    insert into public.referral_credits (user_id, kind, amount_cents, referral_id) values (r.referrer_id, 'earned', coalesce(reward, 0), r.id)
    on conflict do nothing;
    update public.referrals x set status = 'rewarded', reward_cents = coalesce(reward, 0), rewarded_at = now() where x.id = r.id;
  end if;
  return new;
end;
$$;
revoke all on function private.settle_referrals_on_payment() from public;
create trigger payments_settle_referrals_insert after insert on public.payments
  for each row when (new.status = 'succeeded') execute function private.settle_referrals_on_payment();
create trigger payments_settle_referrals_update after update of status on public.payments
  for each row when (new.status = 'succeeded' and old.status is distinct from 'succeeded') execute function private.settle_referrals_on_payment();

-- begin_checkout (20250601000500) again, with creditToApply: a new attempt charges the total less
-- the payer's credit, never under the minimum charge of 50 cents.
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
  credit integer;
  amount integer;
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
  credit := greatest(0, least(private.referral_balance(s.athlete_id), s.total_cents - 50));
  amount := s.total_cents - credit;
  select coalesce(max(p.attempt), 0) + 1 into next_attempt from public.payments p where p.submission_id = s.id;
  key := 'checkout:' || s.id::text || ':' || next_attempt::text;
  insert into public.payments (submission_id, payer_id, amount_cents, currency, provider, status, idempotency_key, attempt)
  values (s.id, s.athlete_id, amount, s.currency, 'stripe', 'pending', key, next_attempt);
  return jsonb_build_object('kind', 'attempt', 'attempt', next_attempt, 'idempotency_key', key,
    'amount_cents', amount, 'currency', s.currency, 'reused', false, 'pro_name', private.pro_name_of(s.pro_id));
end;
$$;

-- confirm_payment (20250601000400) again: the amount paid is the attempt's own (the total less the
-- credit begin_checkout took off), or the total for an attempt the database never planned.
create or replace function public.confirm_payment(
  submission_id uuid, idempotency_key text, provider text, provider_ref text, amount_cents integer, currency text, provider_event_id text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  s public.submissions;
  existing public.payments;
  has_attempt boolean;
  expected integer;
  attempt_no integer;
begin
  if confirm_payment.provider_event_id is not null then
    insert into public.payment_events (provider_event_id, provider) values (confirm_payment.provider_event_id, confirm_payment.provider)
      on conflict do nothing;
    if not found then
      return jsonb_build_object('applied', false, 'reason', 'event already applied');
    end if;
  end if;
  select * into s from public.submissions x where x.id = confirm_payment.submission_id for update;
  if not found then
    raise exception 'No submission found' using errcode = 'PT404';
  end if;
  if confirm_payment.idempotency_key is null or confirm_payment.idempotency_key !~ ('^checkout:' || s.id::text || ':[1-9][0-9]{0,8}$') then
    raise exception 'the idempotency key is not one of this submission''s checkout attempts' using errcode = '22023';
  end if;
  attempt_no := split_part(confirm_payment.idempotency_key, ':', 3)::integer;
  select * into existing from public.payments p where p.idempotency_key = confirm_payment.idempotency_key for update;
  has_attempt := found;
  if has_attempt and existing.status = 'succeeded' then
    return jsonb_build_object('applied', false, 'reason', 'attempt already paid');
  end if;
  expected := case when has_attempt then existing.amount_cents else s.total_cents end;
  if confirm_payment.amount_cents is distinct from expected or confirm_payment.currency is distinct from s.currency then
    raise exception 'the amount paid is not the submission''s total' using errcode = '22023';
  end if;
  if has_attempt then
    update public.payments p set status = 'succeeded', provider_ref = confirm_payment.provider_ref where p.id = existing.id;
  else
    insert into public.payments (submission_id, payer_id, amount_cents, currency, provider, provider_ref, status, idempotency_key, attempt)
    values (s.id, s.athlete_id, confirm_payment.amount_cents, confirm_payment.currency, confirm_payment.provider, confirm_payment.provider_ref,
            'succeeded', confirm_payment.idempotency_key, attempt_no);
  end if;
  perform private.fire_submission_event(s.id, 'payment_succeeded', null, null, true);
  return jsonb_build_object('applied', true);
end;
$$;

-- =============================================================================================
-- Grants (Supabase grants execute on new functions to every API role).
revoke all on function public.claim_referral(text) from public, anon;
revoke all on function public.my_referrals() from public, anon;
revoke all on function public.referral_invitation(text) from public;
revoke all on function public.referral_admin_view() from public, anon;
revoke all on function public.set_referral_reward(integer) from public, anon;
grant execute on function public.claim_referral(text) to authenticated, service_role;
grant execute on function public.my_referrals() to authenticated, service_role;
grant execute on function public.referral_invitation(text) to anon, authenticated, service_role;
grant execute on function public.referral_admin_view() to authenticated, service_role;
grant execute on function public.set_referral_reward(integer) to authenticated, service_role;
revoke all on function public.begin_checkout(uuid, uuid) from public, anon, authenticated;
grant execute on function public.begin_checkout(uuid, uuid) to service_role;
revoke all on function public.confirm_payment(uuid, text, text, text, integer, text, text) from public, anon, authenticated;
grant execute on function public.confirm_payment(uuid, text, text, text, integer, text, text) to service_role;
