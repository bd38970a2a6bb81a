"""Dates are never ambiguous: four-digit years, ISO dates under the C locale."""

from __future__ import annotations

from PySide6.QtCore import QDate, QDateTime, QLocale, QTime

from app.ui.widgets.dates import date_format, date_text, date_time_text

DAY = QDate(2026, 12, 3)


def test_the_c_locale_writes_iso_dates() -> None:
    c = QLocale.c()
    assert date_text(DAY, c) == "2026-12-03"
    assert date_time_text(QDateTime(DAY, QTime(21, 5)), c) == "2026-12-03 21:05"


def test_english_french_and_russian_write_the_year_in_full() -> None:
    english = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    assert QLocale(english).toString(DAY, QLocale.FormatType.ShortFormat) == "12/3/26"
    assert date_text(DAY, english) == "12/3/2026"
    assert date_text(DAY, QLocale(QLocale.Language.French, QLocale.Country.France)) == \
        "03/12/2026"
    assert date_text(DAY, QLocale(QLocale.Language.Russian, QLocale.Country.Russia)) == \
        "03.12.2026"
    for locale in (english, QLocale(QLocale.Language.French), QLocale(QLocale.Language.Russian)):
        assert "yyyy" in date_format(locale)
        assert ":05" in date_time_text(QDateTime(DAY, QTime(21, 5)), locale)


def test_the_history_and_the_campaign_list_use_them() -> None:
    from app.ui.campaigns.models import _short_date
    from app.ui.steps.history import _when_in

    default = QLocale()
    try:
        QLocale.setDefault(QLocale.c())
        assert _short_date("2026-12-03T12:00:00", "C-test") == "2026-12-03"
        assert _when_in("2026-12-03T12:00:00+00:00", "C-test").startswith("2026-12-03 ")
    finally:
        QLocale.setDefault(default)
