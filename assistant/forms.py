"""The demo controls form (M9.1, M9.4)."""

from datetime import date

from django import forms

from assistant.state import RETENTION_LABELS, today

FUTURE_DATE_MESSAGE = "A session cannot be dated in the future (today is {today})."
EARLIEST_SESSION_DATE = date(2000, 1, 1)
EARLY_DATE_MESSAGE = "Date the session on or after 2000-01-01, e.g. a few months ago."


class DemoControlsForm(forms.Form):
    """`session_date` ("YYYY-MM-DD" or empty for today) and `retention` (a preset name)."""

    session_date = forms.DateField(
        required=False,
        input_formats=["%Y-%m-%d"],
        error_messages={"invalid": "Enter the session date as YYYY-MM-DD, e.g. 2025-03-14."},
    )
    retention = forms.ChoiceField(
        choices=list(RETENTION_LABELS.items()),
        error_messages={
            "invalid_choice": "Unknown retention %(value)s: choose default, 1m, 5m, 1h or never.",
            "required": "Choose a retention: default, 1m, 5m, 1h or never.",
        },
    )

    def clean_session_date(self):
        """M9.4: a future date would win recency (M8.2) over every later real statement, and a
        date centuries ago (0001-01-01) is a typo, not a return visit."""
        value = self.cleaned_data.get("session_date")
        if value and value > today():
            raise forms.ValidationError(
                FUTURE_DATE_MESSAGE.format(today=today().isoformat()), code="future"
            )
        if value and value < EARLIEST_SESSION_DATE:
            raise forms.ValidationError(EARLY_DATE_MESSAGE, code="too_early")
        return value
