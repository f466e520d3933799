import { login, userBalance } from '@vitrin/contract';
import { startSandbox } from '../../test/helpers';
import type { Sandbox } from '../../test/helpers';
import { BENCH_PASSWORD, seedBenchMembers } from './benchMembers';

jest.setTimeout(60000);

let sb: Sandbox;
beforeAll(async () => { sb = await startSandbox(); });
afterAll(async () => { await sb?.stop(); });

test('the load bench seeds members whose sessions are real: the token reads the balance, the password signs in', async () => {
  const members = await seedBenchMembers(sb.server.db, 3);
  expect(members).toHaveLength(3);
  for (const member of members) {
    const answer = await sb.call(userBalance, {}, { token: member.token });
    expect(answer.data?.balance).toBe(1000);
  }
  const signedIn = await sb.call(login, { username: members[0]!.username, password: BENCH_PASSWORD });
  expect(signedIn.success).toBe(true);
});
