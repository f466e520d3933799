import { canvasTextWarmUp } from './canvasTextWarmUp';

describe('canvasTextWarmUp (the canvas source\'s fonts loaded in tasks of their own)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shapes the library\'s canvas text and its emoji in each of its fonts after a task boundary each, and draws nothing', async () => {
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
