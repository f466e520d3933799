// The sportsbook hand-off calls (extensions); one file per call.
export {};
