# GENERATED FILE, DO NOT EDIT. The ``storage`` resource: one method per API operation, synchronous and asynchronous.
# Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-python/scripts/generate.py).
from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any, List, Literal, Mapping, overload

from ..._base_client import RequestOptions
from ..._pagination import AsyncPaginator, SyncCursorPage
from ..._resource import _body, _headers, _json, _model, _new_idempotency_key, _none, _path
from ..._response import (
    AsyncStreamedBinaryResponse,
    StreamedBinaryResponse,
    async_to_raw_response_wrapper,
    to_raw_response_wrapper,
)
from ..._types import NOT_GIVEN, NotGiven
from ..._waiting import WAIT_BUDGET, wait_async, wait_sync
from .. import models, params

if TYPE_CHECKING:
    from ..._base_client import AsyncAPIClient, SyncAPIClient


class StorageObjects:
    """``client.storage.objects``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> StorageObjectsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return StorageObjectsWithRawResponse(self)

    def create(
        self,
        *,
        key: str,
        content_type: str,
        size: int,
        sha256: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.CreatedStorageObject:
        """Create an object and its upload URL

        Creates a `pending` object in the workspace you act in and answers (201) a presigned
        `upload_url`, good until `upload_expires_at` (PROCTOR_STORAGE_URL_SECONDS, 15 minutes by
        default): `PUT` the bytes there with no Authorization header and with the declared
        `Content-Type`; the signature in the URL is the credential. With an S3 store (S3_BUCKET) the URL
        is the store's own presigned URL, which signs the size and content type, and the object becomes
        `available` when it is next read (GET, download) or swept, once its size and hash are checked;
        what follows is the server's own store. The upload is streamed to disk and hashed as it arrives:
        more bytes than `size` are refused as they arrive (413), fewer, or a SHA-256 other than `sha256`
        when given, are 400; the object then stays `pending` and the same URL may be tried again. Once
        the bytes arrive whole it becomes `available` (the PUT answers 204 with the hash as ETag) and
        never changes; a second PUT is 409. A pending object never uploaded is removed once its URL has
        been expired that long again. Quotas per workspace, deleted objects not counted: more objects
        than PROCTOR_STORAGE_QUOTA_OBJECTS is 409 `conflict`, more bytes than
        PROCTOR_STORAGE_QUOTA_BYTES 413 `quota_exceeded`, each message giving the numbers. Browser
        session only, as the spec says (a personal token is 403); members and up. Audited as
        `storage_object.created`.

        ``POST /api/v1/storage/objects`` (operationId ``storage-create``).

        Args:
            key: Its name in the workspace, e.g. `reports/2025/q1.pdf`; keys need not be unique
            content_type: The media type it is downloaded with
            size: Its size in bytes: the upload must bring exactly this many
            sha256: Optional: the SHA-256 the upload must have (64 lower-case hex digits)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/storage/objects",
                params=None,
                json_body=_body({"key": key, "content_type": content_type, "size": size, "sha256": sha256}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.CreatedStorageObject),
        )

    def delete(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Delete an object (restorable for 7 days)

        Soft deletion: the object leaves the list and stops counting against the workspace's quotas; it
        can be restored for 7 days (POST /api/v1/storage/objects/{id}/restore), after which a background
        job purges its bytes. Deleting it again is 409, or 410 past the 7 days. Browser session only, as
        the spec says (a personal token is 403); members and up. Audited as `storage_object.deleted`;
        the purge as `storage_object.purged`.

        ``DELETE /api/v1/storage/objects/{id}`` (operationId ``storage-delete``).

        Args:
            id: Stored object id (obj_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/storage/objects/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    def download(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> StreamedBinaryResponse:
        """Download an object's bytes: the redirect followed, its body a stream

        302 to a signed URL of the object's bytes, good for PROCTOR_STORAGE_URL_SECONDS (15 minutes by
        default) and for this object only: follow it with no other credential (`curl -L`). The bytes
        come with the object's content type, its key's last segment as an attachment's file name, and a
        sandboxing Content-Security-Policy. An object not yet uploaded, or deleted, is 409 (restore it
        first); one deleted more than 7 days ago 410. A changed or expired URL is 403. The SDKs give the
        signed URL without following it (`storage.objects.downloadUrl`, Python `download_url`) and the
        bytes as a stream (`storage.objects.download`). Browser session only, as the spec says (a
        personal token is 403); members and up.

        ``GET /api/v1/storage/objects/{id}/download`` (operationId ``storage-download``).

        Args:
            id: Stored object id (obj_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
            Then GETs its Location with no credential and answers StreamedBinaryResponse once its headers arrive, the body unread: read it with ``with …`` and ``for chunk in r.iter_bytes()``, and close it (a context manager). The timeout covers both requests up to those headers.
        """
        return self._client.request_redirected(
            RequestOptions(
                method="GET",
                path=f"/api/v1/storage/objects/{_path(id)}/download",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            )
        )

    def download_url(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> str:
        """Download an object's bytes: the URL it redirects to, not followed

        302 to a signed URL of the object's bytes, good for PROCTOR_STORAGE_URL_SECONDS (15 minutes by
        default) and for this object only: follow it with no other credential (`curl -L`). The bytes
        come with the object's content type, its key's last segment as an attachment's file name, and a
        sandboxing Content-Security-Policy. An object not yet uploaded, or deleted, is 409 (restore it
        first); one deleted more than 7 days ago 410. A changed or expired URL is 403. The SDKs give the
        signed URL without following it (`storage.objects.downloadUrl`, Python `download_url`) and the
        bytes as a stream (`storage.objects.download`). Browser session only, as the spec says (a
        personal token is 403); members and up.

        ``GET /api/v1/storage/objects/{id}/download`` (operationId ``storage-download``).

        Args:
            id: Stored object id (obj_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
            Returns its Location, an absolute URL.
        """
        return self._client.request_location(
            RequestOptions(
                method="GET",
                path=f"/api/v1/storage/objects/{_path(id)}/download",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            )
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        prefix: str | NotGiven = NOT_GIVEN,
        deleted: Literal["true", "false"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.StorageObject]:
        """The workspace's stored objects

        The objects of the workspace you act in, pending and available, oldest first (`order=desc`:
        newest first), a page at a time (the SDKs iterate every page); with `prefix`, those whose key
        starts with it; with `deleted=true`, the deleted ones still restorable instead. Browser session
        only, as the spec says (a personal token is 403); members and up.

        ``GET /api/v1/storage/objects`` (operationId ``storage-list``).

        Args:
            limit: Page size, 1 to 100
            order: asc: oldest first (default); desc: newest first
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return SyncCursorPage.fetch(
            self._client,
            RequestOptions(
                method="GET",
                path="/api/v1/storage/objects",
                params={"limit": limit, "cursor": cursor, "order": order, "prefix": prefix, "deleted": deleted},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.StorageObject),
        )

    def restore(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.StorageObject:
        """Restore a deleted object

        Within 7 days of its deletion, the object comes back as it was (pending or available), counted
        against the workspace's quotas again (409 `conflict` or 413 `quota_exceeded` when it no longer
        fits). After 7 days it is 410 `gone`, whether or not the purge job has removed its bytes yet;
        one not deleted is 409. Browser session only, as the spec says (a personal token is 403);
        members and up. Audited as `storage_object.restored`.

        ``POST /api/v1/storage/objects/{id}/restore`` (operationId ``storage-restore``).

        Args:
            id: Stored object id (obj_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/storage/objects/{_path(id)}/restore",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.StorageObject),
        )

    def retrieve(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.StorageObject:
        """One stored object

        An object of the organization in any state: pending, available, deleted (with
        `restorable_until`) or purged. Another organization's is 404. Browser session only, as the spec
        says (a personal token is 403); members and up.

        ``GET /api/v1/storage/objects/{id}`` (operationId ``storage-get``).

        Args:
            id: Stored object id (obj_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/storage/objects/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.StorageObject),
        )


class Storage:
    """``client.storage``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def objects(self) -> StorageObjects:
        return StorageObjects(self._client)

    @cached_property
    def with_raw_response(self) -> StorageWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return StorageWithRawResponse(self)


class StorageObjectsWithRawResponse:
    """``client.with_raw_response.storage.objects``: each method returns an ``APIResponse``."""

    def __init__(self, resource: StorageObjects) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.delete = to_raw_response_wrapper(resource.delete)
        self.list = to_raw_response_wrapper(resource.list)
        self.restore = to_raw_response_wrapper(resource.restore)
        self.retrieve = to_raw_response_wrapper(resource.retrieve)


class StorageWithRawResponse:
    """``client.with_raw_response.storage``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Storage) -> None:
        self._resource = resource

    @cached_property
    def objects(self) -> StorageObjectsWithRawResponse:
        return StorageObjectsWithRawResponse(self._resource.objects)


class AsyncStorageObjects:
    """``client.storage.objects``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncStorageObjectsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncStorageObjectsWithRawResponse(self)

    async def create(
        self,
        *,
        key: str,
        content_type: str,
        size: int,
        sha256: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.CreatedStorageObject:
        """Create an object and its upload URL

        Creates a `pending` object in the workspace you act in and answers (201) a presigned
        `upload_url`, good until `upload_expires_at` (PROCTOR_STORAGE_URL_SECONDS, 15 minutes by
        default): `PUT` the bytes there with no Authorization header and with the declared
        `Content-Type`; the signature in the URL is the credential. With an S3 store (S3_BUCKET) the URL
        is the store's own presigned URL, which signs the size and content type, and the object becomes
        `available` when it is next read (GET, download) or swept, once its size and hash are checked;
        what follows is the server's own store. The upload is streamed to disk and hashed as it arrives:
        more bytes than `size` are refused as they arrive (413), fewer, or a SHA-256 other than `sha256`
        when given, are 400; the object then stays `pending` and the same URL may be tried again. Once
        the bytes arrive whole it becomes `available` (the PUT answers 204 with the hash as ETag) and
        never changes; a second PUT is 409. A pending object never uploaded is removed once its URL has
        been expired that long again. Quotas per workspace, deleted objects not counted: more objects
        than PROCTOR_STORAGE_QUOTA_OBJECTS is 409 `conflict`, more bytes than
        PROCTOR_STORAGE_QUOTA_BYTES 413 `quota_exceeded`, each message giving the numbers. Browser
        session only, as the spec says (a personal token is 403); members and up. Audited as
        `storage_object.created`.

        ``POST /api/v1/storage/objects`` (operationId ``storage-create``).

        Args:
            key: Its name in the workspace, e.g. `reports/2025/q1.pdf`; keys need not be unique
            content_type: The media type it is downloaded with
            size: Its size in bytes: the upload must bring exactly this many
            sha256: Optional: the SHA-256 the upload must have (64 lower-case hex digits)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/storage/objects",
                params=None,
                json_body=_body({"key": key, "content_type": content_type, "size": size, "sha256": sha256}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.CreatedStorageObject),
        )

    async def delete(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Delete an object (restorable for 7 days)

        Soft deletion: the object leaves the list and stops counting against the workspace's quotas; it
        can be restored for 7 days (POST /api/v1/storage/objects/{id}/restore), after which a background
        job purges its bytes. Deleting it again is 409, or 410 past the 7 days. Browser session only, as
        the spec says (a personal token is 403); members and up. Audited as `storage_object.deleted`;
        the purge as `storage_object.purged`.

        ``DELETE /api/v1/storage/objects/{id}`` (operationId ``storage-delete``).

        Args:
            id: Stored object id (obj_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/storage/objects/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    async def download(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncStreamedBinaryResponse:
        """Download an object's bytes: the redirect followed, its body a stream

        302 to a signed URL of the object's bytes, good for PROCTOR_STORAGE_URL_SECONDS (15 minutes by
        default) and for this object only: follow it with no other credential (`curl -L`). The bytes
        come with the object's content type, its key's last segment as an attachment's file name, and a
        sandboxing Content-Security-Policy. An object not yet uploaded, or deleted, is 409 (restore it
        first); one deleted more than 7 days ago 410. A changed or expired URL is 403. The SDKs give the
        signed URL without following it (`storage.objects.downloadUrl`, Python `download_url`) and the
        bytes as a stream (`storage.objects.download`). Browser session only, as the spec says (a
        personal token is 403); members and up.

        ``GET /api/v1/storage/objects/{id}/download`` (operationId ``storage-download``).

        Args:
            id: Stored object id (obj_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
            Then GETs its Location with no credential and answers AsyncStreamedBinaryResponse once its headers arrive, the body unread: read it with ``async with await …`` and ``async for chunk in r.iter_bytes()``, and close it (a context manager). The timeout covers both requests up to those headers.
        """
        return await self._client.request_redirected(
            RequestOptions(
                method="GET",
                path=f"/api/v1/storage/objects/{_path(id)}/download",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            )
        )

    async def download_url(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> str:
        """Download an object's bytes: the URL it redirects to, not followed

        302 to a signed URL of the object's bytes, good for PROCTOR_STORAGE_URL_SECONDS (15 minutes by
        default) and for this object only: follow it with no other credential (`curl -L`). The bytes
        come with the object's content type, its key's last segment as an attachment's file name, and a
        sandboxing Content-Security-Policy. An object not yet uploaded, or deleted, is 409 (restore it
        first); one deleted more than 7 days ago 410. A changed or expired URL is 403. The SDKs give the
        signed URL without following it (`storage.objects.downloadUrl`, Python `download_url`) and the
        bytes as a stream (`storage.objects.download`). Browser session only, as the spec says (a
        personal token is 403); members and up.

        ``GET /api/v1/storage/objects/{id}/download`` (operationId ``storage-download``).

        Args:
            id: Stored object id (obj_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
            Returns its Location, an absolute URL.
        """
        return await self._client.request_location(
            RequestOptions(
                method="GET",
                path=f"/api/v1/storage/objects/{_path(id)}/download",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            )
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        prefix: str | NotGiven = NOT_GIVEN,
        deleted: Literal["true", "false"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.StorageObject]:
        """The workspace's stored objects

        The objects of the workspace you act in, pending and available, oldest first (`order=desc`:
        newest first), a page at a time (the SDKs iterate every page); with `prefix`, those whose key
        starts with it; with `deleted=true`, the deleted ones still restorable instead. Browser session
        only, as the spec says (a personal token is 403); members and up.

        ``GET /api/v1/storage/objects`` (operationId ``storage-list``).

        Args:
            limit: Page size, 1 to 100
            order: asc: oldest first (default); desc: newest first
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return AsyncPaginator(
            self._client,
            RequestOptions(
                method="GET",
                path="/api/v1/storage/objects",
                params={"limit": limit, "cursor": cursor, "order": order, "prefix": prefix, "deleted": deleted},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.StorageObject),
        )

    async def restore(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.StorageObject:
        """Restore a deleted object

        Within 7 days of its deletion, the object comes back as it was (pending or available), counted
        against the workspace's quotas again (409 `conflict` or 413 `quota_exceeded` when it no longer
        fits). After 7 days it is 410 `gone`, whether or not the purge job has removed its bytes yet;
        one not deleted is 409. Browser session only, as the spec says (a personal token is 403);
        members and up. Audited as `storage_object.restored`.

        ``POST /api/v1/storage/objects/{id}/restore`` (operationId ``storage-restore``).

        Args:
            id: Stored object id (obj_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/storage/objects/{_path(id)}/restore",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.StorageObject),
        )

    async def retrieve(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.StorageObject:
        """One stored object

        An object of the organization in any state: pending, available, deleted (with
        `restorable_until`) or purged. Another organization's is 404. Browser session only, as the spec
        says (a personal token is 403); members and up.

        ``GET /api/v1/storage/objects/{id}`` (operationId ``storage-get``).

        Args:
            id: Stored object id (obj_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/storage/objects/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.StorageObject),
        )


class AsyncStorage:
    """``client.storage``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def objects(self) -> AsyncStorageObjects:
        return AsyncStorageObjects(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncStorageWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncStorageWithRawResponse(self)


class AsyncStorageObjectsWithRawResponse:
    """``async_client.with_raw_response.storage.objects``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncStorageObjects) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.delete = async_to_raw_response_wrapper(resource.delete)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.restore = async_to_raw_response_wrapper(resource.restore)
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)


class AsyncStorageWithRawResponse:
    """``async_client.with_raw_response.storage``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncStorage) -> None:
        self._resource = resource

    @cached_property
    def objects(self) -> AsyncStorageObjectsWithRawResponse:
        return AsyncStorageObjectsWithRawResponse(self._resource.objects)
