# GENERATED FILE, DO NOT EDIT. The ``speech`` resource: one method per API operation, synchronous and asynchronous.
# Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-python/scripts/generate.py).
from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any, List, Literal, Mapping, overload

from ..._base_client import RequestOptions
from ..._pagination import AsyncPaginator, SyncCursorPage
from ..._resource import _body, _headers, _json, _model, _new_idempotency_key, _none, _path
from ..._response import BinaryResponse, async_to_raw_response_wrapper, to_raw_response_wrapper
from ..._types import NOT_GIVEN, NotGiven
from ..._waiting import WAIT_BUDGET, wait_async, wait_sync
from .. import models, params

if TYPE_CHECKING:
    from ..._base_client import AsyncAPIClient, SyncAPIClient


class Speech:
    """``client.speech``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> SpeechWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return SpeechWithRawResponse(self)

    def create(
        self,
        *,
        text: str,
        voice: str | NotGiven = NOT_GIVEN,
        rate: float | NotGiven = NOT_GIVEN,
        pitch: float | NotGiven = NOT_GIVEN,
        language: str | NotGiven = NOT_GIVEN,
        provider: Literal["local", "live"] | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> BinaryResponse:
        """Speak a text: a WAV file

        Answers `audio/wav` (RIFF/WAVE, 16-bit PCM), `Cache-Control: no-store`. Text: 1 to 1000
        characters. An agent key's agent's voice_config (rate, pitch, language) gives what the request
        leaves out.

        - **Local** (default): eSpeak NG on this server, free, no service request. `rate` × 175 words a
        minute, held within eSpeak's 80 to 450; `pitch` as eSpeak's 0–99 (50 + 2.5 × pitch). Not
        installed (the optional package espeak-ng): 503 `not_configured`.
        - **Live** (`provider: "live"`, or a voice only the live provider has): agent keys only (a
        person: 403), as the catalog operation speech.synthesize dispatched through the pipeline as the
        agent, so the agent must be bound to it and its budgets and approvals apply; priced per
        character (GET /api/v1/agent-docs). `rate` is the provider's speed, held within 0.25 to 4;
        `pitch` is not used. The answer carries `X-Service-Request-Id`. The request waits for approval:
        409 `conflict` naming the service request and its approval (once approved, the request's result
        holds the audio as base64); blocked: 403 naming the request and its reason_code; the provider
        failed: 502 naming the request. An Idempotency-Key (optional; the SDKs send one) makes a retry
        answer the same request, never a second charge.

        See docs/speech.md.

        ``POST /api/v1/tts`` (operationId ``tts-create``).

        Args:
            text: What to say: 1 to 1000 characters
            voice: A voice's id from GET /api/v1/tts. Left out: the local voice of `language` (else `en-us`); with `provider: "live"`, the live provider's first voice
            rate: Speaking rate, a multiple of the voice's normal rate, 0.1 to 10 (default 1, or the agent's voice_config.rate)
            pitch: Pitch, −20 to 20 steps from the voice's own (default 0, or the agent's voice_config.pitch); the live synthesizer has no pitch
            language: BCP 47: picks the local voice when `voice` is left out (default the agent's voice_config.language)
            provider: `local` (free, on this server) or `live` (agent keys only: the governed operation speech.synthesize). Left out: the provider of `voice`, local when both have it
            idempotency_key: the Idempotency-Key; default a new UUID v4, the same on every retry.
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
            Returns the file (audio/wav) as a BinaryResponse: ``.content``, ``.write_to_file(path)``.
        """
        return self._client.request_binary(
            RequestOptions(
                method="POST",
                path="/api/v1/tts",
                params=None,
                json_body=_body(
                    {
                        "text": text,
                        "voice": voice,
                        "rate": rate,
                        "pitch": pitch,
                        "language": language,
                        "provider": provider,
                    }
                ),
                headers=_headers(
                    extra_headers,
                    {
                        "Accept": "audio/wav, application/json",
                        "Idempotency-Key": idempotency_key or _new_idempotency_key(),
                    },
                ),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            )
        )

    def voices(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.TtsVoicesResponse:
        """List the voices of speech

        The voices POST /api/v1/tts speaks with: the local synthesizer's (eSpeak NG, free, on this
        server; `local.available` is false when its optional package is not installed) and, when the
        live provider is configured, its voices (provider `live`, spoken through the governed operation
        speech.synthesize, for agent keys only). See docs/speech.md.

        ``GET /api/v1/tts`` (operationId ``tts-voices``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/tts",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.TtsVoicesResponse),
        )


