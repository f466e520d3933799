import { useEffect, useState, type RefObject } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { bus } from '@vitrin/shared';
import type { Sportsbook } from '../session/sportsbookSession';
import { readFrameMessage } from './frameMessage';
import { handOffToken, postToken } from './handOffToken';

/**
 * Answers the sportsbook's messages, accepted only from the frame's own window and the
 * origin of its address: ready → a member's token handed to the frame (the session's stored one,
 * else a fresh one; a guest's frame gets nothing); login → the login dialog (a member's frame gets
 * a fresh token instead); deposit → /dashboard/deposit (the route guard asks a guest to sign in,
 * spec §6); balance → the host fetches the balance now; token-expired → a fresh token handed to the
 * frame (members only); page → the site's address follows the inner page (shareable, survives a
 * reload); height → returned for the frame's style.
 */
export function useFrameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  origin: string | null,
  book: Sportsbook,
  member: boolean,
  storedToken: string | null,
): number | null {
  const [height, setHeight] = useState<number | null>(null);
  const [, setSearchParams] = useSearchParams();
  const navigate = useNavigate();

  useEffect(() => {
    const controller = new AbortController();
    const onMessage = (event: MessageEvent) => {
      const message = readFrameMessage(event, frame.current?.contentWindow, origin);
      if (!message || !origin) return;
      switch (message.action) {
        case 'ready': {
          const target = frame.current?.contentWindow;
          if (!member || !target) break;
          if (storedToken) postToken(target, origin, storedToken);
          else void handOffToken(book, target, origin, controller.signal);
          break;
        }
        case 'height':
          setHeight(message.height);
          break;
        case 'login': {
          // A member's frame asks to sign in only when it has lost its token: hand it a fresh one.
          const target = frame.current?.contentWindow;
          if (member && target) void handOffToken(book, target, origin, controller.signal);
          else bus.emit('auth/login-requested', {});
          break;
        }
        case 'deposit':
          navigate('/dashboard/deposit');
          break;
        case 'balance':
          bus.emit('balance/refresh-requested', {});
          break;
        case 'token-expired': {
          const target = frame.current?.contentWindow;
          if (member && target) void handOffToken(book, target, origin, controller.signal);
          break;
        }
        case 'page':
          setSearchParams((params) => {
            const next = new URLSearchParams(params);
            if (message.page) next.set('page', message.page);
            else next.delete('page');
            return next;
          }, { replace: true });
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      controller.abort();
      window.removeEventListener('message', onMessage);
    };
  }, [frame, origin, book, member, storedToken, navigate, setSearchParams]);

  return height;
}
