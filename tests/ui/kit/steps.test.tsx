import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepIndicator } from '../../../src/ui/kit/steps';

const STEPS = ['request', 'clip', 'payment'] as const;
const NAMES = { request: 'Pro and question', clip: 'Your clip', payment: 'Payment' };

describe('Issue 13 step indicator', () => {
  it('numbers every step, says which steps are done, and marks the current one for assistive technology', () => {
    render(<StepIndicator label="Steps of your request" steps={STEPS} current="clip" names={NAMES} />);
    const steps = within(screen.getByRole('list', { name: 'Steps of your request' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1. Pro and question (done)', '2. Your clip', '3. Payment']);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    // A step behind shows a tick in place of its number; the tick is decorative (the words say "done").
    expect(steps[0]!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(steps[1]!.querySelector('svg')).toBeNull();
  });
});
