"""Dates and times as the interface language writes them, never ambiguous.

Qt's short formats write the year with two digits in English ("12/3/26") and, under the C
locale a bare system falls back to, put the month first with no way to tell it from the day.
Here the year always has four digits, and the C locale writes ISO dates (2026-12-03)."""

from __future__ import annotations

from PySide6.QtCore import QDate, QDateTime, QLocale

__all__ = ["date_format", "date_text", "date_time_text"]


def date_format(locale: QLocale | None = None) -> str:
    """The locale's short date format with a four-digit year (ISO under the C locale)."""
    locale = locale or QLocale()
    if locale.language() == QLocale.Language.C:
        return "yyyy-MM-dd"
    fmt = locale.dateFormat(QLocale.FormatType.ShortFormat)
    if "yyyy" not in fmt:
        fmt = fmt.replace("yy", "yyyy")
    return fmt


def date_text(date: QDate, locale: QLocale | None = None) -> str:
    locale = locale or QLocale()
    return locale.toString(date, date_format(locale))


def date_time_text(when: QDateTime, locale: QLocale | None = None) -> str:
    """The date as :func:`date_text` writes it and the time in the locale's short format."""
    locale = locale or QLocale()
    time_format = ("HH:mm" if locale.language() == QLocale.Language.C
                   else locale.timeFormat(QLocale.FormatType.ShortFormat))
    return locale.toString(when, f"{date_format(locale)} {time_format}")
