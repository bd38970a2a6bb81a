"""The campaign rules engine (RULES.md sections 3-8)."""
