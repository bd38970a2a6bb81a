"""The shell's campaign pieces: list, view, dialogs, table models, actions and commands."""
