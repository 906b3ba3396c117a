-- Issue 11: "Deliver analysis" requires a summary, marks the submission delivered and notifies the
-- athlete. The submissions migration (20250601000400) also granted every signed-in caller
-- public.deliver_submission(uuid), which fired the lifecycle's 'deliver' event with no analysis
-- and no summary: the assigned pro could deliver an empty submission by calling it directly.
--
-- Nothing uses it any more: public.deliver_analysis (20250601000800_analyses.sql) fires the
-- event itself through private.fire_submission_event after storing the delivered analysis, no
-- server function calls deliver_submission, and the adapters no longer offer a bare "deliver"
-- (SubmissionAction). So the function goes, for every role: the only way to deliver is
-- deliver_analysis, with a summary. The lifecycle's 'deliver' row in private.submission_transitions
-- stays (deliver_analysis goes through it; the domain's SUBMISSION_TRANSITIONS is unchanged).

drop function if exists public.deliver_submission(uuid);
