# GENERATED FILE, DO NOT EDIT. The ``models`` resource: one method per API operation, synchronous and asynchronous.
# Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-python/scripts/generate.py).
from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any, List, Literal, Mapping, overload

from ..._base_client import RequestOptions
from ..._pagination import AsyncPaginator, SyncCursorPage
from ..._resource import _body, _headers, _json, _model, _new_idempotency_key, _none, _path
from ..._response import async_to_raw_response_wrapper, to_raw_response_wrapper
from ..._types import NOT_GIVEN, NotGiven
from ..._waiting import WAIT_BUDGET, wait_async, wait_sync
from .. import models, params

if TYPE_CHECKING:
    from ..._base_client import AsyncAPIClient, SyncAPIClient


class ModelsFavorites:
    """``client.models.favorites``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> ModelsFavoritesWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return ModelsFavoritesWithRawResponse(self)

    def add(
        self,
        *,
        model_id: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ModelFavorite:
        """Mark a model as a favorite

        Adds `model_id` to your favorites in this organization and answers the favorite, 200 whether it
        was added now or already was one: adding twice keeps one, with the `created_at` of the first
        time. The id is checked for its shape only (400 otherwise), not against the model list, which
        changes. At most 100 favorites per person: one more is 409 `conflict`.

        ``POST /api/v1/models/favorites`` (operationId ``models-favorites-add``).

        Args:
            model_id: A model id as text_generation.generate takes it, e.g. "openai/gpt-4o-mini"; in a path, its "/" sent as %2F
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/models/favorites",
                params=None,
                json_body=_body({"model_id": model_id}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ModelFavorite),
        )

    def list(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ModelsFavoritesListResponse:
        """Your favorite models

        The models you marked as favorites in this organization, oldest first: your own (each person has
        theirs), at most 100.

        ``GET /api/v1/models/favorites`` (operationId ``models-favorites-list``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/models/favorites",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ModelsFavoritesListResponse),
        )

    def remove(
        self,
        model_id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Remove a model from your favorites

        The model id is one path segment: its "/" is sent percent-encoded,
        `/api/v1/models/favorites/openai%2Fgpt-4o-mini` (both SDKs encode it). 404 when the model is not
        one of your favorites.

        ``DELETE /api/v1/models/favorites/{model_id}`` (operationId ``models-favorites-remove``).

        Args:
            model_id: A model id as text_generation.generate takes it, e.g. "openai/gpt-4o-mini"; in a path, its "/" sent as %2F
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/models/favorites/{_path(model_id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )


class Models:
    """``client.models``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def favorites(self) -> ModelsFavorites:
        return ModelsFavorites(self._client)

    @cached_property
    def with_raw_response(self) -> ModelsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return ModelsWithRawResponse(self)

    def list(
        self,
        *,
        q: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ModelList:
        """The models to pick from, with their per-token prices

        The model aggregator's list (OpenRouter, or the OpenAI-compatible server at
        OPENROUTER_BASE_URL), in its order, with each model's name, context length and prices: the very
        list text_generation.generate prices its requests with, read once an hour and shared. Models
        whose id text_generation.generate would refuse are left out. Without an aggregator
        (OPENROUTER_API_KEY unset and OPENROUTER_BASE_URL OpenRouter's), the sandbox list:
        `proctor/sandbox`, free, which chat uses by default. When the aggregator does not answer, or
        answers an error, 503 `service_unavailable` with Retry-After: a failed list is not kept, so the
        next call asks again.

        ``GET /api/v1/models/openrouter`` (operationId ``models-list``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/models/openrouter",
                params={"q": q},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ModelList),
        )


class ModelsFavoritesWithRawResponse:
    """``client.with_raw_response.models.favorites``: each method returns an ``APIResponse``."""

    def __init__(self, resource: ModelsFavorites) -> None:
        self._resource = resource
        self.add = to_raw_response_wrapper(resource.add)
        self.list = to_raw_response_wrapper(resource.list)
        self.remove = to_raw_response_wrapper(resource.remove)


class ModelsWithRawResponse:
    """``client.with_raw_response.models``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Models) -> None:
        self._resource = resource
        self.list = to_raw_response_wrapper(resource.list)

    @cached_property
    def favorites(self) -> ModelsFavoritesWithRawResponse:
        return ModelsFavoritesWithRawResponse(self._resource.favorites)


class AsyncModelsFavorites:
    """``client.models.favorites``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncModelsFavoritesWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncModelsFavoritesWithRawResponse(self)

    async def add(
        self,
        *,
        model_id: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ModelFavorite:
        """Mark a model as a favorite

        Adds `model_id` to your favorites in this organization and answers the favorite, 200 whether it
        was added now or already was one: adding twice keeps one, with the `created_at` of the first
        time. The id is checked for its shape only (400 otherwise), not against the model list, which
        changes. At most 100 favorites per person: one more is 409 `conflict`.

        ``POST /api/v1/models/favorites`` (operationId ``models-favorites-add``).

        Args:
            model_id: A model id as text_generation.generate takes it, e.g. "openai/gpt-4o-mini"; in a path, its "/" sent as %2F
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/models/favorites",
                params=None,
                json_body=_body({"model_id": model_id}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ModelFavorite),
        )

    async def list(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ModelsFavoritesListResponse:
        """Your favorite models

        The models you marked as favorites in this organization, oldest first: your own (each person has
        theirs), at most 100.

        ``GET /api/v1/models/favorites`` (operationId ``models-favorites-list``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/models/favorites",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ModelsFavoritesListResponse),
        )

    async def remove(
        self,
        model_id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Remove a model from your favorites

        The model id is one path segment: its "/" is sent percent-encoded,
        `/api/v1/models/favorites/openai%2Fgpt-4o-mini` (both SDKs encode it). 404 when the model is not
        one of your favorites.

        ``DELETE /api/v1/models/favorites/{model_id}`` (operationId ``models-favorites-remove``).

        Args:
            model_id: A model id as text_generation.generate takes it, e.g. "openai/gpt-4o-mini"; in a path, its "/" sent as %2F
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/models/favorites/{_path(model_id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )


class AsyncModels:
    """``client.models``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def favorites(self) -> AsyncModelsFavorites:
        return AsyncModelsFavorites(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncModelsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncModelsWithRawResponse(self)

    async def list(
        self,
        *,
        q: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ModelList:
        """The models to pick from, with their per-token prices

        The model aggregator's list (OpenRouter, or the OpenAI-compatible server at
        OPENROUTER_BASE_URL), in its order, with each model's name, context length and prices: the very
        list text_generation.generate prices its requests with, read once an hour and shared. Models
        whose id text_generation.generate would refuse are left out. Without an aggregator
        (OPENROUTER_API_KEY unset and OPENROUTER_BASE_URL OpenRouter's), the sandbox list:
        `proctor/sandbox`, free, which chat uses by default. When the aggregator does not answer, or
        answers an error, 503 `service_unavailable` with Retry-After: a failed list is not kept, so the
        next call asks again.

        ``GET /api/v1/models/openrouter`` (operationId ``models-list``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/models/openrouter",
                params={"q": q},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ModelList),
        )


class AsyncModelsFavoritesWithRawResponse:
    """``async_client.with_raw_response.models.favorites``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncModelsFavorites) -> None:
        self._resource = resource
        self.add = async_to_raw_response_wrapper(resource.add)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.remove = async_to_raw_response_wrapper(resource.remove)


class AsyncModelsWithRawResponse:
    """``async_client.with_raw_response.models``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncModels) -> None:
        self._resource = resource
        self.list = async_to_raw_response_wrapper(resource.list)

    @cached_property
    def favorites(self) -> AsyncModelsFavoritesWithRawResponse:
        return AsyncModelsFavoritesWithRawResponse(self._resource.favorites)
