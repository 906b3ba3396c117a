-- Issue 10 (points 3, 6, 7): each clip's thumbnail beside it, the repair desk, and the owner told
-- when an admin marks their video failed.
--
--   * the thumbnail is a JPEG at `<owner id>/<video id>.thumb.jpg` in the videos bucket
--     (videoThumbnailPath in src/domain/videos/video.ts): the bucket takes JPEGs besides the
--     allowed video types; whoever reads the clip (owner, admins, the pro of a paid submission:
--     the storage policies of 20250601000100 and 20250601000400, which follow
--     videos.thumbnail_path) reads its thumbnail;
--   * "Re-read metadata": an admin may store the thumbnail of an existing video (the owners'
--     folder is otherwise theirs alone); facts and status stay under guard_video_write;
--   * "Mark failed": the owner is notified in the same transaction (videoFailedNotice);
--   * /admin/video-repair: public.video_repair_cases() gives the videos needing repair (needsRepair)
--     with the owner's name and e-mail and the submissions carrying each, to admins only.
-- tests/supabase/video-thumbnails-security.test.ts attacks it.

-- The videos bucket: the settings' video types, plus the thumbnails' JPEG.
create or replace function private.sync_videos_bucket()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update storage.buckets b
     set file_size_limit = new.max_upload_bytes,
         allowed_mime_types = case when 'image/jpeg' = any(new.allowed_video_types) then new.allowed_video_types
                                   else new.allowed_video_types || array['image/jpeg'] end,
         updated_at = now()
   where b.id = 'videos';
  return new;
end;
$$;

revoke all on function private.sync_videos_bucket() from public;

update storage.buckets b
   set allowed_mime_types = b.allowed_mime_types || array['image/jpeg']
 where b.id = 'videos' and not ('image/jpeg' = any(b.allowed_mime_types));

-- Is this object the thumbnail place of an existing video?
create or replace function private.is_video_thumbnail_object(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.videos v where v.owner_id::text || '/' || v.id::text || '.thumb.jpg' = object_name
  );
$$;

revoke all on function private.is_video_thumbnail_object(text) from public;
grant execute on function private.is_video_thumbnail_object(text) to authenticated, service_role;

create policy "storage: admins store a video's thumbnail" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'videos'
    and (select private.is_admin((select auth.uid())))
    and private.is_video_thumbnail_object(name)
  );

create policy "storage: admins replace a video's thumbnail" on storage.objects
  for update to authenticated
  using (
    bucket_id = 'videos'
    and (select private.is_admin((select auth.uid())))
    and private.is_video_thumbnail_object(name)
  )
  with check (
    bucket_id = 'videos'
    and (select private.is_admin((select auth.uid())))
    and private.is_video_thumbnail_object(name)
  );

-- The owner hears of a failed video, with the admin's note (videoFailedNotice in the domain).
create or replace function private.notify_video_failed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.notifications (user_id, title, body, link)
  values (
    new.owner_id,
    'We could not repair your video',
    'Your clip "' || new.file_name || '" could not be repaired.' || coalesce(' Note from the ClipCoach team: ' || new.repair_note, ''),
    '/submissions'
  );
  return null;
end;
$$;

revoke all on function private.notify_video_failed() from public;

create trigger videos_notify_failed after update of status on public.videos
  for each row when (new.status = 'failed' and old.status is distinct from 'failed')
  execute function private.notify_video_failed();

-- /admin/video-repair: what needsRepair lists, newest first, with the owner and the submissions.
create or replace function public.video_repair_cases()
returns table (video jsonb, owner_name text, owner_email text, submission_ids uuid[])
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin((select auth.uid())) then
    raise exception 'Only administrators can do that.' using errcode = '42501';
  end if;
  return query
    select to_jsonb(v),
           nullif(btrim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''),
           u.email::text,
           coalesce((select array_agg(s.id order by s.created_at desc) from public.submissions s where s.video_id = v.id), '{}')
      from public.videos v
      left join public.profiles p on p.id = v.owner_id
      left join auth.users u on u.id = v.owner_id
     where v.status in ('failed', 'needs_repair')
        or (v.status = 'ready' and (v.duration_s is null or v.thumbnail_path is null))
     order by v.created_at desc;
end;
$$;

revoke all on function public.video_repair_cases() from public, anon;
grant execute on function public.video_repair_cases() to authenticated, service_role;
