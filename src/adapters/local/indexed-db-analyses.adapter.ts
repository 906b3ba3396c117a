import type { AnalysisRepository } from '../../application/ports/analysis-repository.port';
import type { Clock } from '../../application/ports/clock.port';
import { deliverAnalysis, openAnalysis, readAnalysis, saveDraft, type Analysis } from '../../domain/analysis/analysis';
import type { AnalysisContent } from '../../domain/analysis/analysis-content';
import { err, ok, type Result } from '../../domain/result';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { analysisRow, deliveredNotification, toAnalysis, type AnalysisRow } from '../shared/analysis-rows';
import { sentNotificationRow, toSubmission } from '../shared/table-rows';
import { submissionNotFound, type Submission } from '../../domain/submissions/submission';
import type { Actor } from '../../domain/shared/actor';
import { dataCall } from './data-call';
import type { LocalFaultInjector } from './fault-injector';
import type { LocalCaller } from './local-caller';
import { storeSubmissionChange } from './indexed-db-submissions.adapter';
import { request, rowOrNull, type LocalDatabase, type StoreName } from './local-database';

/**
 * Analyses on IndexedDB (store `analyses`, one row per submission). Every call identifies the
 * caller from their access token, loads the submission and its analysis, lets the domain decide
 * (openAnalysis, saveDraft, deliverAnalysis, readAnalysis) and stores its answer in ONE
 * transaction: a delivery writes the analysis, the submission with its timeline row and the
 * athlete's notification together. No rule is written here. Faults follow the `submissions` scope.
 */
export class IndexedDbAnalyses implements AnalysisRepository {
  constructor(
    private readonly db: LocalDatabase,
    private readonly clock: Clock,
    private readonly caller: LocalCaller,
    private readonly faults: LocalFaultInjector,
  ) {}

  openStudio(submissionId: string): Promise<Result<Analysis, DataError>> {
    return this.call(async (actor) => this.db.read(READ_STORES, async (tx) => this.decide(tx, submissionId, actor, (s, stored) => openAnalysis(s, stored, actor))));
  }

  find(submissionId: string): Promise<Result<Analysis, DataError>> {
    return this.call(async (actor) => this.db.read(READ_STORES, async (tx) => this.decide(tx, submissionId, actor, (s, stored) => readAnalysis(s, stored, actor))));
  }

  saveDraft(submissionId: string, content: AnalysisContent): Promise<Result<Analysis, DataError>> {
    return this.call(async (actor) =>
      this.db.write(READ_STORES, async (tx) => {
        const saved = await this.decide(tx, submissionId, actor, (s, stored) => saveDraft(s, stored, content, actor, this.clock.now()));
        if (saved.ok) tx.objectStore('analyses').put(analysisRow(saved.value));
        return saved;
      }),
    );
  }

  deliver(submissionId: string, content: AnalysisContent): Promise<Result<Analysis, DataError>> {
    return this.call(async (actor) =>
      this.db.write(DELIVER_STORES, async (tx): Promise<Result<Analysis, DataError>> => {
        const delivered = await this.decide(tx, submissionId, actor, (s, stored) => deliverAnalysis(s, stored, content, actor, this.clock.now()));
        if (!delivered.ok) return delivered;
        const { analysis, change } = delivered.value;
        const notice = deliveredNotification(change.submission, globalThis.crypto.randomUUID(), change.event.at);
        if (!notice.ok) return notice;
        tx.objectStore('analyses').put(analysisRow(analysis));
        tx.objectStore('notifications').add(sentNotificationRow(notice.value));
        await storeSubmissionChange(tx, change);
        return ok(analysis);
      }),
    );
  }

  /** Loads the submission and its analysis in `tx` and asks the domain; signed out and unknown submissions are refused first. */
  private async decide<T>(
    tx: IDBTransaction,
    submissionId: string,
    actor: Actor,
    rule: (submission: Submission, stored: Analysis | null) => Result<T, DataError>,
  ): Promise<Result<T, DataError>> {
    if (actor === null) return err(dataErrors.notSignedIn());
    const submission = rowOrNull(toSubmission, await request(tx.objectStore('submissions').get(submissionId)));
    if (!submission) return err(submissionNotFound());
    const stored = rowOrNull((row: AnalysisRow) => toAnalysis(row), await request(tx.objectStore('analyses').get(submissionId)));
    return rule(submission, stored);
  }

  private call<T>(work: (actor: Actor) => Promise<Result<T, DataError>>): Promise<Result<T, DataError>> {
    return dataCall(this.faults, 'submissions', async () => work(await this.caller.actor()));
  }
}

const READ_STORES: StoreName[] = ['submissions', 'analyses'];
const DELIVER_STORES: StoreName[] = ['submissions', 'submission_events', 'analyses', 'notifications'];
