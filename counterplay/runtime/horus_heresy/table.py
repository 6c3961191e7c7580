"""The tabletop: a plane measured in inches, with terrain areas, and straight-line geometry.

Points are ``(x, y)`` in inches from the table's top-left corner. Terrain is rectangles of
four kinds: ``blocking`` (blocks line of sight and movement), ``difficult`` (slows a normal
move: every inch inside costs two), ``dangerous`` (a model moving into or through it takes
a Dangerous Terrain test) and ``cover`` (a model inside it, or seen through it, has a cover
save). Models are points (bases are not modelled): distance between units is between their
closest models, and a unit sees another when any of its models sees any of the other's.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

Point = tuple[float, float]
KINDS = ("blocking", "difficult", "dangerous", "cover")
# How close a moving model may come to an enemy model, and to blocking terrain (inches).
KEEP_OFF = 1.0
_EPSILON = 1e-9


def distance(a: Point, b: Point) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def along(a: Point, b: Point, inches: float) -> Point:
    """The point ``inches`` from ``a`` on the straight line to ``b`` (beyond ``b`` when
    ``inches`` is longer; ``a`` itself when ``a`` is ``b``)."""
    length = distance(a, b)
    if length < _EPSILON:
        return a
    t = inches / length
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def heading(a: Point, b: Point) -> float:
    """The direction from ``a`` to ``b`` in degrees (0 = +x, 90 = +y)."""
    return math.degrees(math.atan2(b[1] - a[1], b[0] - a[0])) % 360


def turn_toward(facing: float, wanted: float, most: float) -> float:
    """``facing`` turned toward ``wanted`` by at most ``most`` degrees (one pivot)."""
    delta = (wanted - facing + 180) % 360 - 180
    return (facing + max(-most, min(most, delta))) % 360


def ahead(a: Point, facing: float, inches: float) -> Point:
    """The point ``inches`` from ``a`` in the direction ``facing`` (negative: backwards)."""
    rad = math.radians(facing)
    return (a[0] + math.cos(rad) * inches, a[1] + math.sin(rad) * inches)


@dataclass(frozen=True)
class Area:
    """A terrain rectangle ``(x1, y1)``-``(x2, y2)`` of one kind."""

    name: str
    kind: str
    x1: float
    y1: float
    x2: float
    y2: float

    def contains(self, p: Point) -> bool:
        return self.x1 < p[0] < self.x2 and self.y1 < p[1] < self.y2

    def clip(self, a: Point, b: Point) -> tuple[float, float] | None:
        """The part of the segment ``a``-``b`` inside the rectangle, as fractions (t0, t1)
        of the way from ``a`` to ``b`` (Liang-Barsky), or None when it stays outside."""
        t0, t1 = 0.0, 1.0
        dx, dy = b[0] - a[0], b[1] - a[1]
        for p, q in (
            (-dx, a[0] - self.x1),
            (dx, self.x2 - a[0]),
            (-dy, a[1] - self.y1),
            (dy, self.y2 - a[1]),
        ):
            if abs(p) < _EPSILON:
                if q <= 0:
                    return None
                continue
            r = q / p
            if p < 0:
                t0 = max(t0, r)
            else:
                t1 = min(t1, r)
            if t0 >= t1:
                return None
        return t0, t1


@dataclass(frozen=True)
class Path:
    """What a straight move crosses: inches inside difficult terrain, whether it enters
    dangerous terrain, and how far it gets before blocking terrain (None: not blocked)."""

    difficult: float
    dangerous: bool
    blocked_at: float | None


@dataclass(frozen=True)
class Table:
    """The table's size in inches and its terrain."""

    width: float
    height: float
    areas: tuple[Area, ...] = ()

    def on_table(self, p: Point) -> bool:
        return 0 <= p[0] <= self.width and 0 <= p[1] <= self.height

    def clamp(self, p: Point) -> Point:
        return (min(max(p[0], 0.0), self.width), min(max(p[1], 0.0), self.height))

    def sees(self, a: Point, b: Point) -> bool:
        """Line of sight from ``a`` to ``b``: no blocking area between them."""
        return not any(area.clip(a, b) for area in self.areas if area.kind == "blocking")

    def through(self, a: Point, b: Point, kind: str) -> bool:
        """Does the segment ``a``-``b`` pass into an area of ``kind``?"""
        return any(area.clip(a, b) for area in self.areas if area.kind == kind)

    def inside(self, p: Point, kind: str) -> bool:
        return any(area.contains(p) for area in self.areas if area.kind == kind)

    def reach(self, a: Point, b: Point, inches: float) -> float:
        """How far along the straight line from ``a`` to ``b`` a move of ``inches`` gets
        when each inch inside difficult terrain costs two (at most to ``b``)."""
        length = distance(a, b)
        spans = sorted(
            (part[0] * length, part[1] * length)
            for area in self.areas
            if area.kind == "difficult" and (part := area.clip(a, b)) is not None
        )
        at, left = 0.0, inches
        for start, end in spans:
            start = max(start, at)
            if end <= start:
                continue
            if left <= start - at:
                return at + left
            left -= start - at
            if left <= 2 * (end - start):
                return start + left / 2
            at, left = end, left - 2 * (end - start)
        return min(length, at + left)

    def path(self, a: Point, b: Point) -> Path:
        """What the straight move from ``a`` to ``b`` crosses."""
        length = distance(a, b)
        difficult, dangerous, blocked = 0.0, False, None
        for area in self.areas:
            part = area.clip(a, b)
            if part is None:
                continue
            if area.kind == "difficult":
                difficult += (part[1] - part[0]) * length
            elif area.kind == "dangerous":
                dangerous = True
            elif area.kind == "blocking":
                stop = max(0.0, part[0] * length - KEEP_OFF)
                blocked = stop if blocked is None else min(blocked, stop)
        return Path(difficult, dangerous, blocked)
