"""References to the rows of a details schedule: "Item 3", "Item 5 of Schedule 1", "Items 8 to
10 of Schedule 1", "item 6 of Schedule 2", "Items 6 to 8 of the Schedule".

Australian, UK and other Commonwealth contracts set their commercial terms out in a schedule
whose rows are numbered "Item 1", "Item 2" ...; the clauses refer to those rows. "Item" is
also an ordinary word ("each item of Equipment", "line item 3") and securities filings cite
their forms' items ("Item 7 of Form 10-K"): those are never references to a row, and an item
no schedule has is no reference at all (it must not count as an unresolved one). Every text
is written for these tests in the layout such contracts use.
"""

from __future__ import annotations

from clausewise import LegalChunker
from clausewise.legal.types import CrossReference, LegalChunk

SERVICES = """SERVICES AGREEMENT

This agreement is made on the date specified in Item 1 of Schedule 1 between the parties \
named in Items 2 and 3 of Schedule 1.

1. DEFINITIONS

1.1 In this agreement:

Commencement Date means the date specified in Item 4.

Term means the period specified in Item 5, as extended under clause 3.2.

2. SERVICES

2.1 The Supplier must provide the Services described in Item 6 to the service levels in \
Schedule 2, and must replace each item of Equipment that fails.

3. TERM

3.1 This agreement starts on the Commencement Date and continues for the Term.

3.2 The Customer may extend the Term by notice given at least 60 days before the Term ends.

4. FEES AND INSURANCE

4.1 The Customer must pay the Fees specified in Item 7 of Schedule 1 within 30 days after \
receiving a tax invoice. Each line item 3 of an invoice must show GST separately.

4.2 The Supplier must hold the insurances specified in Items 8 to 10 of Schedule 1 for the Term.

4.3 Interest accrues on overdue amounts at the rate specified in Item 12.

4.4 The Supplier acknowledges that the Customer's parent, a United States registrant, may \
describe this agreement in the discussion required by Item 7 of Form 10-K.

Schedule 1 - Contract Details

Item 1     Date of agreement     1 July 2024
Item 2     Customer              Harbourline Logistics Pty Ltd ACN 123 456 789, of 14 Wharf \
Road, Fremantle WA 6160
Item 3     Supplier              Tidewater Systems Pty Ltd ACN 987 654 321, of 220 George \
Street, Sydney NSW 2000
Item 4     Commencement Date     1 August 2024
Item 5     Term                  3 years from the Commencement Date
Item 6     Services              Managed fleet telematics, including installation, monitoring \
and 24-hour support for all vehicles at the Customer's depots
Item 7     Fees                  $12,000 per month (exclusive of GST), payable monthly in arrears
Item 8     Public liability      $20,000,000 for any one occurrence
Item 9     Professional indemnity  $5,000,000 for any one claim and in the aggregate
Item 10    Workers compensation  As required by law

Schedule 2 - Service Levels

1. Availability. The telematics platform must be available 99.5% of each month.

2. Response. The Supplier must respond to a priority 1 fault within 30 minutes.
"""

# Two schedules with items: a bare "Item 3" in the body could be either schedule's row.
LEASE = """EQUIPMENT LEASE

1. LEASE

1.1 The Lessor leases to the Lessee the Equipment described in item 6 of Schedule 2 for the \
Lease Period specified in Item 4 of Schedule 1.

1.2 The Lessee must keep the Equipment at the site specified in Item 3.

2. RENT

2.1 The Lessee must pay the Rent specified in Items 5 and 6 of Schedule 1 on each Payment Date.

SCHEDULE 1 - KEY DETAILS

Item 1    Lessor            Northgate Asset Finance Limited (company number 01234567)
Item 2    Lessee            Brackenfield Foods Limited (company number 07654321)
Item 3    Site              Unit 4, Riverside Industrial Estate, Leeds LS10 1AB
Item 4    Lease Period      60 months from the Commencement Date
Item 5    Rent              GBP 4,250 per month plus VAT
Item 6    Payment Date      The first Business Day of each month

SCHEDULE 2 - EQUIPMENT

Item 1    Manufacturer      Krones AG
Item 2    Model             Contiform S12 stretch blow moulder
Item 3    Serial number     KR-2291-0457
Item 4    Year              2023
Item 5    Value             GBP 1,180,000
Item 6    Description       One stretch blow moulding line comprising the machine in Item 2, \
with its preform feeder and spares kit
"""

