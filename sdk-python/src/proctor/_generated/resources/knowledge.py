# GENERATED FILE, DO NOT EDIT. The ``knowledge`` resource: one method per API operation, synchronous and asynchronous.
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


class KnowledgeCollectionsDocuments:
    """``client.knowledge.collections.documents``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> KnowledgeCollectionsDocumentsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return KnowledgeCollectionsDocumentsWithRawResponse(self)

    def create(
        self,
        id: str,
        *,
        title: str | NotGiven = NOT_GIVEN,
        content_type: Literal["text/plain", "text/markdown", "text/html", "application/pdf"] | NotGiven = NOT_GIVEN,
        content: str | NotGiven = NOT_GIVEN,
        object_id: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.KnowledgeDocument:
        """Add a document to a collection

        The document is sent inline (`content` with its `content_type`) or read from a stored object of
        your workspace (`object_id`, its content type picking the reader unless `content_type` names
        one; another organization's or workspace's object is 404, one not uploaded yet or deleted 409,
        purged 410). Text and Markdown are searched as sent (UTF-8); HTML is read as a browser's reader
        view reads it (Mozilla's Readability): the article, without navigation, scripts or styles. A PDF
        (inline in base64) is read page by page (pdf-parse); one that is not base64 is 400. Documents
        are cut into passages of at most 800 characters at paragraph, sentence or word boundaries, each
        overlapping the previous by about 200, and embedded by the collection's embedder: the server's
        local model (the one memories use), or, for a `provider` collection, embeddings.create
        dispatched as its agent (its binding, budgets and approval threshold apply; the organization's
        wallet pays). A document of at most PROCTOR_KNOWLEDGE_ASYNC_BYTES (100,000 by default: its UTF-8
        text, its decoded PDF, or its stored object's size) is read in the request and answers 201
        `ready`, searchable at once; one not a readable PDF, with no text or more than 1,000,000
        characters of text is 400, nothing stored; with no embedder configured, 501 `not_configured`. A
        provider collection's embeddings.create request that ends blocked (the agent has no binding for
        it: `policy_violation`; a budget or the wallet would be passed; the agent disabled) is 403; one
        that meets the binding's approval threshold is 409, its approval closed at once
        (`approval_expired`: nothing waits for a decision, so a later approval cannot charge for vectors
        never stored); one that failed at the provider 502; each names the service request and its
        reason code in `details`, and nothing is stored. A bigger one answers 202 `pending` and is read
        in the background (`processing`, then `ready`, or `failed` with `error` saying why: the same
        reasons, a provider collection's request refused or failed among them); watch its `status` in
        GET /api/v1/knowledge/collections/{id}/documents. Browser session only, as the spec says (a
        personal token is 403); the collections are those of the workspace you act in (another
        workspace's or organization's is 404). Audited as `knowledge_document.created`.

        ``POST /api/v1/knowledge/collections/{id}/documents`` (operationId ``knowledge-addDocument``).

        Args:
            id: Knowledge collection id (kcol_…)
            title: Default: an HTML page's title, else the stored object's file name, else the text's first line (a Markdown heading without its `#` marks)
            content_type: How to read `content` (required with it); with `object_id`, read the object as this rather than as its own content type
            content: The document, at most 200,000 characters; a PDF in base64. Or send `object_id`
            object_id: A stored object (obj_…) of your workspace, uploaded and not deleted, to read the document from instead of `content`; at most 20 MiB
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/knowledge/collections/{_path(id)}/documents",
                params=None,
                json_body=_body(
                    {"title": title, "content_type": content_type, "content": content, "object_id": object_id}
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.KnowledgeDocument),
        )

    def list(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.KnowledgeDocument]:
        """A collection's documents

        The collection's documents with their status and passage counts (not their text), oldest first
        (`order=desc`: newest first), a page at a time (the SDKs iterate every page). Browser session
        only, as the spec says (a personal token is 403); the collections are those of the workspace you
        act in (another workspace's or organization's is 404).

        ``GET /api/v1/knowledge/collections/{id}/documents`` (operationId ``knowledge-listDocuments``).

        Args:
            id: Knowledge collection id (kcol_…)
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
                path=f"/api/v1/knowledge/collections/{_path(id)}/documents",
                params={"limit": limit, "cursor": cursor, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.KnowledgeDocument),
        )


class KnowledgeCollectionsGrants:
    """``client.knowledge.collections.grants``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> KnowledgeCollectionsGrantsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return KnowledgeCollectionsGrantsWithRawResponse(self)

    def create(
        self,
        id: str,
        *,
        agent_id: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.KnowledgeGrant:
        """Grant a knowledge collection to an agent

        Admins and owners. The agent may then search the collection by dispatching `knowledge.query`
        (POST /api/v1/service-requests), under its binding's limits; agents read no collection that is
        not granted to them. Granting again changes nothing and answers the grant there is. An agent not
        in the organization is 404. Browser session only, as the spec says (a personal token is 403);
        the collections are those of the workspace you act in (another workspace's or organization's is
        404). Audited as `knowledge_collection.granted`.

        ``POST /api/v1/knowledge/collections/{id}/grants`` (operationId ``knowledge-grant``).

        Args:
            id: Knowledge collection id (kcol_…)
            agent_id: An agent of the organization
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/knowledge/collections/{_path(id)}/grants",
                params=None,
                json_body=_body({"agent_id": agent_id}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.KnowledgeGrant),
        )

    def delete(
        self,
        id: str,
        agent_id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Take a knowledge collection from an agent

        Admins and owners. The agent's next knowledge.query of the collection ends blocked
        `resource_not_granted`. A collection the agent was not granted is 404. Browser session only, as
        the spec says (a personal token is 403); the collections are those of the workspace you act in
        (another workspace's or organization's is 404). Audited as `knowledge_collection.revoked`.

        ``DELETE /api/v1/knowledge/collections/{id}/grants/{agent_id}`` (operationId ``knowledge-revoke``).

        Args:
            id: Knowledge collection id (kcol_…)
            agent_id: An agent of the organization
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/knowledge/collections/{_path(id)}/grants/{_path(agent_id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    def list(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.KnowledgeListGrantsResponse:
        """The agents a knowledge collection is granted to

        Every live agent that may search the collection (knowledge.query), in the order granted (one row
        per agent: no pages). Browser session only, as the spec says (a personal token is 403); the
        collections are those of the workspace you act in (another workspace's or organization's is
        404).

        ``GET /api/v1/knowledge/collections/{id}/grants`` (operationId ``knowledge-listGrants``).

        Args:
            id: Knowledge collection id (kcol_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/knowledge/collections/{_path(id)}/grants",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.KnowledgeListGrantsResponse),
        )


class KnowledgeCollections:
    """``client.knowledge.collections``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def documents(self) -> KnowledgeCollectionsDocuments:
        return KnowledgeCollectionsDocuments(self._client)

    @cached_property
    def grants(self) -> KnowledgeCollectionsGrants:
        return KnowledgeCollectionsGrants(self._client)

    @cached_property
    def with_raw_response(self) -> KnowledgeCollectionsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return KnowledgeCollectionsWithRawResponse(self)

    def create(
        self,
        *,
        name: str,
        description: str | NotGiven = NOT_GIVEN,
        embedder: Literal["local", "provider"] | NotGiven = NOT_GIVEN,
        agent_id: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.KnowledgeCollection:
        """Create a knowledge collection

        A collection of documents searched by meaning, in the workspace you act in; any member may
        create one. Its embedder is chosen here for good: `local` (default), the server's local model;
        or `provider`, embeddings.create dispatched through the governed pipeline as `agent_id` (an
        agent of this workspace: another workspace's is 400; another organization's, a deleted one or
        none is 404) for every document added and every person's query, so that the agent's binding,
        budgets and approval threshold govern it and the workspace's wallet pays. A provider
        collection's embeddings.create request that ends blocked (the agent has no binding for it:
        `policy_violation`; a budget or the wallet would be passed; the agent disabled) is 403; one that
        meets the binding's approval threshold is 409, its approval closed at once (`approval_expired`:
        nothing waits for a decision, so a later approval cannot charge for vectors never stored); one
        that failed at the provider 502; each names the service request and its reason code in
        `details`, and nothing is stored. An agent's knowledge.query embeds as the querying agent, live
        keys only. The collection keeps the server's embeddings model (PROCTOR_EMBEDDINGS_MODEL) and is
        never compared with another model's vectors. Without the provider configured (OPENAI_API_KEY),
        `provider` is 501 `not_configured`. Browser session only, as the spec says (a personal token is
        403); the collections are those of the workspace you act in (another workspace's or
        organization's is 404). Audited as `knowledge_collection.created`.

        ``POST /api/v1/knowledge/collections`` (operationId ``knowledge-create``).

        Args:
            embedder: Who embeds its passages and queries, for good: `local` (default), the server's local model, free; `provider`, the server's OpenAI-compatible embeddings provider, dispatched as `agent_id`
            agent_id: With `provider` (required then, refused otherwise): an agent of this workspace, bound to embeddings.create, that its embeddings are dispatched as
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/knowledge/collections",
                params=None,
                json_body=_body({"name": name, "description": description, "embedder": embedder, "agent_id": agent_id}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.KnowledgeCollection),
        )

    def delete(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Delete a knowledge collection

        Deletes the collection with its documents, passages and vectors, at once and for good. Only its
        creator, admins and owners may (403). Browser session only, as the spec says (a personal token
        is 403); the collections are those of the workspace you act in (another workspace's or
        organization's is 404). Audited as `knowledge_collection.deleted`.

        ``DELETE /api/v1/knowledge/collections/{id}`` (operationId ``knowledge-delete``).

        Args:
            id: Knowledge collection id (kcol_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/knowledge/collections/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.KnowledgeCollection]:
        """The workspace's knowledge collections

        The knowledge collections of the workspace you act in, oldest first (`order=desc`: newest
        first), a page at a time (the SDKs iterate every page). Browser session only, as the spec says
        (a personal token is 403); the collections are those of the workspace you act in (another
        workspace's or organization's is 404).

        ``GET /api/v1/knowledge/collections`` (operationId ``knowledge-list``).

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
                path="/api/v1/knowledge/collections",
                params={"limit": limit, "cursor": cursor, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.KnowledgeCollection),
        )

    def query(
        self,
        id: str,
        *,
        query: str,
        k: int | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.KnowledgeSearchResult:
        """Search a collection by meaning

        The `k` passages of the collection nearest the query in meaning, best first, each with its
        cosine similarity, its document and its offsets in the document's extracted text. Documents are
        cut into passages of at most 800 characters at paragraph, sentence or word boundaries, each
        overlapping the previous by about 200, and embedded by the collection's embedder: the server's
        local model (the one memories use), or, for a `provider` collection, embeddings.create
        dispatched as its agent (its binding, budgets and approval threshold apply; the organization's
        wallet pays). Searched through pgvector's HNSW index where the database has pgvector, else by an
        exact scan. A provider collection's query is embedded by one embeddings.create request of its
        agent. A provider collection's embeddings.create request that ends blocked (the agent has no
        binding for it: `policy_violation`; a budget or the wallet would be passed; the agent disabled)
        is 403; one that meets the binding's approval threshold is 409, its approval closed at once
        (`approval_expired`: nothing waits for a decision, so a later approval cannot charge for vectors
        never stored); one that failed at the provider 502; each names the service request and its
        reason code in `details`, and nothing is stored. Browser session only, as the spec says (a
        personal token is 403); the collections are those of the workspace you act in (another
        workspace's or organization's is 404).

        ``POST /api/v1/knowledge/collections/{id}/query`` (operationId ``knowledge-query``).

        Args:
            id: Knowledge collection id (kcol_…)
            query: What to look for, in words: matched by meaning, not by keyword
            k: How many passages, 1 to 50; default 5
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/knowledge/collections/{_path(id)}/query",
                params=None,
                json_body=_body({"query": query, "k": k}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.KnowledgeSearchResult),
        )

    def retrieve(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.KnowledgeCollection:
        """One knowledge collection

        A collection of the workspace. Browser session only, as the spec says (a personal token is 403);
        the collections are those of the workspace you act in (another workspace's or organization's is
        404).

        ``GET /api/v1/knowledge/collections/{id}`` (operationId ``knowledge-get``).

        Args:
            id: Knowledge collection id (kcol_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/knowledge/collections/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.KnowledgeCollection),
        )


class Knowledge:
    """``client.knowledge``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def collections(self) -> KnowledgeCollections:
        return KnowledgeCollections(self._client)

    @cached_property
    def with_raw_response(self) -> KnowledgeWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return KnowledgeWithRawResponse(self)


class KnowledgeCollectionsDocumentsWithRawResponse:
    """``client.with_raw_response.knowledge.collections.documents``: each method returns an ``APIResponse``."""

    def __init__(self, resource: KnowledgeCollectionsDocuments) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.list = to_raw_response_wrapper(resource.list)


class KnowledgeCollectionsGrantsWithRawResponse:
    """``client.with_raw_response.knowledge.collections.grants``: each method returns an ``APIResponse``."""

    def __init__(self, resource: KnowledgeCollectionsGrants) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.delete = to_raw_response_wrapper(resource.delete)
        self.list = to_raw_response_wrapper(resource.list)


class KnowledgeCollectionsWithRawResponse:
    """``client.with_raw_response.knowledge.collections``: each method returns an ``APIResponse``."""

    def __init__(self, resource: KnowledgeCollections) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.delete = to_raw_response_wrapper(resource.delete)
        self.list = to_raw_response_wrapper(resource.list)
        self.query = to_raw_response_wrapper(resource.query)
        self.retrieve = to_raw_response_wrapper(resource.retrieve)

    @cached_property
    def documents(self) -> KnowledgeCollectionsDocumentsWithRawResponse:
        return KnowledgeCollectionsDocumentsWithRawResponse(self._resource.documents)

    @cached_property
    def grants(self) -> KnowledgeCollectionsGrantsWithRawResponse:
        return KnowledgeCollectionsGrantsWithRawResponse(self._resource.grants)


class KnowledgeWithRawResponse:
    """``client.with_raw_response.knowledge``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Knowledge) -> None:
        self._resource = resource

    @cached_property
    def collections(self) -> KnowledgeCollectionsWithRawResponse:
        return KnowledgeCollectionsWithRawResponse(self._resource.collections)


class AsyncKnowledgeCollectionsDocuments:
    """``client.knowledge.collections.documents``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncKnowledgeCollectionsDocumentsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncKnowledgeCollectionsDocumentsWithRawResponse(self)

    async def create(
        self,
        id: str,
        *,
        title: str | NotGiven = NOT_GIVEN,
        content_type: Literal["text/plain", "text/markdown", "text/html", "application/pdf"] | NotGiven = NOT_GIVEN,
        content: str | NotGiven = NOT_GIVEN,
        object_id: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.KnowledgeDocument:
        """Add a document to a collection

        The document is sent inline (`content` with its `content_type`) or read from a stored object of
        your workspace (`object_id`, its content type picking the reader unless `content_type` names
        one; another organization's or workspace's object is 404, one not uploaded yet or deleted 409,
        purged 410). Text and Markdown are searched as sent (UTF-8); HTML is read as a browser's reader
        view reads it (Mozilla's Readability): the article, without navigation, scripts or styles. A PDF
        (inline in base64) is read page by page (pdf-parse); one that is not base64 is 400. Documents
        are cut into passages of at most 800 characters at paragraph, sentence or word boundaries, each
        overlapping the previous by about 200, and embedded by the collection's embedder: the server's
        local model (the one memories use), or, for a `provider` collection, embeddings.create
        dispatched as its agent (its binding, budgets and approval threshold apply; the organization's
        wallet pays). A document of at most PROCTOR_KNOWLEDGE_ASYNC_BYTES (100,000 by default: its UTF-8
        text, its decoded PDF, or its stored object's size) is read in the request and answers 201
        `ready`, searchable at once; one not a readable PDF, with no text or more than 1,000,000
        characters of text is 400, nothing stored; with no embedder configured, 501 `not_configured`. A
        provider collection's embeddings.create request that ends blocked (the agent has no binding for
        it: `policy_violation`; a budget or the wallet would be passed; the agent disabled) is 403; one
        that meets the binding's approval threshold is 409, its approval closed at once
        (`approval_expired`: nothing waits for a decision, so a later approval cannot charge for vectors
        never stored); one that failed at the provider 502; each names the service request and its
        reason code in `details`, and nothing is stored. A bigger one answers 202 `pending` and is read
        in the background (`processing`, then `ready`, or `failed` with `error` saying why: the same
        reasons, a provider collection's request refused or failed among them); watch its `status` in
        GET /api/v1/knowledge/collections/{id}/documents. Browser session only, as the spec says (a
        personal token is 403); the collections are those of the workspace you act in (another
        workspace's or organization's is 404). Audited as `knowledge_document.created`.

        ``POST /api/v1/knowledge/collections/{id}/documents`` (operationId ``knowledge-addDocument``).

        Args:
            id: Knowledge collection id (kcol_…)
            title: Default: an HTML page's title, else the stored object's file name, else the text's first line (a Markdown heading without its `#` marks)
            content_type: How to read `content` (required with it); with `object_id`, read the object as this rather than as its own content type
            content: The document, at most 200,000 characters; a PDF in base64. Or send `object_id`
            object_id: A stored object (obj_…) of your workspace, uploaded and not deleted, to read the document from instead of `content`; at most 20 MiB
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/knowledge/collections/{_path(id)}/documents",
                params=None,
                json_body=_body(
                    {"title": title, "content_type": content_type, "content": content, "object_id": object_id}
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.KnowledgeDocument),
        )

    def list(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.KnowledgeDocument]:
        """A collection's documents

        The collection's documents with their status and passage counts (not their text), oldest first
        (`order=desc`: newest first), a page at a time (the SDKs iterate every page). Browser session
        only, as the spec says (a personal token is 403); the collections are those of the workspace you
        act in (another workspace's or organization's is 404).

        ``GET /api/v1/knowledge/collections/{id}/documents`` (operationId ``knowledge-listDocuments``).

        Args:
            id: Knowledge collection id (kcol_…)
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
                path=f"/api/v1/knowledge/collections/{_path(id)}/documents",
                params={"limit": limit, "cursor": cursor, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.KnowledgeDocument),
        )


class AsyncKnowledgeCollectionsGrants:
    """``client.knowledge.collections.grants``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncKnowledgeCollectionsGrantsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncKnowledgeCollectionsGrantsWithRawResponse(self)

    async def create(
        self,
        id: str,
        *,
        agent_id: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.KnowledgeGrant:
        """Grant a knowledge collection to an agent

        Admins and owners. The agent may then search the collection by dispatching `knowledge.query`
        (POST /api/v1/service-requests), under its binding's limits; agents read no collection that is
        not granted to them. Granting again changes nothing and answers the grant there is. An agent not
        in the organization is 404. Browser session only, as the spec says (a personal token is 403);
        the collections are those of the workspace you act in (another workspace's or organization's is
        404). Audited as `knowledge_collection.granted`.

        ``POST /api/v1/knowledge/collections/{id}/grants`` (operationId ``knowledge-grant``).

        Args:
            id: Knowledge collection id (kcol_…)
            agent_id: An agent of the organization
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/knowledge/collections/{_path(id)}/grants",
                params=None,
                json_body=_body({"agent_id": agent_id}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.KnowledgeGrant),
        )

    async def delete(
        self,
        id: str,
        agent_id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Take a knowledge collection from an agent

        Admins and owners. The agent's next knowledge.query of the collection ends blocked
        `resource_not_granted`. A collection the agent was not granted is 404. Browser session only, as
        the spec says (a personal token is 403); the collections are those of the workspace you act in
        (another workspace's or organization's is 404). Audited as `knowledge_collection.revoked`.

        ``DELETE /api/v1/knowledge/collections/{id}/grants/{agent_id}`` (operationId ``knowledge-revoke``).

        Args:
            id: Knowledge collection id (kcol_…)
            agent_id: An agent of the organization
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/knowledge/collections/{_path(id)}/grants/{_path(agent_id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    async def list(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.KnowledgeListGrantsResponse:
        """The agents a knowledge collection is granted to

        Every live agent that may search the collection (knowledge.query), in the order granted (one row
        per agent: no pages). Browser session only, as the spec says (a personal token is 403); the
        collections are those of the workspace you act in (another workspace's or organization's is
        404).

        ``GET /api/v1/knowledge/collections/{id}/grants`` (operationId ``knowledge-listGrants``).

        Args:
            id: Knowledge collection id (kcol_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/knowledge/collections/{_path(id)}/grants",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.KnowledgeListGrantsResponse),
        )


class AsyncKnowledgeCollections:
    """``client.knowledge.collections``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def documents(self) -> AsyncKnowledgeCollectionsDocuments:
        return AsyncKnowledgeCollectionsDocuments(self._client)

    @cached_property
    def grants(self) -> AsyncKnowledgeCollectionsGrants:
        return AsyncKnowledgeCollectionsGrants(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncKnowledgeCollectionsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncKnowledgeCollectionsWithRawResponse(self)

    async def create(
        self,
        *,
        name: str,
        description: str | NotGiven = NOT_GIVEN,
        embedder: Literal["local", "provider"] | NotGiven = NOT_GIVEN,
        agent_id: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.KnowledgeCollection:
        """Create a knowledge collection

        A collection of documents searched by meaning, in the workspace you act in; any member may
        create one. Its embedder is chosen here for good: `local` (default), the server's local model;
        or `provider`, embeddings.create dispatched through the governed pipeline as `agent_id` (an
        agent of this workspace: another workspace's is 400; another organization's, a deleted one or
        none is 404) for every document added and every person's query, so that the agent's binding,
        budgets and approval threshold govern it and the workspace's wallet pays. A provider
        collection's embeddings.create request that ends blocked (the agent has no binding for it:
        `policy_violation`; a budget or the wallet would be passed; the agent disabled) is 403; one that
        meets the binding's approval threshold is 409, its approval closed at once (`approval_expired`:
        nothing waits for a decision, so a later approval cannot charge for vectors never stored); one
        that failed at the provider 502; each names the service request and its reason code in
        `details`, and nothing is stored. An agent's knowledge.query embeds as the querying agent, live
        keys only. The collection keeps the server's embeddings model (PROCTOR_EMBEDDINGS_MODEL) and is
        never compared with another model's vectors. Without the provider configured (OPENAI_API_KEY),
        `provider` is 501 `not_configured`. Browser session only, as the spec says (a personal token is
        403); the collections are those of the workspace you act in (another workspace's or
        organization's is 404). Audited as `knowledge_collection.created`.

        ``POST /api/v1/knowledge/collections`` (operationId ``knowledge-create``).

        Args:
            embedder: Who embeds its passages and queries, for good: `local` (default), the server's local model, free; `provider`, the server's OpenAI-compatible embeddings provider, dispatched as `agent_id`
            agent_id: With `provider` (required then, refused otherwise): an agent of this workspace, bound to embeddings.create, that its embeddings are dispatched as
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/knowledge/collections",
                params=None,
                json_body=_body({"name": name, "description": description, "embedder": embedder, "agent_id": agent_id}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.KnowledgeCollection),
        )

    async def delete(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Delete a knowledge collection

        Deletes the collection with its documents, passages and vectors, at once and for good. Only its
        creator, admins and owners may (403). Browser session only, as the spec says (a personal token
        is 403); the collections are those of the workspace you act in (another workspace's or
        organization's is 404). Audited as `knowledge_collection.deleted`.

        ``DELETE /api/v1/knowledge/collections/{id}`` (operationId ``knowledge-delete``).

        Args:
            id: Knowledge collection id (kcol_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/knowledge/collections/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.KnowledgeCollection]:
        """The workspace's knowledge collections

        The knowledge collections of the workspace you act in, oldest first (`order=desc`: newest
        first), a page at a time (the SDKs iterate every page). Browser session only, as the spec says
        (a personal token is 403); the collections are those of the workspace you act in (another
        workspace's or organization's is 404).

        ``GET /api/v1/knowledge/collections`` (operationId ``knowledge-list``).

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
                path="/api/v1/knowledge/collections",
                params={"limit": limit, "cursor": cursor, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.KnowledgeCollection),
        )

    async def query(
        self,
        id: str,
        *,
        query: str,
        k: int | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.KnowledgeSearchResult:
        """Search a collection by meaning

        The `k` passages of the collection nearest the query in meaning, best first, each with its
        cosine similarity, its document and its offsets in the document's extracted text. Documents are
        cut into passages of at most 800 characters at paragraph, sentence or word boundaries, each
        overlapping the previous by about 200, and embedded by the collection's embedder: the server's
        local model (the one memories use), or, for a `provider` collection, embeddings.create
        dispatched as its agent (its binding, budgets and approval threshold apply; the organization's
        wallet pays). Searched through pgvector's HNSW index where the database has pgvector, else by an
        exact scan. A provider collection's query is embedded by one embeddings.create request of its
        agent. A provider collection's embeddings.create request that ends blocked (the agent has no
        binding for it: `policy_violation`; a budget or the wallet would be passed; the agent disabled)
        is 403; one that meets the binding's approval threshold is 409, its approval closed at once
        (`approval_expired`: nothing waits for a decision, so a later approval cannot charge for vectors
        never stored); one that failed at the provider 502; each names the service request and its
        reason code in `details`, and nothing is stored. Browser session only, as the spec says (a
        personal token is 403); the collections are those of the workspace you act in (another
        workspace's or organization's is 404).

        ``POST /api/v1/knowledge/collections/{id}/query`` (operationId ``knowledge-query``).

        Args:
            id: Knowledge collection id (kcol_…)
            query: What to look for, in words: matched by meaning, not by keyword
            k: How many passages, 1 to 50; default 5
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/knowledge/collections/{_path(id)}/query",
                params=None,
                json_body=_body({"query": query, "k": k}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.KnowledgeSearchResult),
        )

    async def retrieve(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.KnowledgeCollection:
        """One knowledge collection

        A collection of the workspace. Browser session only, as the spec says (a personal token is 403);
        the collections are those of the workspace you act in (another workspace's or organization's is
        404).

        ``GET /api/v1/knowledge/collections/{id}`` (operationId ``knowledge-get``).

        Args:
            id: Knowledge collection id (kcol_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/knowledge/collections/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.KnowledgeCollection),
        )


class AsyncKnowledge:
    """``client.knowledge``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def collections(self) -> AsyncKnowledgeCollections:
        return AsyncKnowledgeCollections(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncKnowledgeWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncKnowledgeWithRawResponse(self)


class AsyncKnowledgeCollectionsDocumentsWithRawResponse:
    """``async_client.with_raw_response.knowledge.collections.documents``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncKnowledgeCollectionsDocuments) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.list = async_to_raw_response_wrapper(resource.list)


class AsyncKnowledgeCollectionsGrantsWithRawResponse:
    """``async_client.with_raw_response.knowledge.collections.grants``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncKnowledgeCollectionsGrants) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.delete = async_to_raw_response_wrapper(resource.delete)
        self.list = async_to_raw_response_wrapper(resource.list)


class AsyncKnowledgeCollectionsWithRawResponse:
    """``async_client.with_raw_response.knowledge.collections``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncKnowledgeCollections) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.delete = async_to_raw_response_wrapper(resource.delete)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.query = async_to_raw_response_wrapper(resource.query)
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)

    @cached_property
    def documents(self) -> AsyncKnowledgeCollectionsDocumentsWithRawResponse:
        return AsyncKnowledgeCollectionsDocumentsWithRawResponse(self._resource.documents)

    @cached_property
    def grants(self) -> AsyncKnowledgeCollectionsGrantsWithRawResponse:
        return AsyncKnowledgeCollectionsGrantsWithRawResponse(self._resource.grants)


class AsyncKnowledgeWithRawResponse:
    """``async_client.with_raw_response.knowledge``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncKnowledge) -> None:
        self._resource = resource

    @cached_property
    def collections(self) -> AsyncKnowledgeCollectionsWithRawResponse:
        return AsyncKnowledgeCollectionsWithRawResponse(self._resource.collections)
