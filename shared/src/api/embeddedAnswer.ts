import type * as v from 'valibot';
import { FIRST_ANSWERS_ELEMENT_ID, firstAnswerFrom, type CallDefinition } from '@vitrin/contract';
import { requestHeaders } from './client';

/** The first-answers data block the server embedded in index.html (the first-paint step), parsed; null without one. */
function embeddedAnswers(): unknown {
  const text = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The answer the server embedded in this page for exactly this call and request, validated by the
 * call's own schema (contract firstAnswerFrom); undefined without one. The caller decides how often
 * to use it (a page's first render only): the block stays in the page for its whole life. An answer
 * the server marked with a language is used only in that language, the one the call would ask in
 * (its x-locale): the server chose it by the `lang` cookie, which can disagree with the stored choice.
 */
export function embeddedAnswer<Def extends CallDefinition>(def: Def, request: v.InferInput<Def['request']>): v.InferOutput<Def['response']> | undefined {
  return firstAnswerFrom(embeddedAnswers(), def, request, requestHeaders()['x-locale']);
}
