import { fieldFeedback, RESERVED_HELPER_TEXT } from './fieldFeedback';

describe('fieldFeedback: one message line per field, shown once the field was left', () => {
  it('keeps the line while the field is untouched, even with a message (a rule of another field ran it)', () => {
    expect(fieldFeedback('Bu alan zorunludur', {})).toEqual({ error: false, helperText: RESERVED_HELPER_TEXT });
  });
  it('shows the message once the field was left, or after submit', () => {
    expect(fieldFeedback('Bu alan zorunludur', { isTouched: true })).toEqual({ error: true, helperText: 'Bu alan zorunludur' });
    expect(fieldFeedback('Bu alan zorunludur', { isSubmitted: true })).toEqual({ error: true, helperText: 'Bu alan zorunludur' });
  });
  it('a valid field keeps its empty line of full height', () => {
    expect(fieldFeedback(undefined, { isTouched: true, isSubmitted: true })).toEqual({ error: false, helperText: ' ' });
  });
});
