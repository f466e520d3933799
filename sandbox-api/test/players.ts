import { register, completeTcKimlikNo } from '@vitrin/contract';
import type { RegisterRequest } from '@vitrin/contract';
import type { Sandbox } from './helpers';

let counter = 0;

/** A valid registration payload with unique username, e-mail and national ID. */
export function newPlayerInput(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  counter += 1;
  const n = `${Date.now() % 100000}${counter}`.padStart(7, '0');
  return {
    name: 'Ayşe Nur',
    surname: 'Çelik',
    username: `player${n}`,
    email: `player${n}@example.com`,
    phone: `90532${n.slice(-7)}`,
    PersonalNo: completeTcKimlikNo(`2${n.slice(-8).padStart(8, '0')}`),
    country: 1,
    currencyId: 1,
    birthDate: '1990-04-12',
    trialBonus: true,
    termsAccepted: true,
    password: 'secret1',
    password2: 'secret1',
    ...overrides,
  };
}

export async function registerPlayer(sandbox: Sandbox, overrides: Partial<RegisterRequest> = {}) {
  const input = newPlayerInput(overrides);
  const answer = await sandbox.call(register, input);
  if (!answer.success || !answer.data) throw new Error(`register failed: ${answer.message}`);
  return { input, token: answer.data.token, session: answer.data };
}
