/**
 * The simulated card provider of the embedded and memory backends: the checkout form's fields
 * "Card number", "Expiry" and "CVC", checked as a card network would, and the outcome of a
 * charge for Stripe's well-known test cards. Nothing here touches money.
 */
export interface CardInput {
  /** "Card number": digits, spaces or dashes between groups allowed. */
  readonly cardNumber: string;
  /** "Expiry": MM/YY (or MM/YYYY). */
  readonly expiry: string;
  /** "CVC": 3 or 4 digits. */
  readonly cvc: string;
}

export type CardField = keyof CardInput;
export type CardErrors = Partial<Record<CardField, string>>;

export const CARD_FIELD_LABELS: Readonly<Record<CardField, string>> = { cardNumber: 'Card number', expiry: 'Expiry', cvc: 'CVC' };

export const TEST_CARD_SUCCEEDS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';

/** The card number without its separators. */
export const cardDigits = (cardNumber: string): string => cardNumber.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Month and full year of an "MM/YY" or "MM/YYYY" expiry, or null when it is not one. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month, year };
}

/**
 * Field errors for the checkout form, `{}` when the card may be charged. A card is valid through
 * the last day of its expiry month, judged on the Clock's `now` (epoch ms, UTC).
 */
export function validateCard(card: CardInput, now: number): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(card.cardNumber);
  if (!digits) errors.cardNumber = 'Enter your card number.';
  else if (!/^\d{12,19}$/.test(digits)) errors.cardNumber = 'Enter the card number as printed: 12 to 19 digits.';
  else if (!luhnValid(digits)) errors.cardNumber = 'This card number is not valid. Check it for typos.';

  const expiry = parseExpiry(card.expiry);
  if (!card.expiry.trim()) errors.expiry = 'Enter the expiry date (MM/YY).';
  else if (!expiry) errors.expiry = 'Enter the expiry date as MM/YY.';
  else {
    const today = new Date(now);
    const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
    if (expiry.year * 12 + (expiry.month - 1) < current) errors.expiry = 'This card has expired.';
    else if (expiry.year > today.getUTCFullYear() + 20) errors.expiry = 'Enter the expiry date as MM/YY.';
  }

  if (!card.cvc.trim()) errors.cvc = 'Enter the CVC.';
  else if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'The CVC is the 3 or 4 digits on the back of the card.';
  return errors;
}

export type SimulatedChargeOutcome =
  | { readonly status: 'succeeded' }
  | { readonly status: 'declined'; readonly message: string }
  | { readonly status: 'invalid'; readonly errors: CardErrors };

/**
 * What the simulated provider answers for a card: field errors first; then `4242 4242 4242 4242`
 * succeeds, `4000 0000 0000 0002` is declined ("Your card was declined."); any other well-formed
 * number is refused as a field error, because the simulated provider takes test cards only.
 */
export function simulateCharge(card: CardInput, now: number): SimulatedChargeOutcome {
  const errors = validateCard(card, now);
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
  const digits = cardDigits(card.cardNumber);
  if (digits === TEST_CARD_SUCCEEDS) return { status: 'succeeded' };
  if (digits === TEST_CARD_DECLINED) return { status: 'declined', message: CARD_DECLINED_MESSAGE };
  return { status: 'invalid', errors: { cardNumber: 'This is a test checkout: use the test card 4242 4242 4242 4242.' } };
}
