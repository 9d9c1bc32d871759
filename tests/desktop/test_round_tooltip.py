"""The Reports view's rounds say what a draft is in the app's words (issue 19: the organizer never
types a command): the tooltip sent them to `bakehouse event publish`."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.club.models import RoundsModel


def test_a_draft_rounds_tooltip_names_the_apps_publish(qapp) -> None:
    model = RoundsModel()
    model.set_rounds([1, 2], drafts=[2])
    draft = model.index(1).data(Qt.ItemDataRole.ToolTipRole)
    assert "bakehouse" not in draft and "Events page: Publish" in draft
    assert model.index(0).data(Qt.ItemDataRole.ToolTipRole) == "Round 1 is published: its seating is fixed"
