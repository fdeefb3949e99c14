"""Signing a trigger's fire (hand-written; ``client.triggers.sign`` and ``.verify``).

The generated ``Triggers`` and ``AsyncTriggers`` resources extend :class:`TriggersHelpers`
(``scripts/generate.py``: a resource whose ``lib/<name>.py`` exists extends its ``<Class>Helpers``),
so ``pnpm generate`` keeps these methods.

```python
import json, urllib.request
from proctor import triggers

body = json.dumps({"order_id": "ord_42"}).encode()
request = urllib.request.Request(fire_url, data=body, headers={"Content-Type": "application/json", "X-Service-Signature": triggers.sign(secret, body)})
```
"""

from __future__ import annotations

import hashlib
import hmac
import re

__all__ = ["sign", "verify", "TriggersHelpers"]

_SCHEME = "sha256="
_HEADER = re.compile(r"sha256=[0-9a-fA-F]{64}")


def _bytes(body: str | bytes) -> bytes:
    return body.encode("utf-8") if isinstance(body, str) else bytes(body)


def sign(secret: str, body: str | bytes) -> str:
    """``X-Service-Signature`` for a fire: ``sha256=`` and the hex HMAC-SHA256 of the exact body bytes,
    keyed by the trigger's signing secret as shown (``trigger_secret_…``). Sign the bytes you send:
    a body serialised again (other spacing, other key order) signs differently."""
    return _SCHEME + hmac.new(secret.encode("utf-8"), _bytes(body), hashlib.sha256).hexdigest()


def verify(secret: str, body: str | bytes, header: str | None) -> bool:
    """Whether ``header`` signs exactly these bytes under ``secret``. A missing header or one of another
    form is ``False``; the digests are compared with :func:`hmac.compare_digest`, in constant time."""
    if not isinstance(header, str) or _HEADER.fullmatch(header) is None:
        return False
    expected = hmac.new(secret.encode("utf-8"), _bytes(body), hashlib.sha256).digest()
    return hmac.compare_digest(bytes.fromhex(header[len(_SCHEME) :]), expected)


class TriggersHelpers:
    """What ``client.triggers`` adds to its generated methods (synchronous and asynchronous alike: both are pure computation)."""

    @staticmethod
    def sign(secret: str, body: str | bytes) -> str:
        """:func:`proctor.triggers.sign`: the ``X-Service-Signature`` of a fire's exact body."""
        return sign(secret, body)

    @staticmethod
    def verify(secret: str, body: str | bytes, header: str | None) -> bool:
        """:func:`proctor.triggers.verify`: whether a header signs exactly these bytes."""
        return verify(secret, body, header)
