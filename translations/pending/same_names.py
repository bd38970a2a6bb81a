"""Translations of issue 20's names told apart: two models or Groups given the same name read
"Kruger (1)", "Kruger (2)" (contexts "ForceTree", app/ui/naming.py, and "sheets",
app/sheets/data.py)."""

T = {
    "{name} ({number})": ("{name} ({number})", "{name} ({number})"),
}
