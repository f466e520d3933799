import type { TestingLibraryMatchers } from '@testing-library/jest-dom/matchers';

// jest-dom's matchers, loaded when a suite first uses one: loading them evaluates
// @testing-library/dom and aria-query (≈ 380 modules) in every suite, which a suite that renders
// nothing (most logic suites) never needs (ADR 0079). Each name calls jest-dom's own matcher with
// the same matcher context, so what it checks and prints is jest-dom's.
const JEST_DOM_MATCHERS = [
  'toAppearAfter', 'toAppearBefore', 'toBeChecked', 'toBeDisabled', 'toBeEmpty', 'toBeEmptyDOMElement',
  'toBeEnabled', 'toBeInTheDOM', 'toBeInTheDocument', 'toBeInvalid', 'toBePartiallyChecked',
  'toBePartiallyPressed', 'toBePressed', 'toBeRequired', 'toBeValid', 'toBeVisible',
  'toContainAnyByAltText', 'toContainAnyByDisplayValue', 'toContainAnyByLabelText',
  'toContainAnyByPlaceholderText', 'toContainAnyByRole', 'toContainAnyByTestId', 'toContainAnyByText',
  'toContainAnyByTitle', 'toContainElement', 'toContainHTML', 'toContainOneByAltText',
  'toContainOneByDisplayValue', 'toContainOneByLabelText', 'toContainOneByPlaceholderText',
  'toContainOneByRole', 'toContainOneByTestId', 'toContainOneByText', 'toContainOneByTitle',
  'toHaveAccessibleDescription', 'toHaveAccessibleErrorMessage', 'toHaveAccessibleName',
  'toHaveAttribute', 'toHaveClass', 'toHaveDescription', 'toHaveDisplayValue', 'toHaveErrorMessage',
  'toHaveFocus', 'toHaveFormValues', 'toHaveRole', 'toHaveSelection', 'toHaveStyle',
  'toHaveTextContent', 'toHaveValue',
] as const;
// Every matcher jest-dom's types declare is in the list (tsc fails here when an upgrade adds one).
type Missing = Exclude<keyof TestingLibraryMatchers<unknown, unknown>, (typeof JEST_DOM_MATCHERS)[number]>;
const everyMatcherListed: [Missing] extends [never] ? true : Missing = true;
void everyMatcherListed;

type Matcher = (this: jest.MatcherContext, ...args: unknown[]) => jest.CustomMatcherResult;
expect.extend(Object.fromEntries(JEST_DOM_MATCHERS.map((name) => [name, function (this: jest.MatcherContext, ...args: unknown[]) {
  const matchers = jest.requireActual<Record<string, Matcher>>('@testing-library/jest-dom/matchers');
  const matcher = matchers[name];
  if (!matcher) throw new Error(`jest-dom has no matcher ${name}`);
  return matcher.apply(this, args);
}])));

// jsdom lays nothing out and does not scroll: its window.scrollTo only reports "Not implemented"
// through the console. A no-op stands in; a test that checks scrolling spies on it.
// (A suite that asks for the node environment has no window.)
if (typeof window !== 'undefined') window.scrollTo = (() => undefined) as typeof window.scrollTo;
