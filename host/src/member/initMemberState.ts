// Placeholder until the member work lands: restores the session from storage onto the bus before
// the first render, so guards and headers see the right state at once.
export function initMemberState(): void {}
