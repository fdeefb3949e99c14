import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ZVoicesResponseSchema } from '../../../src/routers/tts/voices.types.js';
import { useTestApp } from '../../support/app.js';
import { useAgentWithBindings } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

type Voices = z.infer<typeof ZVoicesResponseSchema>;

describe('GET /api/v1/tts', () => {
  describe('without the live provider configured', () => {
    const app = useTestApp();
    const fixture = useAgentWithBindings(app, {});

    it("lists the local synthesizer's voices, with their language and gender, to a person and to an agent", async () => {
      for (const as of [{ bearer: fixture.token }, { cookie: fixture.owner.cookie }, { bearer: fixture.liveKey }, { bearer: fixture.testKey }]) {
        const result = await call<Voices>(app, 'GET', '/api/v1/tts', { as });
        expect(result.status, result.raw).toBe(200);
        expect(result.body.local).toEqual({ available: true });
        expect(result.body.live).toEqual({ available: false });
        expect(result.body.voices.every((voice) => voice.provider === 'local')).toBe(true);
        expect(result.body.voices.length).toBeGreaterThan(100);
        expect(result.body.voices).toContainEqual({ id: 'en-us', name: 'English (America)', language: 'en-US', provider: 'local', gender: 'male' });
        expect(result.body.voices).toContainEqual(expect.objectContaining({ id: 'pt-br', language: 'pt-BR', provider: 'local' }));
      }
    });
  });

  describe('with the live provider configured', () => {
    const app = useTestApp({ env: { OPENAI_API_KEY: 'sk-test', PROCTOR_SPEECH_VOICES: 'alloy, nova' } });
    const fixture = useAgentWithBindings(app, {});

    it('lists its voices too, as PROCTOR_SPEECH_VOICES names them', async () => {
      const result = await call<Voices>(app, 'GET', '/api/v1/tts', { as: { bearer: fixture.token } });
      expect(result.status, result.raw).toBe(200);
      expect(result.body.live).toEqual({ available: true });
      expect(result.body.voices.filter((voice) => voice.provider === 'live')).toEqual([
        { id: 'alloy', name: 'Alloy', language: 'mul', provider: 'live', gender: null },
        { id: 'nova', name: 'Nova', language: 'mul', provider: 'live', gender: null },
      ]);
    });
  });
});
