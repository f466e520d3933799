import { CHAT_FALLBACK_DELAY_MS } from '@vitrin/contract';
import { tokens } from '@vitrin/shared';
import { safeHttpUrl } from '../links/safeUrl';

export interface ChatWidget {
  open: () => void;
}

declare global {
  interface Window {
    VitrinDemoChat?: ChatWidget;
    VitrinChatConfig?: { siteId: string; divId: string; theme: ChatTheme };
  }
}

/** The widget's colours and font, as chat vendors take them in their config: the site's own look. */
interface ChatTheme {
  surface: string;
  raised: string;
  text: string;
  accent: string;
  accentText: string;
  border: string;
  font: string;
  radius: number;
}

const CHAT_THEME: ChatTheme = {
  surface: tokens.color.surface,
  raised: tokens.color.surfaceRaised,
  text: tokens.color.text,
  accent: tokens.color.primary,
  accentText: tokens.color.primaryText,
  border: tokens.color.divider,
  font: tokens.fontFamily,
  radius: tokens.radius,
};

export interface ChatConfig {
  siteId: string;
  divId: string;
  scriptUrl: string;
}

/** Relative to the document base, like every address of the site. */
export const DEFAULT_CHAT_SCRIPT = 'sandbox/chat.js';

/** A script address: absolute http(s), or a path resolved against the document base. */
function scriptAddress(raw: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw.trim()) || raw.trim().startsWith('//')) return safeHttpUrl(raw);
  try {
    const url = new URL(raw.trim(), document.baseURI);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The chat runs only when both settings exist and the script URL is safe (spec §7). */
export function chatConfig(options: Record<string, string>): ChatConfig | null {
  const siteId = options['chat-site-id'];
  const divId = options['chat-div-id'];
  const scriptUrl = scriptAddress(options['chat-script-url'] ?? DEFAULT_CHAT_SCRIPT);
  if (!siteId || !divId || !scriptUrl) return null;
  return { siteId, divId, scriptUrl };
}

/**
 * Loads the chat script once. Resolves with the widget, or with null when it has not appeared
 * within 5000 ms (the fallback delay of spec §9) or the script failed.
 */
export function loadChat(config: ChatConfig, doc: Document = document): Promise<ChatWidget | null> {
  if (window.VitrinDemoChat) return Promise.resolve(window.VitrinDemoChat);
  return new Promise((resolve) => {
    let done = false;
    const finish = (widget: ChatWidget | null) => {
      if (done) return;
      done = true;
      clearInterval(poll);
      clearTimeout(timeout);
      resolve(widget);
    };
    if (!doc.getElementById(config.divId)) {
      const holder = doc.createElement('div');
      holder.id = config.divId;
      doc.body.appendChild(holder);
    }
    window.VitrinChatConfig = { siteId: config.siteId, divId: config.divId, theme: CHAT_THEME };
    const script = doc.createElement('script');
    script.src = config.scriptUrl;
    script.async = true;
    script.dataset.siteId = config.siteId;
    script.dataset.divId = config.divId;
    script.onerror = () => finish(null);
    doc.head.appendChild(script);
    const poll = setInterval(() => window.VitrinDemoChat && finish(window.VitrinDemoChat), 100);
    const timeout = setTimeout(() => finish(window.VitrinDemoChat ?? null), CHAT_FALLBACK_DELAY_MS);
  });
}
