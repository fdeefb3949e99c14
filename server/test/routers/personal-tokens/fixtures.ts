import type { CreatePersonalTokenResponse } from '../../../src/routers/personal-tokens/create.types.js';
import type { PersonalTokenResponse } from '../../../src/routers/personal-tokens/personal-token.types.js';
import { useTestApp, type TestApp } from '../../support/app.js';
import { call, useOwner, type TestUser } from '../../support/identity.js';

export type Page = { data: PersonalTokenResponse[]; next_cursor: string | null };

/**
 * The app of one test file, an owner signed up before its tests (with no token, so the tokens
 * listed are the tests' own), and `mintWithId`: a token named 'rotating' minted by `user`'s
 * session, answered with its id.
 */
export function usePersonalTokensApp(): {
  app: TestApp;
  owner: TestUser;
  mintWithId: (user: TestUser) => Promise<CreatePersonalTokenResponse>;
} {
  const app = useTestApp();
  const owner = useOwner(app);
  async function mintWithId(user: TestUser) {
    const result = await call<CreatePersonalTokenResponse>(app, 'POST', '/api/v1/personal-tokens', {
      as: { cookie: user.cookie },
      body: { name: 'rotating' },
    });
    return result.body;
  }
  return { app, owner, mintWithId };
}
