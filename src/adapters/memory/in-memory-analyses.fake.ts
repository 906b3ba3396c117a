import type { AnalysisRepository } from '../../application/ports/analysis-repository.port';
import type { Clock } from '../../application/ports/clock.port';
import { deliverAnalysis, openAnalysis, readAnalysis, saveDraft, type Analysis } from '../../domain/analysis/analysis';
import type { AnalysisContent } from '../../domain/analysis/analysis-content';
import { err, ok, type Result } from '../../domain/result';
import type { Actor } from '../../domain/shared/actor';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { submissionNotFound, type Submission } from '../../domain/submissions/submission';
import { deliveredNotification } from '../shared/analysis-rows';
import { FaultQueue } from './fault-queue';
import type { InMemoryMarketplace } from './in-memory-marketplace.fake';
import type { InMemorySubmissionTables } from './in-memory-submissions.fake';

type Method = 'openStudio' | 'find' | 'saveDraft' | 'deliver';

/**
 * Analyses in memory, beside the submissions they belong to. Each call identifies the caller,
 * loads, lets the domain decide (openAnalysis, saveDraft, deliverAnalysis, readAnalysis) and
 * stores its answer: no rule is written here. `offline` makes every call fail as an unreachable
 * backend does (tests of the studio's offline draft); `faults` fails chosen calls.
 */
export class InMemoryAnalyses implements AnalysisRepository {
  readonly analyses = new Map<string, Analysis>();
  readonly faults = new FaultQueue<Method, DataError>();
  offline = false;

  constructor(
    private readonly actor: () => Actor,
    private readonly clock: Clock,
    private readonly tables: InMemorySubmissionTables,
    private readonly marketplace: InMemoryMarketplace,
  ) {}

  async openStudio(submissionId: string): Promise<Result<Analysis, DataError>> {
    return this.call('openStudio', () => this.withSubmission(submissionId, (s, stored, actor) => openAnalysis(s, stored, actor)));
  }

  async find(submissionId: string): Promise<Result<Analysis, DataError>> {
    return this.call('find', () => this.withSubmission(submissionId, (s, stored, actor) => readAnalysis(s, stored, actor)));
  }

  async saveDraft(submissionId: string, content: AnalysisContent): Promise<Result<Analysis, DataError>> {
    return this.call('saveDraft', () =>
      this.withSubmission(submissionId, (s, stored, actor) => {
        const saved = saveDraft(s, stored, content, actor, this.clock.now());
        if (saved.ok) this.analyses.set(submissionId, saved.value);
        return saved;
      }),
    );
  }

  async deliver(submissionId: string, content: AnalysisContent): Promise<Result<Analysis, DataError>> {
    return this.call('deliver', () =>
      this.withSubmission(submissionId, (s, stored, actor) => {
        const delivered = deliverAnalysis(s, stored, content, actor, this.clock.now());
        if (!delivered.ok) return delivered;
        const { analysis, change } = delivered.value;
        const notice = deliveredNotification(change.submission, globalThis.crypto.randomUUID(), change.event.at);
        if (!notice.ok) return notice;
        this.tables.record(change);
        this.analyses.set(submissionId, analysis);
        this.marketplace.notifications.push(notice.value);
        return ok(analysis);
      }),
    );
  }

  private withSubmission(submissionId: string, work: (s: Submission, stored: Analysis | null, actor: Actor) => Result<Analysis, DataError>): Result<Analysis, DataError> {
    const actor = this.actor();
    if (actor === null) return err(dataErrors.notSignedIn());
    const submission = this.tables.submissions.get(submissionId);
    if (!submission) return err(submissionNotFound());
    return work(submission, this.analyses.get(submissionId) ?? null, actor);
  }

  private async call(method: Method, work: () => Result<Analysis, DataError>): Promise<Result<Analysis, DataError>> {
    const fault = this.faults.take(method);
    if (fault) return err(fault);
    if (this.offline) return err(dataErrors.unavailable());
    return work();
  }
}
