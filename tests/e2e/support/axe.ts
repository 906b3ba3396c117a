import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser build, injected once per page (CDP evaluation, so the page's CSP does not apply). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  readonly rule: string;
  readonly impact: 'serious' | 'critical';
  readonly target: string;
  readonly detail?: string;
}

/** axe-core's violations of impact "serious" or "critical" on the page as it is now, one per element. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type AxeNode = { target: unknown[]; failureSummary?: string };
    type AxeResult = { id: string; impact: string | null; nodes: AxeNode[] };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeResult[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes.map((node) => ({
          rule: v.id,
          impact: v.impact as 'serious' | 'critical',
          target: node.target.map(String).join(' '),
          ...(node.failureSummary ? { detail: node.failureSummary.split('\n').slice(1).join(' ').trim() } : {}),
        })),
      );
  });
}
