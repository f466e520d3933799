// A Chromium page driven over a bare DevTools connection, for the bench's lobby walk
// (ADR 0016). Playwright (and Puppeteer, under Lighthouse) enable DevTools' Network domain on every
// page they drive, and that agent keeps what it needs to show each response's body: when a picture's
// resource is collected, it copies the body during the garbage collector's final pause. On a walk
// past the lobby's thousands of game pictures that copy lengthened every major collection and made
// most of the walk's long tasks (ADR 0016 has the figures). A player's phone has no DevTools attached, so the walk runs in a page whose
// session enables only Page and Runtime. `network: true` enables the Network domain too (the control).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';

/** The flags every bench browser runs with, as the e2e suites' (e2e/chromium-flags.json: the machine's closed network). */
export const CHROMIUM_FLAGS = JSON.parse(fs.readFileSync(new URL('../chromium-flags.json', import.meta.url), 'utf8'));

/** One DevTools connection: `send(method, params, sessionId)` and events by name. */
function connect(url) {
  const socket = new WebSocket(url, { perMessageDeflate: false, maxPayload: 512 * 1024 * 1024 });
  let lastId = 0;
  const pending = new Map();
  const listeners = new Set();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.id !== undefined && pending.has(message.id)) {
      const { resolve, reject, method } = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) reject(new Error(`${method}: ${message.error.message}`));
      else resolve(message.result);
      return;
    }
    for (const listener of listeners) listener(message);
  });
  socket.on('close', () => {
    for (const { reject, method } of pending.values()) reject(new Error(`${method}: the browser closed`));
    pending.clear();
  });
  const send = (method, params = {}, sessionId = undefined) => new Promise((resolve, reject) => {
    lastId += 1;
    pending.set(lastId, { resolve, reject, method });
    socket.send(JSON.stringify({ id: lastId, method, params, sessionId }));
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({
      send,
      /** Calls `fn` with every event; returns the function that stops it. */
      listen: (fn) => {
        listeners.add(fn);
        return () => listeners.delete(fn);
      },
      close: () => socket.close(),
    }));
    socket.once('error', reject);
  });
}

/** Starts Debian's Chromium headless with a DevTools port on loopback; `close()` ends it and its profile. */
export async function launchBareChromium(executable = process.env.CHROME_PATH || '/usr/bin/chromium') {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-bare-chromium-'));
  const child = spawn(executable, ['--headless', '--remote-debugging-address=127.0.0.1', '--remote-debugging-port=0', `--user-data-dir=${profile}`, ...CHROMIUM_FLAGS, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const endpoint = await new Promise((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools address in 30 s: ${said.slice(-500)}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      said += chunk;
      const found = said.match(/DevTools listening on (ws:\/\/\S+)/);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code} before it listened: ${said.slice(-500)}`)));
  });
  const browser = await connect(endpoint);
  return {
    browser,
    async close() {
      // Asked to close, Chromium ends its helper processes and lets go of its profile; SIGTERM
      // (at once, it left files being written in the profile) only when it does not in 5 s.
      const closing = browser.send('Browser.close').catch(() => undefined);
      const terminate = setTimeout(() => child.kill('SIGTERM'), 5_000);
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await Promise.all([closing, exited]);
      clearTimeout(terminate);
      clearTimeout(killer);
      browser.close();
      // Chromium's helper processes may still write to the profile for a moment after it exits;
      // a profile left in the temporary folder must not fail the measurement that was taken.
      try {
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
      } catch (error) {
        process.stderr.write(`left the Chromium profile ${profile}: ${error.code ?? error.message}\n`);
      }
    },
  };
}

/**
 * A page in a fresh browser context of `chromium` (launchBareChromium), emulating `device`
 * ({ width, height, deviceScaleFactor, isMobile, hasTouch, userAgent }), with `initScripts` run
 * before the page's own. Returns `sessionId` (the page's events carry it), `send` (commands to the
 * page's session), `evaluate(expression)`
 * (awaited, by value), `waitFor(expression)` (polled until truthy) and `close()`.
 */
export async function openBarePage(chromium, device, { initScripts = [], network = false } = {}) {
  const { browser } = chromium;
  const { browserContextId } = await browser.send('Target.createBrowserContext');
  const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
  const send = (method, params) => browser.send(method, params, sessionId);
  await send('Page.enable');
  await send('Runtime.enable');
  if (network) await send('Network.enable');
  await send('Emulation.setDeviceMetricsOverride', {
    width: device.width, height: device.height, deviceScaleFactor: device.deviceScaleFactor ?? 1, mobile: Boolean(device.isMobile),
  });
  if (device.hasTouch) await send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  if (device.userAgent) await send('Emulation.setUserAgentOverride', { userAgent: device.userAgent });
  for (const source of initScripts) await send('Page.addScriptToEvaluateOnNewDocument', { source });
  const evaluate = async (expression) => {
    const { result, exceptionDetails } = await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
    if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value;
  };
  const waitFor = async (expression, timeoutMs, what) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      // A navigation under way destroys the context the expression ran in: try again.
      if (await evaluate(expression).catch(() => false)) return;
      if (Date.now() > until) throw new Error(`${what} did not happen in ${Math.round(timeoutMs / 1000)} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return {
    sessionId,
    send,
    evaluate,
    waitFor,
    async goto(url) {
      let stop = () => undefined;
      /** @type {Promise<void>} */
      const loaded = new Promise((resolve) => {
        stop = browser.listen((m) => {
          if (m.sessionId === sessionId && m.method === 'Page.loadEventFired') resolve();
        });
      });
      await send('Page.navigate', { url });
      await loaded;
      stop();
    },
    close: () => browser.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined),
  };
}

/**
 * Runs `during()` under a Chromium trace of `categories` (browser-wide, `chromium` from
 * launchBareChromium); returns what `during` gave and the trace's events.
 */
export async function traceWhile(chromium, categories, during) {
  const { browser } = chromium;
  const events = [];
  /** @type {(value?: unknown) => void} */
  let finished = () => undefined;
  const done = new Promise((resolve) => { finished = resolve; });
  const stop = browser.listen((m) => {
    if (m.method === 'Tracing.dataCollected') events.push(...m.params.value);
    if (m.method === 'Tracing.tracingComplete') finished();
  });
  try {
    await browser.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
    const result = await during();
    await browser.send('Tracing.end');
    await done;
    return { result, events };
  } finally {
    stop();
  }
}
