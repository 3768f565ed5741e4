"""A faster ``__init__`` for the frozen slotted dataclasses made by the thousand per document.

A frozen dataclass fills each field through ``object.__setattr__(self, "name", value)``,
a lookup by name per field: on a long document with tens of thousands of cross-references
that costs more than reading them. :func:`quick_init` gives such a class an ``__init__``
with the same signature that fills the slots through their descriptors instead. The class
stays frozen (assignment still raises), hashable and comparable; ``dataclasses.replace``
and ``fields`` work as before.
"""

from __future__ import annotations

from dataclasses import MISSING, fields, is_dataclass
from types import FunctionType
from typing import TypeVar

__all__ = ["quick_init"]

T = TypeVar("T")


def quick_init(cls: type[T]) -> type[T]:
    """Replace the ``__init__`` of ``cls``, a frozen dataclass with slots, by one that sets
    its slots directly. Only plain fields are supported: no ``default_factory``, no
    ``InitVar``, no keyword-only field, no ``__post_init__``."""
    params = getattr(cls, "__dataclass_params__", None)
    if not is_dataclass(cls) or params is None or not params.frozen:
        raise TypeError(f"quick_init needs a frozen dataclass, not {cls.__name__}")
    if not hasattr(cls, "__slots__") or hasattr(cls, "__post_init__"):
        raise TypeError(f"quick_init needs slots and no __post_init__ on {cls.__name__}")
    names: list[str] = []
    args: list[str] = []
    scope: dict[str, object] = {}
    for f in fields(cls):
        if not f.init or f.kw_only or f.default_factory is not MISSING:
            raise TypeError(f"quick_init cannot build {cls.__name__}.{f.name}")
        names.append(f.name)
        scope[f"_set_{f.name}"] = getattr(cls, f.name).__set__
        if f.default is MISSING:
            args.append(f.name)
        else:
            scope[f"_default_{f.name}"] = f.default
            args.append(f"{f.name}=_default_{f.name}")
    body = "".join(f"    _set_{n}(self, {n})\n" for n in names) or "    pass\n"
    source = f"def __init__(self, {', '.join(args)}):\n{body}"
    exec(source, scope)
    init = scope["__init__"]
    assert isinstance(init, FunctionType)
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    setattr(cls, "__init__", init)  # noqa: B010 - mypy refuses a method assignment
    return cls
