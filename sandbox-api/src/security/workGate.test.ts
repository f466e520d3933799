import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { WorkGate } from './workGate';

/** A reply whose client can go away: the response closes before it was written. */
function replyOf() {
  const raw = Object.assign(new EventEmitter(), { writableEnded: false, destroyed: false });
  return { reply: { raw } as unknown as FastifyReply, leave: () => { raw.destroyed = true; raw.emit('close'); } };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => { resolve = r; });
  return { promise, resolve };
}

test('at most `active` run at once, `waiting` wait, the rest are turned away at once', async () => {
  const gate = new WorkGate(2, 3);
  const release = deferred();
  let running = 0;
  let most = 0;
  const work = async () => {
    running += 1;
    most = Math.max(most, running);
    await release.promise;
    running -= 1;
    return 'ok';
  };
  const results = Array.from({ length: 8 }, () => gate.run(replyOf().reply, work));
  await new Promise((resolve) => setImmediate(resolve));
  expect(gate.load).toEqual({ running: 2, waiting: 3 });
  release.resolve();
  const answers = await Promise.all(results);
  expect(answers.filter((a) => a === 'busy')).toHaveLength(3);
  expect(answers.filter((a) => typeof a === 'object')).toHaveLength(5);
  expect(most).toBe(2);
  expect(gate.peak).toBe(2);
  expect(gate.load).toEqual({ running: 0, waiting: 0 });
});

test('a waiting caller whose client has gone is dropped before its work runs', async () => {
  const gate = new WorkGate(1, 5);
  const release = deferred();
  const ran: string[] = [];
  const first = gate.run(replyOf().reply, async () => { ran.push('first'); await release.promise; });
  const gone = replyOf();
  const second = gate.run(gone.reply, async () => { ran.push('second'); });
  const third = gate.run(replyOf().reply, async () => { ran.push('third'); });
  gone.leave();
  expect(await second).toBe('gone');
  expect(gate.load.waiting).toBe(1);
  release.resolve();
  await Promise.all([first, third]);
  expect(ran).toEqual(['first', 'third']);
});
