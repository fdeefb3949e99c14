import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../src/http/app.js';
import { appRouter } from '../../src/routers/index.js';
import { checkProcedureAccess } from '../../src/trpc/access-check.js';
import { MEMBERS } from '../../src/trpc/access.js';
import type { AppDeps } from '../../src/trpc/context.js';
import { agentProcedure, authedProcedure, deviceProcedure, publicProcedure, router, userProcedure, type ProcedureMeta } from '../../src/trpc/init.js';

const openapi = (path: `/${string}`): ProcedureMeta['openapi'] => ({ method: 'GET', path });
const answer = () => ({});

/** A router whose only procedure is `procedure`, under the key widgets.get. */
const routerWith = (procedure: Parameters<typeof router>[0][string]) => router({ widgets: router({ get: procedure }) });

const WRONG = [
  ['a userProcedure without meta.auth', userProcedure.meta({ openapi: openapi('/v1/w') }), /widgets\.get \(GET \/v1\/w\) is built from userProcedure but has no meta\.auth/],
  ['an agentProcedure without meta.auth', agentProcedure.meta({ openapi: openapi('/v1/w') }), /widgets\.get .*agentProcedure but has no meta\.auth/],
  ['an authedProcedure without meta.auth', authedProcedure.meta({ openapi: openapi('/v1/w') }), /widgets\.get .*authedProcedure but has no meta\.auth/],
  ['a publicProcedure with meta.auth', publicProcedure.meta({ openapi: openapi('/v1/w'), auth: MEMBERS }), /widgets\.get .*publicProcedure with a meta\.auth/],
  ['a userProcedure accepting agent keys', userProcedure.meta({ openapi: openapi('/v1/w'), auth: { credentials: ['session', 'agent'] } }), /widgets\.get .*accepts agent keys/],
  ['an agentProcedure accepting a person', agentProcedure.meta({ openapi: openapi('/v1/w'), auth: { credentials: ['agent', 'pat'] } }), /widgets\.get .*exactly \['agent'\]/],
  ['an agentProcedure without agent', agentProcedure.meta({ openapi: openapi('/v1/w'), auth: MEMBERS }), /widgets\.get .*exactly \['agent'\]/],
  ['an authedProcedure for people only', authedProcedure.meta({ openapi: openapi('/v1/w'), auth: MEMBERS }), /widgets\.get .*use userProcedure or agentProcedure/],
  ['a userProcedure accepting device tokens', userProcedure.meta({ openapi: openapi('/v1/w'), auth: { credentials: ['session', 'device'] } }), /widgets\.get .*accepts device tokens but is not a deviceProcedure/],
  ['an authedProcedure accepting device tokens', authedProcedure.meta({ openapi: openapi('/v1/w'), auth: { credentials: ['agent', 'pat', 'device'] } }), /widgets\.get .*accepts device tokens but is not a deviceProcedure/],
  ['a deviceProcedure accepting agent keys', deviceProcedure.meta({ openapi: openapi('/v1/w'), auth: { credentials: ['device', 'agent'] } }), /widgets\.get .*is a deviceProcedure: .*never agent keys/],
  ['a deviceProcedure without device', deviceProcedure.meta({ openapi: openapi('/v1/w'), auth: MEMBERS }), /widgets\.get .*must accept 'device'/],
  ['a procedure accepting no credential', userProcedure.meta({ openapi: openapi('/v1/w'), auth: { credentials: [] } }), /widgets\.get .*accepts no credential/],
] as const;

describe('checkProcedureAccess', () => {
  it('passes the real router', () => {
    expect(() => checkProcedureAccess(appRouter)).not.toThrow();
  });

  it('passes each kind declared as it should be', () => {
    const fine = router({
      open: publicProcedure.meta({ openapi: openapi('/v1/a') }).query(answer),
      people: userProcedure.meta({ openapi: openapi('/v1/b'), auth: MEMBERS }).query(answer),
      agents: agentProcedure.meta({ openapi: openapi('/v1/c'), auth: { credentials: ['agent'] } }).query(answer),
      both: authedProcedure.meta({ openapi: openapi('/v1/d'), auth: { credentials: ['agent', 'pat'] } }).query(answer),
      devices: deviceProcedure.meta({ openapi: openapi('/v1/e'), auth: { credentials: ['device'] } }).query(answer),
      devicesAndPeople: deviceProcedure.meta({ openapi: openapi('/v1/f'), auth: { credentials: ['device', 'session'], role: 'member' } }).query(answer),
    });
    expect(() => checkProcedureAccess(fine)).not.toThrow();
  });

  it.each(WRONG)('refuses %s, naming it', (_name, builder, message) => {
    expect(() => checkProcedureAccess(routerWith(builder.input(z.void()).query(answer)))).toThrow(message);
  });

  it('runs when the app is assembled: a mis-declared router is never served', () => {
    const wrong = routerWith(userProcedure.meta({ openapi: openapi('/v1/w') }).query(answer));
    expect(() => createApp({} as AppDeps, wrong)).toThrow(/widgets\.get .*has no meta\.auth/);
  });
});
