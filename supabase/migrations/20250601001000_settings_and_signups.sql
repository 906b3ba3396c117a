-- Admin settings and pricing (issue 12): /admin/settings and /admin/pricing edit the one-row tables
-- public.app_settings and public.pricing (20250601000400_submissions.sql made them, with their
-- policies: everyone reads both, only profiles.is_admin updates, through column grants).
--
-- This file adds what the settings must do on the server:
--   * the domain's rules for each setting as CHECK constraints (src/domain/settings/app-settings.ts:
--     an upload limit of 1 MiB to 50 GiB, video types only, written like video/mp4 or video/*);
--   * "Sign-ups open": while an admin has closed sign-ups, the auth service creates no account.
--     A trigger on auth.users refuses the insert; the auth service answers the sign-up with
--     "Database error saving new user", which the app's Supabase adapter explains by reading
--     app_settings.signups_open ("Sign-ups are closed…"). Every new account is refused while
--     closed, an invitation included: open sign-ups to add someone.
-- tests/supabase/settings-security.test.ts attacks all of it as non-admins and prints the count.

alter table public.app_settings
  add constraint app_settings_upload_limit_from_1_mib check (max_upload_bytes >= 1048576),
  add constraint app_settings_video_types_only check (
    array_to_string(allowed_video_types, ',') ~ '^video/([a-z0-9][a-z0-9.+-]*|\*)(,video/([a-z0-9][a-z0-9.+-]*|\*))*$'
  );

-- Are sign-ups open? Read with the owner's rights: the auth service's role has no grant on public.app_settings.
create or replace function private.signups_open()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.signups_open from public.app_settings s limit 1), true);
$$;

revoke all on function private.signups_open() from public;

create or replace function private.refuse_signup_when_closed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.signups_open() then
    raise exception 'Sign-ups are closed' using errcode = 'P0001', hint = 'signups_closed';
  end if;
  return new;
end;
$$;

revoke all on function private.refuse_signup_when_closed() from public;

-- Before the insert, so neither the account nor its profile (on_auth_user_created) is made.
create trigger on_auth_user_signup_closed
  before insert on auth.users
  for each row execute function private.refuse_signup_when_closed();
