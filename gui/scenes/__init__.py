"""Scenes: launcher, setup, play, curtain, results, rules reference."""
