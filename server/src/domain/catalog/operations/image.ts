import { z } from 'zod';
import type { Config } from '../../../config.js';
import { IMAGES_SETTINGS, generateImageWithOpenAI } from '../../../providers/openai-images.js';
import { defineOperation } from '../define.js';
import { solidPng } from '../png.js';
import { SANDBOX_FAIL_TEXT, digest, sandboxFailure, sandboxResult } from '../sandbox.js';
import { ZLabelSchema, ZTextSchema } from '../../bounded.js';

/** DALL·E 3 takes prompts of up to 4,000 characters. */
const PROMPT_MAX_LENGTH = 4_000;
/**
 * The largest image a result holds: a 1792×1024 DALL·E 3 PNG is about 3 MB. The image is answered
 * in the result (base64) rather than stored, so that the request is one step and the result is
 * the image; an agent that keeps it stores it itself (storage.put_object).
 */
const IMAGE_MAX_BYTES = 6 * 1024 * 1024;
const IMAGE_BASE64_MAX_LENGTH = Math.ceil(IMAGE_MAX_BYTES / 3) * 4;

const SIZES = ['1024x1024', '1792x1024', '1024x1792'] as const;
const QUALITIES = ['standard', 'hd'] as const;

/** The price of one image of `size` and `quality`: PROCTOR_IMAGE_CENTS' square or wide price of that quality. */
function centsFor({ size, quality }: { size: (typeof SIZES)[number]; quality: (typeof QUALITIES)[number] }, config: Config): number {
  const prices = config.PROCTOR_IMAGE_CENTS;
  const square = size === '1024x1024';
  if (quality === 'hd') return square ? prices.hdSquare : prices.hdWide;
  return square ? prices.standardSquare : prices.standardWide;
}

const payload = z.strictObject({
  prompt: z.string().min(1).max(PROMPT_MAX_LENGTH).meta({ description: `What the image shows, 1 to ${PROMPT_MAX_LENGTH.toLocaleString('en-US')} characters` }),
  size: z.enum(SIZES).default('1024x1024').meta({ description: 'Width × height in pixels: square, landscape or portrait' }),
  quality: z.enum(QUALITIES).default('standard').meta({ description: '`hd`: finer detail, at a higher price' }),
  style: z.enum(['vivid', 'natural']).optional().meta({ description: '`vivid` (hyper-real, dramatic) or `natural`; the model chooses when left out' }),
});

const result = z.object({
  image_base64: z.string().max(IMAGE_BASE64_MAX_LENGTH).meta({ description: `The PNG file, base64; at most ${IMAGE_MAX_BYTES} bytes` }),
  content_type: z.literal('image/png'),
  bytes: z.number().int().min(1).meta({ description: 'Size of the PNG file' }),
  size: z.enum(SIZES),
  quality: z.enum(QUALITIES),
  revised_prompt: ZTextSchema.optional().meta({ description: 'The prompt the model drew from, when it rewrote yours' }),
  model: ZLabelSchema,
});

type Payload = z.infer<typeof payload>;

/** A PNG of one colour derived from the prompt, at a 64th of the asked size: deterministic and small. */
function sandboxImage({ prompt, size, quality }: Payload) {
  const [width, height] = size.split('x').map((side) => Number(side) / 64) as [number, number];
  const [red, green, blue] = Buffer.from(digest({ prompt }), 'hex');
  const png = solidPng(width, height, [red!, green!, blue!]);
  return sandboxResult({
    image_base64: png.toString('base64'),
    content_type: 'image/png' as const,
    bytes: png.length,
    size,
    quality,
    model: 'sandbox-image',
  });
}

export const imageGenerate = defineOperation({
  operation: 'image.generate',
  service: 'image',
  name: 'Generate an image',
  description:
    'Draws one image from a text prompt with the configured image model and answers the PNG file in the result (base64). Test mode answers a small PNG of one colour derived from the prompt.',
  payload,
  result,
  pricing: {
    unit: 'image',
    formula:
      'One image at PROCTOR_IMAGE_CENTS by size and quality (default DALL·E 3\'s prices: standard 4 cents square, 8 cents landscape or portrait; hd 8 cents square, 12 cents landscape or portrait): the estimate and the cost are the same.',
    estimateCents: (request, { config }) => centsFor(request, config),
  },
  async: false,
  requiresConnectedApp: null,
  liveProvider: 'any OpenAI-compatible `POST /images/generations` (`response_format: b64_json`)',
  liveSettings: IMAGES_SETTINGS,
  examples: [{ description: 'A product illustration', payload: { prompt: 'A watercolour of a lighthouse at dawn', size: '1024x1024', quality: 'standard' } }],
  sandboxFailures: [{ description: `The prompt "${SANDBOX_FAIL_TEXT}" fails`, payload: { prompt: SANDBOX_FAIL_TEXT, size: '1024x1024', quality: 'standard' } }],
  sandbox: (request) => (request.prompt === SANDBOX_FAIL_TEXT ? sandboxFailure(`prompt is "${SANDBOX_FAIL_TEXT}"`) : sandboxImage(request)),
  live: async (request, context) => {
    const { png, model, revised_prompt } = await generateImageWithOpenAI({ ...request, maxBytes: IMAGE_MAX_BYTES }, context);
    return {
      status: 'executed',
      result: {
        image_base64: png.toString('base64'),
        content_type: 'image/png' as const,
        bytes: png.length,
        size: request.size,
        quality: request.quality,
        ...(revised_prompt === undefined ? {} : { revised_prompt: revised_prompt.slice(0, 20_000) }),
        model,
      },
      costCents: centsFor(request, context.config),
    };
  },
});
