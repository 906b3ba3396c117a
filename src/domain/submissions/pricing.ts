import { isListed, type Pro } from '../pros/pro';
import { err, ok, type Result } from '../result';
import type { Actor } from '../shared/actor';
import { requireAdmin } from '../shared/authorization';
import { dataErrors, type DataError } from '../shared/data-error';
/**
 * What a review costs (product.md "pricing": review tiers, platform fee, currency). Admins edit it
 * (/admin/pricing, `changePricing`); every backend stores one value of this shape and every price a
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

export type PricingField = keyof Pricing;
export type PricingErrors = Partial<Record<PricingField, string>>;

const inRange = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** The rules an admin's pricing must follow, per field (also CHECK constraints on the pricing table). */
export function pricingErrors(pricing: Pricing): PricingErrors {
  const errors: PricingErrors = {};
  if (!/^[A-Z]{3}$/.test(pricing.currency)) errors.currency = 'Use a three-letter currency code such as USD.';
  if (!inRange(pricing.platformFeePercent, 0, 100)) errors.platformFeePercent = 'The platform fee is a whole percent from 0 to 100.';
  if (!inRange(pricing.expressSurchargePercent, 0, 500)) errors.expressSurchargePercent = 'The express surcharge is a whole percent from 0 to 500.';
  if (!inRange(pricing.expressTurnaroundPercent, 1, 100)) errors.expressTurnaroundPercent = 'The express turnaround is a whole percent from 1 to 100.';
  if (!inRange(pricing.expressMinTurnaroundHours, 1, 168)) errors.expressMinTurnaroundHours = 'The shortest express turnaround is from 1 to 168 hours.';
  return errors;
}

/** The first rule the pricing breaks, or null. */
export function validatePricing(pricing: Pricing): string | null {
  return Object.values(pricingErrors(pricing))[0] ?? null;
}

/**
 * An admin changes the pricing: only admins (profiles.is_admin), only valid values. Drafts made
 * from now on are priced with it; a submission keeps the price it was drafted with.
 */
export function changePricing(next: Pricing, actor: Actor): Result<Pricing, DataError> {
  const admin = requireAdmin(actor);
  return admin.ok ? validPricing(next) : admin;
}

/** The pricing as stored when valid (currency upper case); the hosted backend checks who asks on its side. */
export function validPricing(next: Pricing): Result<Pricing, DataError> {
  const currency = next.currency.trim().toUpperCase();
  const normal: Pricing = { ...next, currency };
  const errors = pricingErrors(normal);
  const messages = Object.values(errors);
  if (messages.length > 0) return err(dataErrors.invalid(messages.join(' ')));
  return ok({
    currency,
    platformFeePercent: next.platformFeePercent,
    expressSurchargePercent: next.expressSurchargePercent,
    expressTurnaroundPercent: next.expressTurnaroundPercent,
    expressMinTurnaroundHours: next.expressMinTurnaroundHours,
  });
}
