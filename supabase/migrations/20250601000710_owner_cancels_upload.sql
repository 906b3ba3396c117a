-- Cancel leaves nothing half-done (issue 10): the owner of an upload still `uploading` deletes its
-- video row (the bytes go through Storage: the TUS upload is terminated, a finished object removed
-- under "storage: owners delete their objects"). As cancelVideoUpload in the domain: only the
-- owner, only while uploading; a finished video is never deleted this way, and nobody else's.
grant delete on table public.videos to authenticated;

create policy "videos: owner cancels own upload" on public.videos
  for delete to authenticated
  using (owner_id = (select auth.uid()) and status = 'uploading');
