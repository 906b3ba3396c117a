import type { Container } from 'inversify';
import { ReadAnalysis } from '../application/analysis/read-analysis.use-case';
import { StudioSession } from '../application/analysis/studio-session.store';
import type { AnalysisRepository } from '../application/ports/analysis-repository.port';
import { TYPES } from '../application/ports/tokens';
import { typedBindings } from './typed-bindings';

/** The analysis (issue 11): the backend's repository, the studio's session and the athlete's playback. */
export function bindAnalysis(c: Container, analyses: AnalysisRepository): void {
  const { constant, factory } = typedBindings(c);
  constant(TYPES.AnalysisRepository, analyses);
  factory(TYPES.ReadAnalysis, [TYPES.AnalysisRepository], (repository) => new ReadAnalysis(repository));
  factory(
    TYPES.StudioSessionFactory,
    [TYPES.AnalysisRepository, TYPES.Clock, TYPES.DeviceStore],
    (repository, clock, device) => () => new StudioSession(repository, clock, device),
  );
}
