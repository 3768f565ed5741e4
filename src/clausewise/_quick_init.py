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
from inspect import signature
from types import FunctionType
from typing import TypeVar

__all__ = ["quick_init"]

T = TypeVar("T")
_NOT_GIVEN = object()  # a field with a default_factory that the caller left out


def quick_init(cls: type[T]) -> type[T]:
    """Replace the ``__init__`` of ``cls``, a frozen dataclass with slots, by one that sets
    its slots directly. Fields may have a default or a ``default_factory``; ``InitVar``,
    keyword-only and ``init=False`` fields and ``__post_init__`` are not supported."""
    params = getattr(cls, "__dataclass_params__", None)
    if not is_dataclass(cls) or params is None or not params.frozen:
        raise TypeError(f"quick_init needs a frozen dataclass, not {cls.__name__}")
    if not hasattr(cls, "__slots__") or hasattr(cls, "__post_init__"):
        raise TypeError(f"quick_init needs slots and no __post_init__ on {cls.__name__}")
    own = [p for p in signature(cls.__init__).parameters if p != "self"]
    if own != [f.name for f in fields(cls)]:
        raise TypeError(f"quick_init cannot build {cls.__name__}: __init__ takes {own}")
    args: list[str] = []
    scope: dict[str, object] = {"_NOT_GIVEN": _NOT_GIVEN}
    lines: list[str] = []
    for f in fields(cls):
        if not f.init or f.kw_only:
            raise TypeError(f"quick_init cannot build {cls.__name__}.{f.name}")
        name = f.name
        scope[f"_set_{name}"] = getattr(cls, name).__set__
        if f.default_factory is not MISSING:
            scope[f"_factory_{name}"] = f.default_factory
            args.append(f"{name}=_NOT_GIVEN")
            value = f"_factory_{name}() if {name} is _NOT_GIVEN else {name}"
        elif f.default is not MISSING:
            scope[f"_default_{name}"] = f.default
            args.append(f"{name}=_default_{name}")
            value = name
        else:
            args.append(name)
            value = name
        lines.append(f"    _set_{name}(self, {value})\n")
    body = "".join(lines) or "    pass\n"
    source = f"def __init__(self, {', '.join(args)}):\n{body}"
    exec(source, scope)
    init = scope["__init__"]
    assert isinstance(init, FunctionType)
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    setattr(cls, "__init__", init)  # noqa: B010 - mypy refuses a method assignment
    return cls
