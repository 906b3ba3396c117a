-- Issue 13 (a product that looks like one): /admin/users shows at a glance who is a pro and who is
-- an administrator, as the person's record does once opened. The people directory's rows carry
-- the profile's account_type and is_admin beside the name and e-mail (Person in
-- src/domain/people/person.ts), from list_people and search_people alike; who may call them, the
-- match and the order are unchanged (20250601001900_people_directory_pages.sql).
-- Attacked on Postgres: tests/supabase/admin-users-security.test.ts and notification-security.test.ts.

-- A function's result columns cannot change in place: the matching rows and the search are made
-- again with the two columns added (list_people returns jsonb, so it is only replaced).
drop function public.search_people(text);
drop function private.people_matching(text);

create function private.people_matching(needle text)
returns table (id uuid, first_name text, last_name text, email text, account_type text, is_admin boolean, name_key text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.first_name, p.last_name, coalesce(u.email::text, ''), p.account_type, p.is_admin,
         lower(coalesce(nullif(btrim(p.first_name || ' ' || p.last_name), ''), u.email::text, ''))
    from public.profiles p
    left join auth.users u on u.id = p.id
   where needle = ''
      or strpos(lower(p.first_name || ' ' || p.last_name), needle) > 0
      or strpos(lower(coalesce(u.email::text, '')), needle) > 0
$$;

revoke all on function private.people_matching(text) from public, anon, authenticated;

create function public.search_people(p_query text)
returns table (id uuid, first_name text, last_name text, email text, account_type text, is_admin boolean)
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
    select m.id, m.first_name, m.last_name, m.email, m.account_type, m.is_admin
      from private.people_matching(needle) m
     order by m.name_key, m.email
     limit 10;
end;
$$;

revoke all on function public.search_people(text) from public, anon;
grant execute on function public.search_people(text) to authenticated, service_role;

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
    select m.id, m.first_name, m.last_name, m.email, m.account_type, m.is_admin, row_number() over (order by m.name_key, m.email) as position
      from private.people_matching(needle) m
  )
  select jsonb_build_object(
           'total', (select count(*) from ordered),
           'people', coalesce(
             (select jsonb_agg(jsonb_build_object('id', o.id, 'first_name', o.first_name, 'last_name', o.last_name, 'email', o.email, 'account_type', o.account_type, 'is_admin', o.is_admin) order by o.position)
                from ordered o
               where o.position > (p_page - 1)::bigint * page_size and o.position <= p_page::bigint * page_size),
             '[]'::jsonb))
    into found;
  return found;
end;
$$;
