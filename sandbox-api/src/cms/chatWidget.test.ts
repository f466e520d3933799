/** @jest-environment jsdom */
import fs from 'node:fs';
import path from 'node:path';

// The widget as the sandbox serves it at /sandbox/chat.js.
const CHAT_SCRIPT = fs.readFileSync(path.resolve(__dirname, '../../assets/chat.js'), 'utf8');

declare global {
  interface Window {
    VitrinDemoChat?: { open: () => void };
    VitrinChatConfig?: unknown;
  }
}

function openWidget(theme?: Record<string, unknown>) {
  delete window.VitrinDemoChat;
  document.body.innerHTML = '';
  window.VitrinChatConfig = { siteId: 's', divId: 'chat', theme };
  // The script as a page runs it.
  new Function(CHAT_SCRIPT)();
  window.VitrinDemoChat!.open();
  return document.getElementById('chat')!;
}

describe('demo chat widget', () => {
  it('its input is 16 px or more (iOS zooms into a smaller one) and its buttons are 44 px tap targets', () => {
    const widget = openWidget();
    const input = widget.querySelector('input')!;
    expect(parseFloat(input.style.fontSize)).toBeGreaterThanOrEqual(16);
    expect(parseFloat(input.style.minHeight)).toBeGreaterThanOrEqual(44);
    for (const button of widget.querySelectorAll('button')) {
      expect(parseFloat(button.style.minHeight || button.style.height)).toBeGreaterThanOrEqual(44);
    }
  });

  it("takes the site's colours and font from its config", () => {
    const widget = openWidget({ surface: '#141a2a', raised: '#1c2439', text: '#f2f4f8', accent: '#f5b301', accentText: '#1a1200', border: '#2a3350', font: 'Inter, sans-serif', radius: 10 });
    expect(widget.style.background).toBe('rgb(20, 26, 42)');
    expect(widget.style.color).toBe('rgb(242, 244, 248)');
    expect(widget.style.fontFamily).toContain('Inter');
    const send = widget.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(send.style.background).toBe('rgb(245, 179, 1)');
  });
});
