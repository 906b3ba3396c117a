import type { Container } from 'inversify';
import { ReadAnalysis } from '../application/analysis/read-analysis.use-case';
import { StudioSession } from '../application/analysis/studio-session.store';
import { TYPES } from '../application/ports/tokens';
import { typedBindings } from './typed-bindings';

/** The analysis (issue 11): the studio's session and the athlete's playback (the repository is bound with the ports, core-container.ts). */
export function bindAnalysis(c: Container): void {
  const { factory } = typedBindings(c);
  factory(TYPES.ReadAnalysis, [TYPES.AnalysisRepository], (repository) => new ReadAnalysis(repository));
  factory(
    TYPES.StudioSessionFactory,
    [TYPES.AnalysisRepository, TYPES.Clock, TYPES.DeviceStore],
    (repository, clock, device) => () => new StudioSession(repository, clock, device),
  );
}
