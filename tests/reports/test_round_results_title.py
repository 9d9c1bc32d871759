"""The evening's standings PDF: a round's title ("Results of round 3") keeps to its first table.
The walk's stumble: it was printed alone at the foot of page 2, its tables on page 3."""

from __future__ import annotations

from reportlab.platypus import KeepTogether, Paragraph

from reports.standings import ResultLine, RoundResults, TableResult, results_story


def _texts(flowable: object) -> list[str]:
    inner = getattr(flowable, "_content", [flowable])
    return [f.getPlainText() for f in inner if isinstance(f, Paragraph)]


def test_a_rounds_title_is_kept_with_its_first_table() -> None:
    lines = tuple(ResultLine(n, i, 0, 0) for i, n in enumerate(("Ann", "Ben", "Cyd", "Dot"), 1))
    res = RoundResults("Tuesday dice", 3, tuple(TableResult(t, "Classic Damn Straight", lines) for t in (1, 2, 3)))
    story = results_story(res)
    assert isinstance(story[0], KeepTogether)
    first = _texts(story[0])
    assert first[:2] == ["Tuesday dice", "Results of round 3"]
    assert "Round 3 · Table 1 · Classic Damn Straight" in first
    assert len(story) == 3 and all(isinstance(f, KeepTogether) for f in story)
