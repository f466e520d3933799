import { createHash } from 'node:crypto';
import { PaymentMethod, type DepositInstructions } from '@vitrin/contract';
import { fromCents, toCents } from '../wallet/money';
import type { CatalogueMethod } from './paymentCatalogue';

// Where the demo operator takes transfer deposits: its own accounts at the banks the Havale/EFT
// form offers, and one USDT wallet per player and network (as crypto gateways give each player
// their own deposit address, so a transfer is matched by the address it arrives at).

export const RECIPIENT = 'Vitrin Ödeme Hizmetleri A.Ş.';

/** The operator's account number (16 digits) at each bank the form offers, by the form's bank id. */
const ACCOUNTS: Record<number, { bank: string; code: string; account: string }> = {
  10: { bank: 'Ziraat Bankası', code: '00010', account: '0000000012345678' },
  46: { bank: 'Akbank', code: '00046', account: '0000000023456789' },
  62: { bank: 'Garanti BBVA', code: '00062', account: '0000000034567890' },
  64: { bank: 'Türkiye İş Bankası', code: '00064', account: '0000000045678901' },
};

/** A TR IBAN of a bank code and account number, with its mod-97 check digits, grouped by four. */
export function trIban(bankCode: string, account: string): string {
  const bban = `${bankCode}0${account}`;
  const digits = `${bban}292700`; // 'TR' → 29 27, check digits 00
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  const iban = `TR${String(98 - rest).padStart(2, '0')}${bban}`;
  return iban.replace(/(.{4})/g, '$1 ').trim();
}

/** The network names of the USDT form's Network option ids. */
const NETWORKS: Record<number, string> = { 1: 'TRC20', 2: 'ERC20', 3: 'BEP20' };

/** The demo's USDT rate, in kuruş per USDT (34,50 ₺): the amount to send is worked out from it exactly. */
export const USDT_RATE_CENTS = 3450n;

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A stable demo deposit address of a player on a network (Tron 'T…' base58, EVM '0x…' hex). */
function addressOf(playerId: number, network: string): string {
  const bytes = createHash('sha512').update(`vitrin-usdt:${network}:${playerId}`).digest();
  if (network === 'TRC20') return `T${[...bytes].slice(0, 33).map((b) => BASE58[b % 58]).join('')}`;
  return `0x${bytes.subarray(0, 20).toString('hex')}`;
}

/** The USDT to send for an amount in lira, rounded up to the cent so the deposit is always covered. */
export function usdtFor(amount: string): string {
  const hundredths = (toCents(amount) * 100n + USDT_RATE_CENTS - 1n) / USDT_RATE_CENTS;
  return fromCents(hundredths);
}

/** The reference the player writes in the transfer description: the request's number with a check letter. */
export function referenceOf(paymentId: number): string {
  const number = String(paymentId).padStart(6, '0');
  const check = 'ABCDEFGHJKLMNPRSTUVYZ'[paymentId % 21];
  return `VT-${number}${check}`;
}

/** The instructions of a transfer deposit, or null for a method the player does not send money to themselves. */
export function instructionsFor(
  method: CatalogueMethod, detail: Record<string, unknown>, payment: { id: number; playerId: number; amount: string; expiresAt: string },
): DepositInstructions | null {
  if (method.type === PaymentMethod.BankTransfer) {
    const account = ACCOUNTS[Number(detail.Bank)] ?? ACCOUNTS[10]!;
    return {
      kind: 'bank', recipient: RECIPIENT, iban: trIban(account.code, account.account), bank: account.bank,
      reference: referenceOf(payment.id), amount: payment.amount, expiresAt: payment.expiresAt,
    };
  }
  if (method.type === PaymentMethod.Crypto) {
    const network = NETWORKS[Number(detail.Network)] ?? 'TRC20';
    const address = addressOf(payment.playerId, network);
    return {
      kind: 'crypto', currency: 'USDT', network, address, cryptoAmount: usdtFor(payment.amount), amount: payment.amount,
      qr: address, expiresAt: payment.expiresAt,
    };
  }
  return null;
}
