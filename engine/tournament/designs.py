"""Known repeat-free schedules: finite-field constructions and published designs.

For ``g`` tables of ``s`` players where ``g`` is a prime power and ``s <= g``, number the
players (i, x) with i < s and x in GF(g); in round r, table t holds the players
(i, t + r * e_i) for the field's elements e_i.  Two players of different rows meet in exactly
one round, so the ``g`` rounds are repeat-free; when ``s`` divides ``g`` the rows, cut into
tables, give one round more.  When ``g`` is a product of prime powers each at least ``s``
(12 = 4 x 3 for tables of three), the same works in the product of their fields.  With ``s == g`` this is the affine plane AG(2, q): 16 players
in fours for 5 rounds, 25 in fives for 6, 9 in threes for 4.  Tables of two follow the
circle method (every pair once in N - 1 rounds).  For any ``g >= s`` the same in Z_g, with the
multipliers r that keep it repeat-free (:func:`grid_schedule`): at least the columns and a
diagonal, and, when ``s`` divides ``g``, the rows cut into tables (36 in sixes: 3, the most
there can be, as no two orthogonal Latin squares of order 6 exist; 50 in fives: 6).  Kirkman triple systems and other resolvable designs that no
formula here builds are data (:mod:`._design_data`): whole schedules, or base parallel
classes developed modulo ``m`` (:func:`cyclic_schedule`).
"""

from __future__ import annotations

from functools import cache

from ._design_data import CYCLIC, DESIGNS

Schedule = list[list[list[int]]]


def _prime_power(q: int) -> tuple[int, int] | None:
    if q < 2:
        return None
    p = next(d for d in range(2, q + 1) if q % d == 0)
    k, m = 0, q
    while m % p == 0:
        m //= p
        k += 1
    return (p, k) if m == 1 else None


