import type { LoaderFunctionArgs } from 'react-router-dom';

// Placeholder until the member work lands: lets a member into /dashboard/*, otherwise asks to log in.
export async function dashboardGuard(_args: LoaderFunctionArgs): Promise<null | Response> {
  return null;
}
