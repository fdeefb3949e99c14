import { z } from 'zod';
import type { AdapterContext } from './contract.js';
import { ProviderFailure } from './failure.js';
import { callProvider } from './http.js';
import { OPENAI_SETTINGS, openAIErrorMessage, openAISettings } from './openai-protocol.js';

export const IMAGES_SETTINGS = OPENAI_SETTINGS;

/** The eight bytes every PNG file begins with (PNG specification, 5.2). */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** OpenAI's documented answer to POST /v1/images/generations with `response_format: b64_json`. */
const ZImagesSchema = z.object({
  created: z.number().optional(),
  data: z.array(z.object({ b64_json: z.string(), revised_prompt: z.string().optional() })),
});

export interface ImageRequest {
  prompt: string;
  size: string;
  quality: string;
  style?: string | undefined;
  maxBytes: number;
}

/**
 * POST {OPENAI_BASE_URL}/images/generations for one image of PROCTOR_IMAGE_MODEL, answered as
 * base64 (`response_format: b64_json`), as OpenAI documents it for DALL·E 3. The answer must be
 * one PNG of at most `maxBytes`: anything else is a failure, so that no caller stores a broken file.
 */
export async function generateImageWithOpenAI(
  request: ImageRequest,
  context: AdapterContext,
): Promise<{ png: Buffer; model: string; revised_prompt: string | undefined }> {
  const settings = openAISettings('image.generate', context.config);
  const model = context.config.PROCTOR_IMAGE_MODEL;
  const answer = await callProvider({
    provider: settings.provider,
    url: `${settings.baseUrl}/images/generations`,
    headers: { authorization: `Bearer ${settings.apiKey}` },
    body: {
      model,
      prompt: request.prompt,
      n: 1,
      size: request.size,
      quality: request.quality,
      response_format: 'b64_json',
      ...(request.style === undefined ? {} : { style: request.style }),
    },
    signal: context.signal,
    schema: ZImagesSchema,
    errorMessage: openAIErrorMessage,
  });
  if (answer.data.length !== 1) throw new ProviderFailure(`${settings.provider} answered ${answer.data.length} images where 1 was asked for`);
  const [image] = answer.data as [{ b64_json: string; revised_prompt?: string }];
  if (image.b64_json.length > Math.ceil(request.maxBytes / 3) * 4) {
    throw new ProviderFailure(`${settings.provider} answered an image larger than ${request.maxBytes} bytes`);
  }
  const png = Buffer.from(image.b64_json, 'base64');
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new ProviderFailure(`${settings.provider} answered an image that is not a PNG file`);
  return { png, model, revised_prompt: image.revised_prompt };
}