class SpeechWithRawResponse:
    """``client.with_raw_response.speech``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Speech) -> None:
        self._resource = resource
        self.voices = to_raw_response_wrapper(resource.voices)


class AsyncSpeech:
    """``client.speech``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncSpeechWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncSpeechWithRawResponse(self)

    async def create(
        self,
        *,
        text: str,
        voice: str | NotGiven = NOT_GIVEN,
        rate: float | NotGiven = NOT_GIVEN,
        pitch: float | NotGiven = NOT_GIVEN,
        language: str | NotGiven = NOT_GIVEN,
        provider: Literal["local", "live"] | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> BinaryResponse:
        """Speak a text: a WAV file

        Answers `audio/wav` (RIFF/WAVE, 16-bit PCM), `Cache-Control: no-store`. Text: 1 to 1000
        characters. An agent key's agent's voice_config (rate, pitch, language) gives what the request
        leaves out.

        - **Local** (default): eSpeak NG on this server, free, no service request. `rate` × 175 words a
        minute, held within eSpeak's 80 to 450; `pitch` as eSpeak's 0–99 (50 + 2.5 × pitch). Not
        installed (the optional package espeak-ng): 503 `not_configured`.
        - **Live** (`provider: "live"`, or a voice only the live provider has): agent keys only (a
        person: 403), as the catalog operation speech.synthesize dispatched through the pipeline as the
        agent, so the agent must be bound to it and its budgets and approvals apply; priced per
        character (GET /api/v1/agent-docs). `rate` is the provider's speed, held within 0.25 to 4;
        `pitch` is not used. The answer carries `X-Service-Request-Id`. The request waits for approval:
        409 `conflict` naming the service request and its approval (once approved, the request's result
        holds the audio as base64); blocked: 403 naming the request and its reason_code; the provider
        failed: 502 naming the request. An Idempotency-Key (optional; the SDKs send one) makes a retry
        answer the same request, never a second charge.

        See docs/speech.md.

        ``POST /api/v1/tts`` (operationId ``tts-create``).

        Args:
            text: What to say: 1 to 1000 characters
            voice: A voice's id from GET /api/v1/tts. Left out: the local voice of `language` (else `en-us`); with `provider: "live"`, the live provider's first voice
            rate: Speaking rate, a multiple of the voice's normal rate, 0.1 to 10 (default 1, or the agent's voice_config.rate)
            pitch: Pitch, −20 to 20 steps from the voice's own (default 0, or the agent's voice_config.pitch); the live synthesizer has no pitch
            language: BCP 47: picks the local voice when `voice` is left out (default the agent's voice_config.language)
            provider: `local` (free, on this server) or `live` (agent keys only: the governed operation speech.synthesize). Left out: the provider of `voice`, local when both have it
            idempotency_key: the Idempotency-Key; default a new UUID v4, the same on every retry.
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
            Returns the file (audio/wav) as a BinaryResponse: ``.content``, ``.write_to_file(path)``.
        """
        return await self._client.request_binary(
            RequestOptions(
                method="POST",
                path="/api/v1/tts",
                params=None,
                json_body=_body(
                    {
                        "text": text,
                        "voice": voice,
                        "rate": rate,
                        "pitch": pitch,
                        "language": language,
                        "provider": provider,
                    }
                ),
                headers=_headers(
                    extra_headers,
                    {
                        "Accept": "audio/wav, application/json",
                        "Idempotency-Key": idempotency_key or _new_idempotency_key(),
                    },
                ),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            )
        )

    async def voices(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.TtsVoicesResponse:
        """List the voices of speech

        The voices POST /api/v1/tts speaks with: the local synthesizer's (eSpeak NG, free, on this
        server; `local.available` is false when its optional package is not installed) and, when the
        live provider is configured, its voices (provider `live`, spoken through the governed operation
        speech.synthesize, for agent keys only). See docs/speech.md.

        ``GET /api/v1/tts`` (operationId ``tts-voices``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/tts",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.TtsVoicesResponse),
        )


class AsyncSpeechWithRawResponse:
    """``async_client.with_raw_response.speech``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncSpeech) -> None:
        self._resource = resource
        self.voices = async_to_raw_response_wrapper(resource.voices)
