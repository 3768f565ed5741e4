"""Heading words of the genres beside the commercial contract: employment contracts, leases
and loan agreements (same syntax as :mod:`clausewise.legal.signals`; ``GENRE_TITLE`` joins the
heading words of every document type).
"""

from __future__ import annotations

from .signals import Table
from .types import ClauseType as T

__all__ = ["GENRE_TITLE"]

GENRE_TITLE: Table = {
    T.REPRESENTATIONS: (
        # A statement that no default exists (a representation, or a condition to a loan),
        # not the events of default ("Default" alone is: see signals_heading.HEAD_ONLY).
        "no default",
        "no event of default",
        "absence of default*",
    ),
    T.COVENANTS: (
        # The landlord's covenant for quiet enjoyment.
        "quiet enjoyment",
        # An employee's or officer's promise not to take on other business while employed.
        "outside interests",
        "outside activities",
        "outside business activities",
        "other business interests",
        "conflict of interest",
        "conflicts of interest",
    ),
    T.PAYMENT: (
        # The rest of an employee's remuneration. Not "Benefits" alone: "Benefits and
        # Assignments" is about who takes the benefit of the agreement.
        "employee benefits",
        "employee benefit plans",
        "fringe benefits",
        # "Withholding", "Withholding Taxes": the tax a payer deducts from a payment.
        "withholding",
    ),
}
