"""Force Sheet: a campaign manager for Heralds of Ruin Kill Team."""

__version__ = "0.1.0"
