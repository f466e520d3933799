// The payment calls (spec §7 payment/*) and their schemas; one file per call.
export { paymentMethods, paymentMethodsRequestSchema, paymentMethodSchema, PaymentDirection } from './paymentMethods';
export type { PaymentMethodsRequest, PaymentMethodInfo, PaymentDirectionCode } from './paymentMethods';
export { paymentDetail, paymentDetailRequestSchema, paymentFieldSchema, paymentFieldKind } from './paymentDetail';
export type { PaymentDetailRequest, PaymentField, PaymentFieldKind } from './paymentDetail';
export { paymentPayloadSchema } from './paymentPayload';
export type { PaymentPayload } from './paymentPayload';
export { deposit } from './deposit';
export { withdraw } from './withdraw';
export { paymentRequests, paymentRequestSchema } from './paymentRequests';
export type { PaymentRequestInfo } from './paymentRequests';
export { fitsMask, normaliseIban, isValidTrIban, ibanProblem, isValidCardExpiry, passesLuhn, paymentFieldRole } from './fieldChecks';
export type { PaymentFieldRole } from './fieldChecks';
export { readAmount, writeAmount } from './amountText';
export {
  paymentFieldRule, paymentFieldProblem, paymentValueText, paymentAmountKey, cardBrand, isPaymentCard, PAYMENT_FIELD_MAX_LENGTH,
} from './fieldRules';
export type { PaymentFieldProblem, CardBrand } from './fieldRules';
export {
  depositInstructionsSchema, bankTransferInstructionsSchema, cryptoTransferInstructionsSchema, depositInstructionsOf,
} from './depositInstructions';
export type { DepositInstructions } from './depositInstructions';
