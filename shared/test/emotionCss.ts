/**
 * The CSS emotion wrote for an element's `sx` (jsdom evaluates no media queries, so a test reads
 * the rules as text): every top-level rule naming the element's emotion class, a `@media` rule
 * whole. Emotion inserts through the CSSOM, so the text is the rules' `cssText`
 * (`.css-x {animation: none;}`, `@media (…) {.css-x {…}}`).
 */
export function emotionRulesOf(element: Element): string[] {
  const classes = [...element.classList].filter((name) => name.startsWith('css-'));
  const rules = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText));
  return rules.filter((rule) => classes.some((name) => rule.includes(`.${name} `) || rule.includes(`.${name}>`)));
}
