// Spec §5: masks come from the server in the syntax `0` = a digit, anything else a literal kept
// as shown (`00-00-00`, `TR00 0000 …`). The value sent is the masked text, literals included.

const isDigit = (c: string) => c >= '0' && c <= '9';

/** Fits typed or pasted text into the mask; a literal typed in its place is taken, not doubled. */
export function applyMask(input: string, mask: string): string {
  let out = '';
  let i = 0;
  for (const slot of mask) {
    // Skip typed characters that can fill neither this slot nor a later one as a digit.
    if (slot === '0') {
      while (i < input.length && !isDigit(input[i]!)) i++;
      if (i >= input.length) break;
      out += input[i++];
    } else {
      if (i >= input.length) break;
      if (input[i]!.toUpperCase() === slot.toUpperCase()) i++;
      out += slot;
    }
  }
  return out;
}
