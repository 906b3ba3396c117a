import { athleteDashboardRows, type AthleteDashboardRow } from '../../domain/dashboards/athlete-dashboard';
import { ok, type Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { SubmissionRepository } from '../ports/submission-repository.port';

export interface AthleteDashboard {
  /** The athlete's submissions, newest first, each with its status and next action. */
  readonly submissions: readonly AthleteDashboardRow[];
}

/** An athlete's /dashboard: their own submissions (the backend decides whose) with the next action for each. */
export class LoadAthleteDashboard {
  constructor(private readonly submissions: SubmissionRepository) {}

  async execute(): Promise<Result<AthleteDashboard, DataError>> {
    const mine = await this.submissions.list({ as: 'athlete' });
    return mine.ok ? ok({ submissions: athleteDashboardRows(mine.value) }) : mine;
  }
}
