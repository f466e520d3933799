import fs from 'node:fs';
import path from 'node:path';
import { CANVAS_FONTS, CANVAS_TEXT, canvasTextWarmUp } from './canvasTextWarmUp';

/** The text and fonts `renderTextImage` of the installed library's ES build draws, read as text. */
function installedLibraryCanvasText(): { text: string | undefined; fonts: string[] } {
  const source = fs.readFileSync(path.join(path.dirname(require.resolve('@fingerprintjs/fingerprintjs')), 'fp.esm.js'), 'utf8');
  const body = /function renderTextImage\(canvas, context\) \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  const text = /var printedText = "([^"]*)"\.concat\(String\.fromCharCode\((\d+), (\d+)\)/.exec(body);
  return {
    text: text ? `${text[1]}${String.fromCharCode(Number(text[2]), Number(text[3]))}` : undefined,
    fonts: [...body.matchAll(/context\.font = '([^']+)';/g)].map((match) => match[1] as string),
  };
}

describe('canvasTextWarmUp (the canvas source\'s fonts loaded in tasks of their own)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shapes the installed library\'s canvas text in its fonts (a library update that changes them fails here)', () => {
    expect(installedLibraryCanvasText()).toEqual({ text: CANVAS_TEXT, fonts: [...CANVAS_FONTS] });
  });

  it('shapes the text and the emoji in each font after a task boundary each, and draws nothing', async () => {
    const order: string[] = [];
    const context = {
      font: '',
      measureText: jest.fn((text: string) => {
        order.push(`${context.font}: ${text}`);
        return {} as TextMetrics;
      }),
      fillText: jest.fn(),
    };
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    await canvasTextWarmUp(async () => {
      order.push('yield');
    });
    expect(order).toEqual([
      'yield', '11pt "Times New Roman": Cwm fjordbank gly ',
      'yield', '11pt "Times New Roman": 😃',
      'yield', '18pt Arial: Cwm fjordbank gly ',
      'yield', '18pt Arial: 😃',
    ]);
    expect(context.fillText).not.toHaveBeenCalled();
  });

  it('does nothing without a 2D canvas (the library\'s source reports that itself)', async () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const yields = jest.fn(() => Promise.resolve());
    await expect(canvasTextWarmUp(yields)).resolves.toBeUndefined();
    expect(yields).not.toHaveBeenCalled();
  });
});
