-- Issue 13 "Small things found in use": /admin/users lists everyone, a page at a time, before
-- anyone types; a query narrows the list as search_people does (20250601000900_notification_center.sql).
--
--   * list_people(query, page): everyone (an empty query) or those whose name or e-mail holds the
--     query, case-insensitively and as typed (no wildcards), ordered by name then e-mail, 20 a page
--     (PEOPLE_PAGE_SIZE), with how many match in all; as peoplePage in src/domain/people/person.ts.
--     A query over 100 characters, or a page that is not a whole number from 1, is invalid (22023);
--     anyone but an admin is refused (42501). Security definer to read auth.users' e-mail.
--   * search_people and list_people share one check of the caller and the query, and one match and
--     order (private.people_query, private.people_matching), as searchPeople and peoplePage share
--     theirs in the domain; search_people is redefined on them, its behaviour unchanged.
-- Attacked on Postgres: tests/supabase/admin-users-security.test.ts and notification-security.test.ts.

-- The query as both functions match it (trimmed, lower case), once the caller is known to be an
-- admin (42501 otherwise) and the query at most 100 characters (22023 otherwise).
create or replace function private.people_query(p_query text)
returns text
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
  return needle;
end;
$$;

-- Everyone whose name or e-mail holds the needle (everyone for an empty one), with the key they
-- are ordered by: the name, else the e-mail, in lower case (then the e-mail).
create or replace function private.people_matching(needle text)
returns table (id uuid, first_name text, last_name text, email text, name_key text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.first_name, p.last_name, coalesce(u.email::text, ''),
         lower(coalesce(nullif(btrim(p.first_name || ' ' || p.last_name), ''), u.email::text, ''))
    from public.profiles p
    left join auth.users u on u.id = p.id
   where needle = ''
      or strpos(lower(p.first_name || ' ' || p.last_name), needle) > 0
      or strpos(lower(coalesce(u.email::text, '')), needle) > 0
$$;

-- Called only from the security definer functions below, which run as their owner.
revoke all on function private.people_query(text) from public, anon, authenticated;
revoke all on function private.people_matching(text) from public, anon, authenticated;

create or replace function public.search_people(p_query text)
returns table (id uuid, first_name text, last_name text, email text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  needle text := private.people_query(p_query);
begin
  if needle = '' then
    return;
  end if;
  return query
    select m.id, m.first_name, m.last_name, m.email
      from private.people_matching(needle) m
     order by m.name_key, m.email
     limit 10;
end;
$$;

create or replace function public.list_people(p_query text, p_page integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  needle text := private.people_query(p_query);
  page_size constant integer := 20;
  found jsonb;
begin
  if p_page is null or p_page < 1 then
    raise exception 'Pages are numbered from 1' using errcode = '22023';
  end if;
  with ordered as (
    select m.id, m.first_name, m.last_name, m.email, row_number() over (order by m.name_key, m.email) as position
      from private.people_matching(needle) m
  )
  select jsonb_build_object(
           'total', (select count(*) from ordered),
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
