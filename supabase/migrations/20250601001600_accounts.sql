-- Accounts (issue 12): terms accepted at sign-up, avatars checked by the bucket, and deleting your
-- own account. The e-mail address and the password live in auth.users, which only the auth
-- service writes (clients have no grant on it): a change of address or password goes through the
-- auth service for the signed-in user only (PUT /user), a reset through its recovery link.

-- ---------------------------------------------------------------------------------------------
-- The lifecycle's new edge, as src/domain/submissions/submission-lifecycle.ts has it: an open
-- submission closes when its athlete or its pro deletes their account (refunded when paid).
insert into private.submission_transitions (event, from_statuses, to_status, roles) values
  ('account_closed', array['awaiting_payment', 'submitted', 'in_review'], 'cancelled', array['athlete', 'pro']);

-- ---------------------------------------------------------------------------------------------
-- Sign-up records the Terms and Privacy acceptance: the client sends `terms_accepted_at` (the
-- time) in the metadata; the profile's terms_accepted follows from it, never from anything else.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  accepted boolean := false;
begin
  begin
    accepted := (meta ->> 'terms_accepted_at') is not null and (meta ->> 'terms_accepted_at')::timestamptz is not null;
  exception when others then
    accepted := false;
  end;
  insert into public.profiles (id, first_name, last_name, account_type, created_at, updated_at, onboarding_completed, terms_accepted, is_admin)
  values (
    new.id,
    coalesce(meta ->> 'first_name', ''),
    coalesce(meta ->> 'last_name', ''),
    case when meta ->> 'account_type' in ('athlete', 'pro') then meta ->> 'account_type' else 'athlete' end,
    now(),
    now(),
    false,
    accepted,
    false -- never meta ->> 'is_admin': user metadata is writable by its user
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

revoke all on function private.handle_new_user() from public;

-- ---------------------------------------------------------------------------------------------
-- Avatars: PNG, JPEG or WebP up to 2 MiB (AVATAR_MAX_BYTES), checked by the storage service; the
-- storage policies already keep every user to their own folder `<user id>/…`.
update storage.buckets set file_size_limit = 2097152, allowed_mime_types = array['image/png', 'image/jpeg', 'image/webp'] where id = 'avatars';

-- ---------------------------------------------------------------------------------------------
-- Deleting an account, for the delete-account server function (service role only), which passes
-- the caller read from their access token: only yourself. Drafts are removed; open submissions
-- close with `account_closed` (as the athlete: awaiting payment, submitted, in review; as the pro:
-- the paid ones, all a pro sees), paid ones marked for refund; a pro's listing
-- is withdrawn (soft delete, as delete_pro). Returns the submissions to refund: the function then
-- refunds each through the refund-payment path (begin_refund, the provider, payments refunded)
-- and deletes the auth user (soft delete: the rows other people's history points at stay).
create or replace function public.close_account(user_id uuid, caller_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer;
  closed integer;
  to_refund uuid[];
  refunds jsonb;
  withdrawn boolean;
begin
  if caller_id is null or user_id is distinct from caller_id then
    raise exception 'permission denied: you can only delete your own account' using errcode = '42501';
  end if;
  if not exists (select 1 from public.profiles p where p.id = close_account.user_id) then
    raise exception 'No account found' using errcode = 'PT404';
  end if;
  delete from public.submissions s where s.athlete_id = close_account.user_id and s.status = 'draft';
  get diagnostics removed = row_count;
  perform set_config('clipcoach.event_note', 'The account was deleted: closed, refunded in full when paid.', true);
  with changed as (
    update public.submissions s
       set status = 'cancelled', refund_requested = s.refund_requested or s.status in ('submitted', 'in_review')
     where (s.athlete_id = close_account.user_id and s.status in ('awaiting_payment', 'submitted', 'in_review'))
        or (s.pro_id = close_account.user_id and s.status in ('submitted', 'in_review'))
    returning s.id, s.athlete_id, s.refund_requested
  )
  select count(*), coalesce(array_agg(changed.id) filter (where changed.refund_requested), '{}'),
         coalesce(jsonb_agg(jsonb_build_object('submission_id', changed.id, 'payer_id', changed.athlete_id)) filter (where changed.refund_requested), '[]'::jsonb)
    into closed, to_refund, refunds from changed;
  perform set_config('clipcoach.event_note', '', true);
  update public.pros p set deleted_at = now() where p.id = close_account.user_id and p.deleted_at is null;
  withdrawn := found;
  update public.profiles p set first_name = '', last_name = '' where p.id = close_account.user_id;
  -- Each refund is begun for its payer (the athlete), who can always read the submission.
  return jsonb_build_object('drafts_removed', removed, 'submissions_cancelled', closed, 'refund_submission_ids', to_refund,
    'refunds', refunds, 'listing_removed', withdrawn);
end;
$$;

revoke all on function public.close_account(uuid, uuid) from public, anon, authenticated;
grant execute on function public.close_account(uuid, uuid) to service_role;

-- What deleting your own account would do, for the confirmation text (the signed-in caller only).
create or replace function public.account_deletion_impact()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'drafts_removed', (select count(*) from public.submissions s where s.athlete_id = (select auth.uid()) and s.status = 'draft'),
    'submissions_cancelled', (select count(*) from public.submissions s
      where (s.athlete_id = (select auth.uid()) and s.status in ('awaiting_payment', 'submitted', 'in_review'))
         or (s.pro_id = (select auth.uid()) and s.status in ('submitted', 'in_review'))),
    'refunds', (select count(*) from public.submissions s
      where (s.athlete_id = (select auth.uid()) or s.pro_id = (select auth.uid())) and s.status in ('submitted', 'in_review')),
    'refund_cents', (select coalesce(sum(greatest(0, s.price_cents + s.platform_fee_cents - s.referral_credit_cents)), 0) from public.submissions s
      where (s.athlete_id = (select auth.uid()) or s.pro_id = (select auth.uid())) and s.status in ('submitted', 'in_review')),
    'listing_removed', exists (select 1 from public.pros p where p.id = (select auth.uid()) and p.deleted_at is null)
  );
$$;

revoke all on function public.account_deletion_impact() from public, anon;
grant execute on function public.account_deletion_impact() to authenticated, service_role;
