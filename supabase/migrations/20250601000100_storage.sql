-- Storage buckets (§3 Storage) and who may touch which object. Every object lives under
-- `<owner user id>/…`: the first path segment is the owner, and the policies check it.
-- Supabase already enables row-level security on storage.objects; this file only adds policies.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  -- Athletes' clips: private, read through signed URLs.
  ('videos', 'videos', false, 524288000, array['video/mp4', 'video/quicktime', 'video/webm', 'video/x-m4v']),
  -- Profile pictures: public, so pro cards show them without a round trip.
  ('avatars', 'avatars', true, 5242880, array['image/jpeg', 'image/png', 'image/webp']),
  -- Pros' credentials for verification: private, seen by their owner and admins only.
  ('pro-documents', 'pro-documents', false, 10485760, array['application/pdf', 'image/jpeg', 'image/png'])
on conflict (id) do update
  set name = excluded.name,
      public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "storage: owners read their objects" on storage.objects
  for select to authenticated
  using (
    bucket_id in ('videos', 'avatars', 'pro-documents')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "storage: anyone lists avatars" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'avatars');

-- Admins verify pros (their documents) and repair videos.
create policy "storage: admins read every object" on storage.objects
  for select to authenticated
  using (
    bucket_id in ('videos', 'avatars', 'pro-documents')
    and (select private.is_admin((select auth.uid())))
  );

create policy "storage: owners upload into their folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id in ('videos', 'avatars', 'pro-documents')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "storage: owners replace their objects" on storage.objects
  for update to authenticated
  using (
    bucket_id in ('videos', 'avatars', 'pro-documents')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id in ('videos', 'avatars', 'pro-documents')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "storage: owners delete their objects" on storage.objects
  for delete to authenticated
  using (
    bucket_id in ('videos', 'avatars', 'pro-documents')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
