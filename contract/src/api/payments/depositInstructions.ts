import * as v from 'valibot';
import { moneySchema } from '../account/paging';

/**
 * Where to send the money of a deposit the player makes themselves (extension): a bank transfer
 * (Havale/EFT) or a crypto transfer. Carried as the `data` of a deposit answer and with the
 * pending request (payment/requests), so the player finds it again until the request is
 * confirmed, rejected or expired. Every text is shown as text, never as HTML.
 */
export const bankTransferInstructionsSchema = v.object({
  kind: v.literal('bank'),
  /** The account holder the transfer goes to. */
  recipient: v.string(),
  /** The recipient's IBAN, grouped for reading (TR00 0000 …). */
  iban: v.string(),
  bank: v.string(),
  /** What the player writes in the transfer's description, so the operator can match it. */
  reference: v.string(),
  /** The exact amount to send, two-decimal string. */
  amount: moneySchema,
  /** ISO 8601 UTC: after it the request expires and the transfer is not matched. */
  expiresAt: v.string(),
});

export const cryptoTransferInstructionsSchema = v.object({
  kind: v.literal('crypto'),
  /** The coin sent, e.g. USDT. */
  currency: v.string(),
  /** The network the address lives on (TRC20, ERC20, BEP20): money sent on another is lost. */
  network: v.string(),
  address: v.string(),
  /** The exact amount of the coin to send, as a decimal string. */
  cryptoAmount: v.pipe(v.string(), v.regex(/^\d+(\.\d{1,8})?$/)),
  /** What it is worth in the site's money, two-decimal string. */
  amount: moneySchema,
  /** The text the QR code encodes (the address, which wallets scan). */
  qr: v.string(),
  expiresAt: v.string(),
});

export const depositInstructionsSchema = v.variant('kind', [bankTransferInstructionsSchema, cryptoTransferInstructionsSchema]);
export type DepositInstructions = v.InferOutput<typeof depositInstructionsSchema>;

/** A deposit answer's data read as instructions, or null when it is something else (a link, nothing). */
export function depositInstructionsOf(data: unknown): DepositInstructions | null {
  const parsed = v.safeParse(depositInstructionsSchema, data);
  return parsed.success ? parsed.output : null;
}
