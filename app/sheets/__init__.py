"""Printable Force Sheets and Team Sheets (PDF).

:mod:`app.sheets.data` describes a sheet as plain values and builds it from the rules objects;
:mod:`app.sheets.from_store` builds it from the campaign store; :mod:`app.sheets.render` writes
the PDF with reportlab. This package imports neither reportlab nor the store: importing it
costs nothing at app start.
"""
