"""Hand-written helpers beside the generated resources: ``resources/<name>.py`` of ``_generated``
extends ``lib/<name>.py``'s ``<Class>Helpers`` when that module exists, so regeneration keeps them."""