RETAIL = """RETAIL SHOP LEASE

1. RENT

1.1 The Tenant must pay the Annual Rent specified in Item 5 of the Schedule by equal monthly \
instalments in advance.

1.2 The Annual Rent is reviewed on each Review Date set out in Items 6 to 8 of the Schedule.

1.3 The Tenant acknowledges that the estimate of outgoings in Item 3 of the Landlord's
disclosure statement given under the Retail Shop Leases Act 1994 (Qld) is an estimate only.

THE SCHEDULE

Item 1    Landlord           Coastal Retail Holdings Pty Ltd
Item 2    Tenant             Bluegum Bakery Pty Ltd
Item 3    Premises           Shop 12, Harbour Town Centre, Gold Coast QLD 4216
Item 4    Commencement Date  1 March 2025
Item 5    Annual Rent        $96,000 plus GST
Item 6    First Review Date  1 March 2026
Item 7    Second Review Date 1 March 2027
Item 8    Third Review Date  1 March 2028
"""

# The details are set out as a table the parser does not split into rows.
TABLED = """SERVICES AGREEMENT

1. TERM

1.1 This agreement commences on the date specified in Item 3 of Schedule 1 and continues \
for the term specified in Item 4 of Schedule 1.

2. FEES

2.1 The Customer must pay the Fees in Item 5 of Schedule 1, and the expenses in Item 9 of \
Schedule 1.

Schedule 1 - Contract Details

| Item | Description | Details |
|---|---|---|
| Item 1 | Customer | Harbourline Logistics Pty Ltd |
| Item 3 | Commencement Date | 1 July 2024 |
| Item 4 | Term | 3 years |
| Item 5 | Fees | $12,000 per month |
"""

# A US supply agreement: no details schedule, and its "Item"s are products and a form's items.
SUPPLY = """SUPPLY AGREEMENT

1. PURCHASE ORDERS

1.1 Buyer shall not order more than 500 units of Item 3 in any calendar month, and each item \
of Product shall be listed on a separate line of the Purchase Order.

1.2 Supplier acknowledges the business described in Item 1 of Buyer's Annual Report on \
Form 10-K, the risk factors in Item 1A of the Annual Report on Form 10-K and the disclosure \
required by Item 7 of Form 10-K.

2. PRICING

2.1 The prices for the Products are set out in Exhibit A, subject to Section 1.1.

EXHIBIT A - PRICING

1. Standard widgets: $4.10 per unit.

2. Heavy-duty widgets: $6.25 per unit.
"""


def _chunks(text: str) -> list[LegalChunk]:
    return LegalChunker(jurisdiction="uk", max_chunk_size=64).chunk(text)


def _items(chunks: list[LegalChunk]) -> list[CrossReference]:
    return [r for c in chunks for r in c.cross_references if r.target_kind == "item"]


def _holding(text: str, chunks: list[LegalChunk], row: str) -> int:
    """The index of the chunk whose body holds the row that starts with ``row``."""
    at = LegalChunker.sanitize(text).index(row)
    return next(c.index for c in chunks if c.char_start <= at < c.char_end)


def test_items_of_the_only_details_schedule() -> None:
    chunks = _chunks(SERVICES)
    got = [(r.raw_text, r.target_identifier) for r in _items(chunks)]
    assert got == [
        ("Item 1 of Schedule 1", "Schedule 1 Item 1"),
        ("Items 2", "Schedule 1 Item 2"),
        ("3 of Schedule 1", "Schedule 1 Item 3"),
        ("Item 4", "Schedule 1 Item 4"),
        ("Item 5", "Schedule 1 Item 5"),
        ("Item 6", "Schedule 1 Item 6"),
        ("Item 7 of Schedule 1", "Schedule 1 Item 7"),
        ("Items 8", "Schedule 1 Item 8"),
        ("Items 8 to 10 of Schedule 1", "Schedule 1 Item 9"),  # the range's middle member
        ("10 of Schedule 1", "Schedule 1 Item 10"),
    ]


def test_an_item_reference_points_at_the_chunk_holding_its_row() -> None:
    chunks = _chunks(SERVICES)
    refs = {r.raw_text: r for r in _items(chunks)}
    for raw, row in [
        ("Item 4", "Item 4     Commencement Date"),
        ("Item 7 of Schedule 1", "Item 7     Fees"),
        ("10 of Schedule 1", "Item 10    Workers compensation"),
    ]:
        assert refs[raw].target_chunk_index == _holding(SERVICES, chunks, row)
    # the schedule spans several chunks: the rows are not all in the first one
    assert _holding(SERVICES, chunks, "Item 10") != _holding(SERVICES, chunks, "Item 1 ")


def test_the_outer_schedule_is_part_of_the_item_reference() -> None:
    chunks = _chunks(SERVICES)
    raws = [r.raw_text for c in chunks for r in c.cross_references]
    # "Schedule 1" is read with its item, never as a reference to the whole schedule;
    # "Schedule 2" alone still is one
    assert "Schedule 1" not in raws
    assert "Schedule 2" in raws


