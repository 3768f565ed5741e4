"""quick_init: a frozen slotted dataclass keeps its behaviour with the faster __init__."""

from __future__ import annotations

import dataclasses
from dataclasses import InitVar, dataclass, field

import pytest

from clausewise._quick_init import quick_init
from clausewise.legal.references_model import Reference
from clausewise.legal.types import CrossReference


@quick_init
@dataclass(frozen=True, slots=True)
class _Point:
    x: int
    y: int = 2
    label: str | None = None


def test_same_values_defaults_and_keywords_as_the_dataclass_init() -> None:
    assert (_Point(1).x, _Point(1).y, _Point(1).label) == (1, 2, None)
    assert _Point(1, label="a") == _Point(x=1, y=2, label="a")
    assert hash(_Point(1, 3)) == hash(_Point(1, 3))
    assert dataclasses.replace(_Point(1), y=5) == _Point(1, 5)
    with pytest.raises(TypeError, match="missing 1 required positional argument: 'x'"):
        _Point()  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="unexpected keyword argument 'z'"):
        _Point(1, z=3)  # type: ignore[call-arg]


def test_instances_stay_frozen() -> None:
    p = _Point(1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.x = 5  # type: ignore[misc]


def test_public_cross_reference_round_trips() -> None:
    ref = CrossReference("Section 2", "2", 3, "section", 10, 19, {"act": "X"})
    assert CrossReference.from_dict(ref.to_dict()) == ref
    built = Reference(10, 19, "Section 2", "2", "section", None, None, 0)
    assert built.to_cross_reference(3).target_chunk_index == 3
    assert built.to_cross_reference(None) == CrossReference(
        raw_text="Section 2", target_identifier="2", target_kind="section", char_start=10,
        char_end=19,
    )  # fmt: skip


def test_a_default_factory_gives_each_instance_its_own_value() -> None:
    @quick_init
    @dataclass(frozen=True, slots=True)
    class Bag:
        name: str
        items: list[int] = field(default_factory=list)

    a, b = Bag("a"), Bag("b")
    assert a.items == [] and a.items is not b.items
    given = [1]
    assert Bag("c", given).items is given
    assert Bag("c", items=[2]) == Bag("c", [2])


def test_refuses_what_it_cannot_build() -> None:
    @dataclass(slots=True)
    class Loose:
        x: int

    @dataclass(frozen=True)
    class NoSlots:
        x: int

    @dataclass(frozen=True, slots=True)
    class WithInitVar:
        x: int
        scale: InitVar[int] = 1

    @dataclass(frozen=True, slots=True)
    class KeywordOnly:
        x: int = field(kw_only=True)

    for cls in (Loose, NoSlots, WithInitVar, KeywordOnly):
        with pytest.raises(TypeError, match="quick_init"):
            quick_init(cls)
