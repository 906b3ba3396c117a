import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUBMISSION_STATUSES, SUBMISSION_STATUS_LABELS } from '../../../src/domain/submissions/submission';
import { PlayIcon } from '../../../src/ui/kit/icons';
import { OverdueBadge, StatusBadge, SUBMISSION_STATUS_LOOK } from '../../../src/ui/kit/status-badge';
import { theme } from '../../../src/ui/kit/theme';
import { contrastRatio } from './contrast';

describe('Issue 13 status badges', () => {
  it.each(SUBMISSION_STATUSES)('%s: the status in words, its icon hidden from assistive technology', (status) => {
    const { container } = render(<StatusBadge status={status} />);
    expect(screen.getByText(SUBMISSION_STATUS_LABELS[status])).toBeInTheDocument();
    const icon = container.querySelector('svg')!;
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('width', theme.icon.sm);
  });

  it('every tone’s text is readable on its background (≥ 4.5:1, WCAG 1.4.3), and every status has a tone of the theme', () => {
    for (const [tone, { text, background }] of Object.entries(theme.tone)) {
      expect(contrastRatio(text, background), tone).toBeGreaterThanOrEqual(4.5);
    }
    for (const status of SUBMISSION_STATUSES) expect(Object.keys(theme.tone)).toContain(SUBMISSION_STATUS_LOOK[status].tone);
  });

  it('"Overdue" reads as a warning word', () => {
    render(<OverdueBadge />);
    expect(screen.getByText('Overdue')).toBeInTheDocument();
  });

  it('an icon standing alone carries its name; beside words it is decorative', () => {
    const { container } = render(
      <>
        <PlayIcon label="Play" />
        <PlayIcon />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Play' })).toHaveAttribute('width', theme.icon.md);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1);
  });
});
