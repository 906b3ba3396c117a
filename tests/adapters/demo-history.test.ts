import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryBackend } from '../../src/adapters/memory/memory-backend';
import { VirtualClock } from '../../src/adapters/memory/virtual-clock';
import { aLocalBrowser, type LocalBrowser } from './local/support/local-world';

let browser: LocalBrowser | null = null;
afterEach(() => {
  browser?.closeAll();
  browser = null;
});

/** The two simulated backends the demo runs on, seeded with the demo. */
const demoBackends = {
  memory: async () => createMemoryBackend(new VirtualClock(), { seedDemo: true }),
  local: async () => (browser = aLocalBrowser()).openTab({ seedDemo: true }),
};

describe.each(Object.entries(demoBackends))('the demo pro\'s past work, on the %s backend', (_name, open) => {
  it('every delivered sample submission opens on the analysis the pro wrote: a summary and comments by time, no drawings (there is no clip)', async () => {
    const backend = await open();
    expect((await backend.auth.signInWithPassword({ email: 'pro@clipcoach.demo', password: 'clipcoach-demo' })).ok).toBe(true);
    const delivered = await backend.submissions.list({ as: 'pro', status: 'delivered' });
    if (!delivered.ok) throw new Error(delivered.error.message);
    expect(delivered.value).toHaveLength(5);
    for (const { submission } of delivered.value) {
      expect(submission.videoId).toBeNull();
      const analysis = await backend.analyses.find(submission.id);
      if (!analysis.ok) throw new Error(analysis.error.message);
      expect(analysis.value).toMatchObject({ status: 'delivered', proId: submission.proId, deliveredAt: submission.deliveredAt });
      expect(analysis.value.content.summary.length).toBeGreaterThan(100);
      expect(analysis.value.content.comments.map((comment) => comment.at)).toEqual([...analysis.value.content.comments.map((comment) => comment.at)].sort((a, b) => a - b));
      expect(analysis.value.content.comments.length).toBeGreaterThan(0);
      expect(analysis.value.content.drawings).toEqual([]);
    }
  });
});
