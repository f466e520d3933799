import { chatConfig, loadChat } from './chatLoader';

describe('chatConfig', () => {
  it('needs both settings and a safe script URL', () => {
    expect(chatConfig({ 'chat-site-id': 'a', 'chat-div-id': 'b' })).toEqual({ siteId: 'a', divId: 'b', scriptUrl: 'http://localhost/sandbox/chat.js' });
    expect(chatConfig({ 'chat-site-id': 'a' })).toBeNull();
    expect(chatConfig({ 'chat-site-id': 'a', 'chat-div-id': 'b', 'chat-script-url': 'javascript:alert(1)' })).toBeNull();
  });
});

describe('loadChat', () => {
  afterEach(() => {
    delete window.VitrinDemoChat;
    jest.useRealTimers();
  });
  it('resolves with the widget once the script exposes it', async () => {
    jest.useFakeTimers();
    const promise = loadChat({ siteId: 's', divId: 'chat-holder', scriptUrl: '/sandbox/chat.js' });
    expect(document.head.querySelector('script[src="/sandbox/chat.js"]')).not.toBeNull();
    expect(document.getElementById('chat-holder')).not.toBeNull();
    // The widget is told the site's look.
    expect(window.VitrinChatConfig?.theme).toMatchObject({ accent: '#f5b301', surface: '#141a2a' });
    const widget = { open: jest.fn() };
    window.VitrinDemoChat = widget;
    jest.advanceTimersByTime(100);
    await expect(promise).resolves.toBe(widget);
  });
  it('gives up after 5000 ms', async () => {
    jest.useFakeTimers();
    const promise = loadChat({ siteId: 's', divId: 'd', scriptUrl: '/nope.js' });
    jest.advanceTimersByTime(5000);
    await expect(promise).resolves.toBeNull();
  });
});
