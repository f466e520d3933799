// The payment calls (spec §7 payment/*) and their schemas; one file per call.
export {};
