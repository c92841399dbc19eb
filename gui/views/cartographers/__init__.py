"""Cartographers's window code: `view` (the VIEW the play scene, tutorial, replay, coach and
results ask), `art` (its pieces drawn), and the parts the view is split into."""
from .view import VIEW  # noqa: F401  (found by gui.views.make_view)
