// The responsible-gambling calls (extensions): limits, reality check, breaks; one file per call.
export * from './limitRules';
export { responsibleLimits, limitsStateSchema, moneyLimitSchema } from './responsibleLimits';
export type { LimitsState, MoneyLimit } from './responsibleLimits';
export { setLimit, setLimitRequestSchema } from './setLimit';
export type { SetLimitRequest } from './setLimit';
export { cancelPendingLimit, cancelPendingLimitRequestSchema } from './cancelPendingLimit';
export type { CancelPendingLimitRequest } from './cancelPendingLimit';
export { setRealityCheck, setRealityCheckRequestSchema } from './setRealityCheck';
export type { SetRealityCheckRequest } from './setRealityCheck';
export { takeBreak, takeBreakRequestSchema, breakSchema } from './takeBreak';
export type { TakeBreakRequest, BreakAnswer } from './takeBreak';
export { panicBreak } from './panicBreak';
export { playSession, playSessionSchema } from './playSession';
export type { PlaySession } from './playSession';
