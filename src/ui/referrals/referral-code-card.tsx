import { useRef, useState } from 'react';
import type { MyReferrals } from '../../application/ports/referral-repository.port';
import { TYPES } from '../../application/ports/tokens';
import { DEFAULT_CURRENCY } from '../../domain/pros/pro';
import { referralLink } from '../../domain/referrals/referral';
import { useInjection } from '../app/container-context';
import { usePrefetchResult, useResultQuery } from '../hooks/use-result-query';
import { Button } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { TextField } from '../kit/fields';
import { LoadError } from '../kit/load-error';
import { MutedText, Pile, Row, Stack, Stretch } from '../kit/layout';
import { SizedLoading } from '../kit/spinner';
import { referralQueries } from './referral-queries';
import { countOf, formatPrice } from '../kit/format';

const TITLE = 'Your referral code';

/** Copies `text`: the Clipboard API where the page may use it, else the selected field and the old copy command. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (globalThis.navigator?.clipboard?.writeText) {
      await globalThis.navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure page): fall back below.
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * "Your referral code" (issue 12): the signed-in person's code, their sign-up link
 * (/signup?ref=CODE) with "Copy link", and the credit their referrals earned. Shown on the
 * dashboard and on /profile.
 */
export function ReferralCodeCard({ userId }: { userId: string }) {
  const { origin } = useInjection(TYPES.AppInfo);
  const mine = useResultQuery(useReferralRead(userId));
  let body;
  if (mine.isPending) {
    body = (
      <SizedLoading label="Loading your referral code">
        <ReferralDetails mine={NO_REFERRALS} link={referralLink(origin, NO_REFERRALS.code)} />
      </SizedLoading>
    );
  } else if (mine.isError) body = <LoadError what="your referral code" error={mine.error} onRetry={() => void mine.refetch()} />;
  else body = <ReferralDetails mine={mine.data} link={referralLink(origin, mine.data.code)} />;
  // What a referral earns is the same for everyone: it reads at once, while the person's own code loads.
  return (
    <Card role="region" aria-label={TITLE}>
      <CardTitle>{TITLE}</CardTitle>
      <Stack gap="sm">
        <MutedText size="sm">Friends who sign up with your link and pay for their first review earn you a credit off your next review.</MutedText>
        {body}
      </Stack>
    </Card>
  );
}

/** The stand-in while the code loads (never seen: it gives the card its final size). */
const NO_REFERRALS: MyReferrals = { userId: '', code: 'XXXXXXXX', balanceCents: 0, currency: DEFAULT_CURRENCY, referrals: [] };

/** The code, the link with "Copy link", and who joined with it and what that earned. */
function ReferralDetails({ mine, link }: { mine: MyReferrals; link: string }) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const { code, balanceCents, currency, referrals: made } = mine;
  const rewarded = made.filter((r) => r.status === 'rewarded').length;
  return (
    <Pile>
      <p>
        Code: <strong data-testid="referral-code">{code}</strong>
      </p>
      <Stretch>
        <TextField label="Your sign-up link" ref={field} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      </Stretch>
      <Row gap="md">
        <Button
          variant="secondary"
          onClick={async () => {
            setCopied((await copyText(link, field.current)) ? 'copied' : 'failed');
          }}
        >
          Copy link
        </Button>
        <span aria-live="polite">{copied === 'copied' ? 'Link copied' : copied === 'failed' ? 'Select the link and copy it yourself.' : ''}</span>
      </Row>
      <p>{made.length === 0 ? 'No one has joined with your link yet.' : `${countOf(made.length, 'friend', 'friends')} joined, ${rewarded} rewarded.`}</p>
      {balanceCents > 0 ? <p>Referral credit available: {formatPrice(balanceCents, currency)}</p> : null}
    </Pile>
  );
}

/** The person's code (made on their first read), credit and referrals. */
function useReferralRead(userId: string) {
  return referralQueries.mine(useInjection(TYPES.ReferralRepository), userId);
}

/** Starts the read of the referral card before the card renders (usePrefetchResult). */
export function ReferralCodeReads({ userId }: { userId: string }) {
  usePrefetchResult(useReferralRead(userId));
  return null;
}
