-- Issue 13 "Small things found in use": /admin/users lists everyone, a page at a time, before
-- anyone types; a query narrows the list as search_people does (20250601000900_notification_center.sql).
--
--   * list_people(query, page): everyone (an empty query) or those whose name or e-mail holds the
--     query, case-insensitively and as typed (no wildcards), ordered by name then e-mail, 20 a page
--     (PEOPLE_PAGE_SIZE), with how many match in all; as peoplePage in src/domain/people/person.ts.
--     A query over 100 characters, or a page that is not a whole number from 1, is invalid (22023);
--     anyone but an admin is refused (42501). Security definer to read auth.users' e-mail.
-- Attacked on Postgres: tests/supabase/admin-users-security.test.ts.

create or replace function public.list_people(p_query text, p_page integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  needle text := lower(btrim(coalesce(p_query, '')));
  page_size constant integer := 20;
  found jsonb;
begin
  if not private.is_admin((select auth.uid())) then
    raise exception 'Only administrators can do that' using errcode = '42501';
  end if;
  if char_length(needle) > 100 then
    raise exception 'A search has at most 100 characters' using errcode = '22023';
  end if;
  if p_page is null or p_page < 1 then
    raise exception 'Pages are numbered from 1' using errcode = '22023';
  end if;
  with matching as (
    select p.id, p.first_name, p.last_name, coalesce(u.email::text, '') as email
      from public.profiles p
      left join auth.users u on u.id = p.id
     where needle = ''
        or strpos(lower(p.first_name || ' ' || p.last_name), needle) > 0
        or strpos(lower(coalesce(u.email::text, '')), needle) > 0
  ),
  ordered as (
    select m.*, row_number() over (order by lower(coalesce(nullif(btrim(m.first_name || ' ' || m.last_name), ''), m.email)), m.email) as position
      from matching m
  )
  select jsonb_build_object(
           'total', (select count(*) from matching),
           'people', coalesce(
             (select jsonb_agg(jsonb_build_object('id', o.id, 'first_name', o.first_name, 'last_name', o.last_name, 'email', o.email) order by o.position)
                from ordered o
               where o.position > (p_page - 1)::bigint * page_size and o.position <= p_page::bigint * page_size),
             '[]'::jsonb))
    into found;
  return found;
end;
$$;

revoke all on function public.list_people(text, integer) from public, anon;
grant execute on function public.list_people(text, integer) to authenticated, service_role;
