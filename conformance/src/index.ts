// The conformance suite's one public entry (README): run it, print it, and what it tries.
export { runConformance, formatReport, contractCalls } from './conformance';
export type { ConformanceOptions, ConformanceReport } from './conformance';
export { SCENARIOS } from './scenarios';
export type { Scenario } from './scenarios';
