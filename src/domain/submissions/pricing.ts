import { isListed, type Pro } from '../pros/pro';
/**
 * What a review costs (product.md "pricing": review tiers, platform fee, currency). Admins edit it
 * (/admin/pricing, a later issue); every backend stores one value of this shape and every price a
 * submission carries is computed here, once, when the draft is created (so a later change of the
 * pro's price or of the pricing never changes what an athlete already agreed to pay).
 *
 * Defaults, chosen for a first launch and documented here because the spec leaves them open:
 * - standard: the pro's own price and turnaround;
 * - express: +50 % on the pro's price, half the pro's turnaround, never under 12 hours;
 * - platform fee: 10 % of the review price, paid by the athlete on top, rounded to the cent
 *   (half up); the pro's price is what the pro earns.
 */
export const TIERS = ['standard', 'express'] as const;
export type Tier = (typeof TIERS)[number];

export const isTier = (value: string): value is Tier => (TIERS as readonly string[]).includes(value);

export interface Pricing {
  /** The platform's currency (ISO 4217); a pro priced in another currency cannot be booked yet. */
  readonly currency: string;
  /** Percent of the review price the athlete pays on top, 0–100. */
  readonly platformFeePercent: number;
  /** Percent added to the pro's price for an express review, 0–500. */
  readonly expressSurchargePercent: number;
  /** An express turnaround as a percent of the pro's, 1–100. */
  readonly expressTurnaroundPercent: number;
  /** An express turnaround is never promised under this many hours. */
  readonly expressMinTurnaroundHours: number;
}

export const DEFAULT_PRICING: Pricing = {
  currency: 'USD',
  platformFeePercent: 10,
  expressSurchargePercent: 50,
  expressTurnaroundPercent: 50,
  expressMinTurnaroundHours: 12,
};

/** What the pro offers, as the booking rules need it (a mapper builds it from the pro's record). */
export interface ProOffer {
  readonly id: string;
  readonly sports: readonly string[];
  readonly priceCents: number;
  readonly currency: string;
  readonly turnaroundHours: number;
  /** Approved and not deleted: only a listed pro takes requests. */
  readonly listed: boolean;
}

/** A pro's record as an offer: what booking needs to know of them. */
export const offerOf = (pro: Pick<Pro, 'id' | 'sports' | 'priceCents' | 'currency' | 'turnaroundHours' | 'verificationStatus' | 'deletedAt'>): ProOffer => ({
  id: pro.id,
  sports: pro.sports,
  priceCents: pro.priceCents,
  currency: pro.currency,
  turnaroundHours: pro.turnaroundHours,
  listed: isListed(pro),
});

export interface Quote {
  readonly tier: Tier;
  /** What the review costs, the pro's price plus any express surcharge. */
  readonly priceCents: number;
  readonly platformFeeCents: number;
  /** price + fee, before any referral credit. */
  readonly totalCents: number;
  readonly currency: string;
  readonly turnaroundHours: number;
}

/** Percent of an amount of cents, rounded half up to the cent (integer maths, no float drift). */
export const percentOf = (cents: number, percent: number): number => Math.floor((cents * percent + 50) / 100);

export function quote(pro: Pick<ProOffer, 'priceCents' | 'currency' | 'turnaroundHours'>, tier: Tier, pricing: Pricing = DEFAULT_PRICING): Quote {
  const express = tier === 'express';
  const priceCents = pro.priceCents + (express ? percentOf(pro.priceCents, pricing.expressSurchargePercent) : 0);
  const turnaroundHours = express
    ? Math.max(pricing.expressMinTurnaroundHours, Math.ceil((pro.turnaroundHours * pricing.expressTurnaroundPercent) / 100))
    : pro.turnaroundHours;
  const platformFeeCents = percentOf(priceCents, pricing.platformFeePercent);
  return { tier, priceCents, platformFeeCents, totalCents: priceCents + platformFeeCents, currency: pro.currency, turnaroundHours };
}

/** The rules an admin's pricing must follow (also CHECK constraints on the pricing table). */
export function validatePricing(pricing: Pricing): string | null {
  if (!/^[A-Z]{3}$/.test(pricing.currency)) return 'Use a three-letter currency code such as USD.';
  const inRange = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
  if (!inRange(pricing.platformFeePercent, 0, 100)) return 'The platform fee is a whole percent from 0 to 100.';
  if (!inRange(pricing.expressSurchargePercent, 0, 500)) return 'The express surcharge is a whole percent from 0 to 500.';
  if (!inRange(pricing.expressTurnaroundPercent, 1, 100)) return 'The express turnaround is a whole percent from 1 to 100.';
  if (!inRange(pricing.expressMinTurnaroundHours, 1, 168)) return 'The shortest express turnaround is from 1 to 168 hours.';
  return null;
}
