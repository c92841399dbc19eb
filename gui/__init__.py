"""The window: pygame-ce only here. Knows the engine's public API only."""
