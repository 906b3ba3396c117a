-- Issue 10: the notices of the journey, as the other backends send them
-- (src/adapters/shared/submission-journey.ts paidNotification, refundedNotification): the pro
-- hears of a paid submission, the athlete of a refund (with its reason). Written by the
-- submission's timeline, so every way a submission becomes submitted or refunded (the webhook,
-- a decline, an admin's refund) notifies once, in the same transaction.
create or replace function private.notify_submission_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  s public.submissions;
begin
  if new.to_status not in ('submitted', 'refunded') or new.from_status is not distinct from new.to_status then
    return new;
  end if;
  select * into s from public.submissions x where x.id = new.submission_id;
  if new.to_status = 'submitted' then
    insert into public.notifications (user_id, title, body, link)
    values (s.pro_id, 'New submission to review', 'A ' || s.sport || ' clip was paid for and waits for your review.', '/submissions/' || s.id::text);
  else
    insert into public.notifications (user_id, title, body, link)
    values (s.athlete_id, 'Your submission was refunded',
            'Your ' || s.sport || ' submission was refunded in full.' || coalesce(' Reason: ' || nullif(new.note, ''), ''), '/submissions/' || s.id::text);
  end if;
  return new;
end;
$$;

revoke all on function private.notify_submission_event() from public;

create trigger submission_events_notify after insert on public.submission_events
  for each row execute function private.notify_submission_event();