def test_words_that_are_not_rows_are_no_references() -> None:
    chunker = LegalChunker(jurisdiction="uk", max_chunk_size=64)
    chunks = chunker.chunk(SERVICES)
    refs = [r for c in chunks for r in c.cross_references]
    form = SERVICES.index("Item 7 of Form 10-K")
    # "Item 7 of Form 10-K" is a form's item although Schedule 1 has an Item 7; "line item
    # 3" and "Item 12" (no such row) are nothing
    assert not [r for r in refs if r.char_start >= form and r.char_end <= form + 20]
    assert not [r for r in refs if "12" in r.raw_text or "line" in r.raw_text]
    # every internal reference resolves, the ten item references with the rest: nothing
    # unmatched lowers the rate
    assert chunker.cross_ref_resolution_rate == 1.0
    assert chunker.cross_ref_stats["by_kind"] == {"item": 10, "clause": 1, "schedule": 1}


def test_a_named_schedule_scopes_the_item() -> None:
    chunks = _chunks(LEASE)
    refs = {r.raw_text: r for r in _items(chunks)}
    equipment = refs["item 6 of Schedule 2"]
    assert equipment.target_identifier == "Schedule 2 Item 6"
    assert equipment.target_chunk_index == _holding(LEASE, chunks, "Item 6    Description")
    period = refs["Item 4 of Schedule 1"]
    assert period.target_identifier == "Schedule 1 Item 4"
    assert period.target_chunk_index == _holding(LEASE, chunks, "Item 4    Lease Period")
    assert refs["6 of Schedule 1"].target_chunk_index == _holding(
        LEASE, chunks, "Item 6    Payment Date"
    )


def test_a_bare_item_is_its_own_schedules_or_ambiguous() -> None:
    chunks = _chunks(LEASE)
    refs = _items(chunks)
    # "the machine in Item 2", written in Schedule 2's Item 6, is Schedule 2's model row
    inside = [r for r in refs if r.raw_text == "Item 2"]
    assert [r.target_identifier for r in inside] == ["Schedule 2 Item 2"]
    assert inside[0].target_chunk_index == _holding(LEASE, chunks, "Item 2    Model")
    # "the site specified in Item 3" in the body could be either schedule's Item 3
    site = LEASE.index("Item 3.")
    assert not [r for r in refs if r.char_start == site]


def test_items_of_the_schedule() -> None:
    chunks = _chunks(RETAIL)
    got = [(r.raw_text, r.target_identifier) for r in _items(chunks)]
    # "Item 3 of the Landlord's disclosure statement" is that document's item, not the Schedule's
    assert got == [
        ("Item 5 of the Schedule", "Schedule Item 5"),
        ("Items 6", "Schedule Item 6"),
        ("Items 6 to 8 of the Schedule", "Schedule Item 7"),
        ("8 of the Schedule", "Schedule Item 8"),
    ]
    refs = {r.raw_text: r for r in _items(chunks)}
    assert refs["Item 5 of the Schedule"].target_chunk_index == _holding(
        RETAIL, chunks, "Item 5    Annual Rent"
    )


def test_an_item_of_a_schedule_left_unsplit_points_at_the_schedule() -> None:
    chunks = _chunks(TABLED)
    got = [(r.raw_text, r.target_identifier) for r in _items(chunks)]
    # no row "Item 9" is written in the table: that reference names nothing
    assert got == [
        ("Item 3 of Schedule 1", "Schedule 1 Item 3"),
        ("Item 4 of Schedule 1", "Schedule 1 Item 4"),
        ("Item 5 of Schedule 1", "Schedule 1 Item 5"),
    ]
    schedule = _holding(TABLED, chunks, "Schedule 1 - Contract Details")
    assert {r.target_chunk_index for r in _items(chunks)} == {schedule}


# The same agreement with its products set out as the items of a schedule.
SUPPLY_DETAILS = (
    SUPPLY
    + """
SCHEDULE 1 - PRODUCTS

Item 1    Product    Standard widget, model W-100
Item 2    Product    Heavy-duty widget, model W-200
Item 3    Product    Industrial widget, model W-300
Item 4    Product    Widget mounting bracket, model B-10
Item 5    Product    Widget mounting bracket, model B-20
Item 6    Product    Replacement seal kit, model S-1
Item 7    Product    Replacement seal kit, model S-2
"""
)


def test_no_items_without_a_details_schedule() -> None:
    refs = [r for c in LegalChunker(jurisdiction="us").chunk(SUPPLY) for r in c.cross_references]
    assert not [r for r in refs if "Item" in r.raw_text or r.target_kind == "item"]
    # the document's own references are still read
    assert [r.raw_text for r in refs] == ["Exhibit A", "Section 1.1"]
    # with a schedule of items, "500 units of Item 3" is its row; a form's items never are
    chunks = LegalChunker(jurisdiction="us").chunk(SUPPLY_DETAILS)
    got = [(r.raw_text, r.target_identifier, r.target_kind) for r in _items(chunks)]
    assert got == [("Item 3", "Schedule 1 Item 3", "item")]
    assert _items(chunks)[0].target_chunk_index == _holding(
        SUPPLY_DETAILS, chunks, "Item 3    Product"
    )