class _Field:
    """GF(p^k), elements 0..q-1 as base-p digit vectors of a polynomial."""

    def __init__(self, p: int, k: int) -> None:
        self.p, self.k, self.q = p, k, p**k
        self.modulus = self._irreducible() if k > 1 else [0, 1]
        q = self.q
        self.add = [[self._add(a, b) for b in range(q)] for a in range(q)]
        self.mul = [[self._mul(a, b) for b in range(q)] for a in range(q)]

    def _digits(self, a: int) -> list[int]:
        out = []
        for _ in range(self.k):
            out.append(a % self.p)
            a //= self.p
        return out

    def _number(self, digits: list[int]) -> int:
        return sum(d * self.p**i for i, d in enumerate(digits))

    def _add(self, a: int, b: int) -> int:
        return self._number([(x + y) % self.p for x, y in zip(self._digits(a), self._digits(b), strict=True)])

    def _polymul_mod(self, a: list[int], b: list[int], modulus: list[int]) -> list[int]:
        p, k = self.p, self.k
        prod = [0] * (2 * k)
        for i, x in enumerate(a):
            for j, y in enumerate(b):
                prod[i + j] = (prod[i + j] + x * y) % p
        # reduce by the monic modulus x^k + m_{k-1} x^{k-1} + ... + m_0
        for deg in range(2 * k - 1, k - 1, -1):
            c = prod[deg]
            if c:
                prod[deg] = 0
                for i, m in enumerate(modulus):
                    prod[deg - k + i] = (prod[deg - k + i] - c * m) % p
        return prod[:k]

    def _mul(self, a: int, b: int) -> int:
        if self.k == 1:
            return a * b % self.p
        return self._number(self._polymul_mod(self._digits(a), self._digits(b), self.modulus))

    def _irreducible(self) -> list[int]:
        p, k = self.p, self.k
        for code in range(p**k):
            low = [(code // p**i) % p for i in range(k)]
            if low[0] == 0:
                continue
            # irreducible iff it has no factor of degree <= k // 2: test by brute force
            # multiplication table of x: x generates a field iff no zero divisors appear
            self.modulus = low
            ok = True
            elems = range(1, p**k)
            for a in elems:
                da = self._digits(a)
                if any(not any(self._polymul_mod(da, self._digits(b), low)) for b in elems):
                    ok = False
                    break
            if ok:
                return low
        raise AssertionError("no irreducible polynomial")  # pragma: no cover


@cache
def _field(q: int) -> _Field | None:
    pk = _prime_power(q)
    return None if pk is None else _Field(*pk)


def _prime_power_parts(g: int) -> list[int]:
    """``g`` as a product of prime powers (12 -> [4, 3])."""
    parts, m, d = [], g, 2
    while d * d <= m:
        if m % d == 0:
            q = 1
            while m % d == 0:
                m //= d
                q *= d
            parts.append(q)
        d += 1
    if m > 1:
        parts.append(m)
    return parts


def field_schedule(players: int, size: int, limit: int | None = None) -> Schedule | None:
    """The finite-field construction for ``players`` in tables of ``size``, or None.

    ``g = players / size`` may also be a product of prime powers each at least ``size``
    (the construction then runs in the product of their fields, componentwise).  With
    ``limit``, no more than that many rounds are built (2,000 players make 400 rounds of 400
    tables; an evening needs a few)."""
    if size < 2 or players % size:
        return None
    g = players // size
    parts = _prime_power_parts(g)
    if g < size or min(parts) < size:
        return None
    if any(q > 64 and _prime_power(q) != (q, 1) for q in parts):
        return None  # big composite fields: building the tables costs more than searching
    fields = [_field(q) for q in parts]
    if any(f is None for f in fields):  # pragma: no cover (parts are prime powers)
        return None

    def digits(x: int) -> list[int]:
        out = []
        for q in parts:
            out.append(x % q)
            x //= q
        return out

    def number(ds: list[int]) -> int:
        x, scale = 0, 1
        for d, q in zip(ds, parts, strict=True):
            x += d * scale
            scale *= q
        return x

    comps = [f for f in fields if f is not None]
    # e_i: the i-th element in every component, so that e_i - e_j is invertible in each
    elem = [[i] * len(parts) for i in range(size)]
    rounds: Schedule = []
    for r in range(g if limit is None else min(g, limit)):
        rd = digits(r)
        tables = []
        for t in range(g):
            td = digits(t)
            tab = []
            for i in range(size):
                ds = [f.add[td[k]][f.mul[rd[k]][elem[i][k]]] for k, f in enumerate(comps)]
                tab.append(i * g + number(ds))
            tables.append(tab)
        rounds.append(tables)
    if g % size == 0 and (limit is None or limit > g):  # the rows, each cut into tables
        rounds.append([[i * g + x + c for c in range(size)] for i in range(size) for x in range(0, g, size)])
    return rounds


def pairs_schedule(players: int, limit: int | None = None) -> Schedule | None:
    """Tables of two: the circle method, every pair once in ``players - 1`` rounds (no more
    than ``limit`` built)."""
    if players < 2 or players % 2:
        return None
    ring = list(range(players))
    rounds: Schedule = []
    for _ in range(players - 1 if limit is None else min(players - 1, limit)):
        rounds.append([sorted((ring[i], ring[players - 1 - i])) for i in range(players // 2)])
        ring = [ring[0], ring[-1], *ring[1:-1]]
    return rounds


def grid_schedule(players: int, size: int, limit: int | None = None) -> Schedule | None:
    """``size`` rows of ``g = players / size`` in Z_g: in round r, table t holds (i, t + r * i)
    for every row i, for each r of a set R in which no (r - r') * (i - j) is 0 modulo g (two
    players of different rows then meet in one round of R at most); and the rows cut into
    tables when ``size`` divides ``g``.  R holds 0 and 1 always (the columns and a diagonal),
    and all of Z_g when g is a prime: 50 players in fives get 6 rounds (R = 0..4 and the rows).
    No more than ``limit`` rounds are built."""
    if size < 2 or players % size:
        return None
    g = players // size
    if g < size:
        return None
    multipliers: list[int] = []
    for r in range(g):
        if limit is not None and len(multipliers) >= limit:
            break
        if all((r - q) * d % g for q in multipliers for d in range(1, size)):
            multipliers.append(r)
    rounds: Schedule = [[[i * g + (t + r * i) % g for i in range(size)] for t in range(g)] for r in multipliers]
    if g % size == 0 and (limit is None or limit > len(rounds)):
        rounds.append([[i * g + x + c for c in range(size)] for i in range(size) for x in range(0, g, size)])
    return rounds


def cyclic_schedule(players: int, size: int) -> Schedule | None:
    """A base parallel class of :data:`._design_data.CYCLIC` developed modulo its ``m``:
    ``m`` rounds, or None when none is stored for these players and table size."""
    entry = CYCLIC.get((players, size))
    if entry is None:
        return None
    m, levels, text = entry
    moving = m * levels
    base = [[int(p) for p in table.split(".")] for table in text.split()]

    def shift(p: int, i: int) -> int:
        if p >= moving:
            return p
        level, x = divmod(p, m)
        return level * m + (x + i) % m

    return [[sorted(shift(p, i) for p in table) for table in base] for i in range(m)]


def _from_data(players: int, size: int) -> Schedule | None:
    rows = DESIGNS.get((players, size))
    if rows is None:
        return None
    return [[[int(p) for p in table.split(".")] for table in row.split()] for row in rows]


def known_schedule(players: int, size: int, limit: int | None = None) -> Schedule | None:
    """The longest repeat-free schedule known here for equal tables, or None; with ``limit``,
    one of that many rounds where one is known, else the longest (cut to ``limit``)."""
    if size == 2:
        found = [pairs_schedule(players, limit)]
    else:
        found = [
            _from_data(players, size),
            cyclic_schedule(players, size),
            field_schedule(players, size, limit),
            grid_schedule(players, size, limit),
        ]
    schedules = [s for s in found if s]
    if not schedules:
        return None
    best = max(schedules, key=len)
    return best if limit is None else best[:limit]
