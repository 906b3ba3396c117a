import { StepIndicator } from '../kit/steps';

const REQUEST_STEPS = ['request', 'clip', 'payment'] as const;
type RequestStep = (typeof REQUEST_STEPS)[number];

const STEP_NAMES: Record<RequestStep, string> = { request: 'Pro and question', clip: 'Your clip', payment: 'Payment' };

/** Where an athlete is in asking for an analysis: /upload-start, /upload, /checkout. */
export function RequestSteps({ current }: { current: RequestStep }) {
  return <StepIndicator label="Steps of your request" steps={REQUEST_STEPS} current={current} names={STEP_NAMES} />;
}
