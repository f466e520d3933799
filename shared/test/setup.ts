import '@testing-library/jest-dom';

// jsdom lays nothing out and does not scroll: its window.scrollTo only reports "Not implemented"
// through the console. A no-op stands in; a test that checks scrolling spies on it.
// (A suite that asks for the node environment has no window.)
if (typeof window !== 'undefined') window.scrollTo = (() => undefined) as typeof window.scrollTo;
