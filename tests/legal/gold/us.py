"""A declared US master services agreement: ARTICLE headings on two lines, "Section 2.1
Title." sections, (a)/(i) sub-units, and exhibits after the signature block."""

from __future__ import annotations

from clausewise.legal.tree import DocumentSection as S

from .model import Document, Unit

__all__ = ["us_msa"]


def _art(number: str, title: str, sections: list[Unit]) -> Unit:
    return Unit(f"Article {number}", "article", number, title, [], sections)


def _sec(number: str, title: str | None, body: list[str], children: list[Unit] | None = None) -> Unit:
    return Unit(number, "section", number, title, body, children or [])


def _sub(parent: str, letter: str, text: list[str], children: list[Unit] | None = None) -> Unit:
    return Unit(f"{parent}({letter})", "subsection", letter, None, text, children or [])


def _item(parent: str, roman: str, text: str) -> Unit:
    return Unit(f"{parent}({roman})", "item", roman, None, [text])


def _exhibit(letter: str, title: str, paras: list[Unit]) -> Unit:
    return Unit(f"Exhibit {letter}", "exhibit", letter, title, [], paras, S.SCHEDULES)


def _xsec(exhibit: str, number: str, body: list[str], children: list[Unit] | None = None) -> Unit:
    return Unit(f"{exhibit} Section {number}", "section", number, None, body, children or [],
                S.SCHEDULES)


_DEFS = [
    "As used in this Agreement, the following terms shall have the following meanings:",
    '<<Affiliate::"Affiliate" shall mean any entity controlling, controlled by or under common '
    "control with a Party.>>",
    "<<Business Day::Business Day means any day other than a Saturday, Sunday or federal holiday.>>",
    '<<Client Data::"Client Data" shall mean all data submitted by Client to the Services.>>',
    '<<Deliverables::"Deliverables" has the meaning set forth in [[Section 3.2(b)->3.2(b)]].>>',
    '<<Documentation::"Documentation" means the user guides for the Services described in '
    "[[Exhibit A->Exhibit A]].>>",
    '<<Fees::"Fees" means the fees set forth in [[Exhibit B->Exhibit B]].>>',
    '<<Force Majeure Event::"Force Majeure Event" has the meaning given in [[Section 11.1->11.1]].>>',
    '<<Order Form::<<Order::"Order Form" or "Order" means an ordering document executed by both '
    "Parties that references this Agreement.>>>>",
    '<<Services::"Services" shall mean the hosting services described in '
    "[[Section 2 of Exhibit A->Exhibit A Section 2]].>>",
    '<<SLA::"SLA" means the service level agreement attached as [[Exhibit C->Exhibit C]].>>',
]


def _articles() -> list[Unit]:
    return [
        _art("I", "Definitions", [
            _sec("1.1", "Definitions", _DEFS),
            _sec("1.2", "Interpretation", [
                "The headings in this Agreement are for convenience only. ~~The words \"hereof\", "
                "\"herein\" and \"hereunder\"~~ refer to this Agreement as a whole. ~~The term "
                '"including" means~~ including without limitation. ~~References to "Sections" '
                'and "Exhibits"~~ are to sections of and exhibits to this Agreement.'
            ]),
        ]),
        _art("II", "Services", [
            _sec("2.1", "Provision of Services", [
                "Provider shall provide the Services to Client in accordance with this Agreement, "
                "the Documentation and the SLA."]),
            _sec("2.2", "Orders", [
                "Client may order additional Services by executing an Order Form. Each Order Form "
                "is governed by [[Article II->Article II]] and [[Article V->Article V]]."]),
            _sec("2.3", "Subcontractors", [
                "Provider may use subcontractors, provided that Provider remains responsible "
                "under [[Section 2.1->2.1]]."]),
            _sec("2.4", "Restrictions", ["Client shall not:"], [
                _sub("2.4", "a", ["resell or sublicense the Services;"]),
                _sub("2.4", "b", ["reverse engineer any part of the Services, except to the "
                                  "extent permitted by [[17 U.S.C. § 1201(f)->ext]]; or"]),
                _sub("2.4", "c", ["use the Services in breach of [[Section 2.5->2.5]]."]),
            ]),
            _sec("2.5", "Acceptable Use", [
                "Client shall comply with the acceptable use policy set out in "
                "[[Section 4 of Exhibit A->Exhibit A Section 4]]."]),
            _sec("2.6", "Data Location", [
                "[[This Section->2.6]] applies only to Services provided from data centers in the "
                "United States."]),
        ]),
        _art("III", "Client Obligations", [
            _sec("3.1", "Cooperation", [
                "Client shall provide Provider with timely access to Client Data as reasonably "
                "required."]),
            _sec("3.2", "Acceptance", [], [
                _sub("3.2", "a", ["Provider shall deliver each deliverable described in an Order "
                                  "Form."]),
                _sub("3.2", "b", ["<<Deliverables::Client shall review all software, reports and "
                                  "other materials delivered by Provider (collectively, the "
                                  '"Deliverables")>> within 10 Business Days.']),
                _sub("3.2", "c", ["If Client rejects a Deliverable under "
                                  "[[subsection (b)->3.2(b)]], Provider shall correct it."]),
            ]),
            _sec("3.3", "Client Data License", [
                "Client grants Provider a limited license to Client Data solely to perform under "
                "[[Sections 2.1 through 2.4->2.1;2.2;2.3;2.4]]."]),
        ]),
        _art("IV", "Fees and Payment", [
            _sec("4.1", "Fees", [
                "Client shall pay the Fees set forth in [[Exhibit B->Exhibit B]] within 30 days "
                "of invoice."]),
            _sec("4.2", "Late Payment", [
                "Amounts not paid when due under [[Section 4.1->4.1]] shall bear interest at 1.5% "
                "per month."]),
            _sec("4.3", "Taxes", [
                "Fees are exclusive of taxes. Client shall pay all sales taxes, other than taxes "
                "on Provider's income under the [[Internal Revenue Code of 1986->ext]]."]),
            _sec("4.4", "Disputed Invoices", [
                "Client may dispute an invoice in good faith under [[this Section->4.4]] by "
                "notice given before the due date."]),
            _sec("4.5", "Card Payments", [
                "[[The preceding Section->4.4]] shall not apply to Fees paid by credit card."]),
        ]),
        _art("V", "Term and Termination", [
            _sec("5.1", "Term", [
                "<<Initial Term::This Agreement commences on the Effective Date and continues for "
                'three (3) years (the "Initial Term")>>.']),
            _sec("5.2", "Termination for Cause", [
                "Either Party may terminate this Agreement if the other Party:"], [
                _sub("5.2", "a", ["materially breaches this Agreement and fails to cure the "
                                  "breach within 30 days;"]),
                _sub("5.2", "b", ["becomes the subject of a proceeding under "
                                  "[[Chapter 7 or Chapter 11 of the Bankruptcy Code->ext;ext]]; or"]),
                _sub("5.2", "c", ["makes a general assignment for the benefit of creditors."]),
            ]),
            _sec("5.3", "Termination for Convenience", [
                "Client may terminate any Order Form on 90 days' notice."]),
            _sec("5.4", "Effect of Termination", [
                "Upon termination under [[Section 5.2(a) or (b)->5.2(a);5.2(b)]], all Fees become "
                "due. [[Sections 1.1, 4.1, 6.1 and 8.2->1.1;4.1;6.1;8.2]] survive termination."]),
        ]),
        _art("VI", "Confidentiality", [
            _sec("6.1", "Definition", [
                '<<Confidential Information::"Confidential Information" means all non-public '
                "information disclosed by a Party <<Discloser::(the \"Discloser\")>> to the other "
                'Party <<Recipient::(the "Recipient")>>, whether orally or in writing.>>']),
            _sec("6.2", "Obligations", [
                "Recipient shall protect the Confidential Information using reasonable care and "
                "shall not disclose it except as permitted by [[Section 6.3->6.3]]."]),
            _sec("6.3", "Compelled Disclosure", [
                "Recipient may disclose Confidential Information if required by law, including "
                "under the [[Securities Exchange Act of 1934->ext]]."]),
            _sec("6.4", "Remedies", [
                "Each Party acknowledges that a breach of this [[Article VI->Article VI]] may cause "
                "irreparable harm."]),
        ]),
        _art("VII", "Warranties", [
            _sec("7.1", "Performance", [
                "Provider warrants that the Services will perform materially in accordance with "
                'the Documentation. ~~THE SERVICES ARE OTHERWISE PROVIDED "AS IS"~~ EXCEPT AS SET '
                "FORTH IN [[SECTION 7.1->7.1]]."]),
            _sec("7.2", "Client Warranty", [
                "Client warrants that it has all rights in Client Data required under "
                "[[Section 3.1->3.1]]."]),
            _sec("7.3", "Disclaimer", [
                "EXCEPT AS EXPRESSLY PROVIDED IN [[SECTIONS 7.1 AND 7.2->7.1;7.2]], NEITHER PARTY "
                "MAKES ANY OTHER WARRANTY."]),
        ]),
        _art("VIII", "Indemnification and Liability", [
            _sec("8.1", "By Provider", [
                "Provider shall defend Client against any claim that the Services infringe a "
                "patent issued under [[35 U.S.C. § 101->ext]]."]),
            _sec("8.2", "By Client", [
                "Client shall indemnify Provider against claims arising from Client Data, subject "
                "to [[Section 8.3(a)(ii)->8.3(a)(ii)]]."]),
            _sec("8.3", "Limitation", [], [
                _sub("8.3", "a", ["Except for obligations under [[Sections 8.1 and 8.2->8.1;8.2]]:"], [
                    _item("8.3(a)", "i", "neither Party shall be liable for indirect damages; and"),
                    _item("8.3(a)", "ii", "each Party's total liability shall not exceed the Fees "
                          "paid in the prior 12 months."),
                ]),
                _sub("8.3", "b", ["The limits in [[Section 8.3(a)->8.3(a)]] do not apply to a "
                                  "breach of [[Article VI->Article VI]]."]),
            ]),
        ]),
        _art("IX", "Data Security", [
            _sec("9.1", "Safeguards", [
                "Provider shall maintain the security measures in [[Exhibit C->Exhibit C]] and "
                "comply with [[45 C.F.R. Part 164->ext]]."]),
            _sec("9.2", "Incidents", [
                "Provider shall notify Client of any Security Incident (as defined in "
                "[[Section 3 of Exhibit C->Exhibit C Section 3]])."]),
            _sec("9.3", "International Data", [
                "To the extent Provider processes personal data of EU residents, the Parties shall "
                "comply with [[Regulation (EU) 2016/679->ext]]."]),
        ]),
        _art("X", "General", [
            _sec("10.1", "Governing Law", [
                "This Agreement shall be governed by the laws of the State of New York."]),
            _sec("10.2", "Assignment", [
                "Neither Party may assign this Agreement except as permitted by "
                "[[Section 10.3->10.3]]."]),
            _sec("10.3", "Change of Control", [
                "Either Party may assign this Agreement to an Affiliate or a successor."]),
            _sec("10.4", "Notices", [
                "Notices under [[Article V->Article V]] shall be sent by courier."]),
            _sec("10.5", "Entire Agreement", [
                "This Agreement, together with [[Exhibits A, B and C->Exhibit A;Exhibit B;Exhibit C]], "
                "constitutes the entire agreement of the Parties."]),
            _sec("10.6", "Construction", [
                "[[The foregoing Section->10.5]] shall be construed without regard to any "
                "presumption against the drafting Party."]),
        ]),
        _art("XI", "Force Majeure", [
            _sec("11.1", "Events", [
                "<<Force Majeure Event::Neither Party is liable for delays caused by events beyond "
                'its reasonable control (a "Force Majeure Event")>>.']),
            _sec("11.2", "Notice", [
                "A Party affected by a Force Majeure Event shall notify the other Party promptly; "
                "[[Section 5.2->5.2]] shall apply if it continues for more than 60 days."]),
        ]),
    ]


def _exhibits() -> list[Unit]:
    a, b, c = "Exhibit A", "Exhibit B", "Exhibit C"
    return [
        _exhibit("A", "Documentation and Services", [
            _xsec(a, "1", [f"[[This Exhibit->{a}]] describes the Services and forms part of the Agreement "
                           "under [[Section 2.1->2.1]]."]),
            _xsec(a, "2", ["The Services consist of:"], [
                Unit(f"{a} Section 2(a)", "subsection", "a", None, ["virtual machine hosting;"],
                     section=S.SCHEDULES),
                Unit(f"{a} Section 2(b)", "subsection", "b", None, ["managed backups; and"],
                     section=S.SCHEDULES),
                Unit(f"{a} Section 2(c)", "subsection", "c", None, [
                    f"the support described in [[Section 3 of this Exhibit->{a} Section 3]]."],
                     section=S.SCHEDULES),
            ]),
            _xsec(a, "3", ["Support is available 24 hours a day. Priority incidents are handled "
                           f"under [[Section 2(c)->{a} Section 2(c)]]."]),
            _xsec(a, "4", ["Client shall not use the Services to send unsolicited messages or to "
                           "store unlawful content."]),
        ]),
        _exhibit("B", "Fees", [
            _xsec(b, "1", [f"<<Fees@{b}::For the purposes of [[this Exhibit->{b}]], \"Fees\" "
                           "means the monthly subscription fees and any overage fees.>>"]),
            _xsec(b, "2", ["The monthly subscription fee is $25,000, payable under "
                           "[[Section 4.1->4.1]]."]),
            _xsec(b, "3", ["Overage fees are charged at $0.10 per GB as described in "
                           f"[[paragraph 2->{b} Section 2]]."]),
        ]),
        _exhibit("C", "Security Measures", [
            _xsec(c, "1", ["Provider shall encrypt Client Data at rest and in transit."]),
            _xsec(c, "2", ["Provider shall conduct annual penetration tests."]),
            _xsec(c, "3", [f"<<Security Incident@{c}::In [[this Exhibit->{c}]], \"Security "
                           'Incident" means any unauthorized access to Client Data.>>']),
        ]),
    ]


def us_msa() -> Document:
    preamble = Unit("preamble", "preamble", "", None, [
        '<<Agreement::This Master Services Agreement (this "Agreement")>> is entered into as of '
        'January 15, 2024 <<Effective Date::(the "Effective Date")>> by and between '
        "<<Provider::Acme Cloud Corp., a Delaware corporation (\"Provider\")>>, and "
        '<<Client::Beta Health, Inc., a California corporation ("Client")>>. <<Party::<<Parties::'
        "Provider and Client are sometimes referred to herein individually as a \"Party\" and "
        'collectively as the "Parties">>>>.',
    ], section=S.PREAMBLE)
    recitals = Unit("recitals", "recitals", "", None, [
        "WHEREAS, Provider is in the business of providing cloud hosting services; and",
        "WHEREAS, Client desires to obtain such services on the terms set forth herein;",
        "NOW, THEREFORE, the Parties agree as follows:",
    ], section=S.RECITALS)
    signatures = Unit("signatures", "signatures", "", None, [
        "IN WITNESS WHEREOF, the Parties have executed this Agreement as of the Effective Date.",
        "ACME CLOUD CORP.\nBy: /s/ Jane Doe\nName: Jane Doe\nTitle: Chief Executive Officer",
        "BETA HEALTH, INC.\nBy: /s/ John Roe\nName: John Roe\nTitle: President",
    ], section=S.SIGNATURES)
    return Document("us_msa", "us", "MASTER SERVICES AGREEMENT",
                    [preamble, recitals, *_articles(), signatures, *_exhibits()],
                    running_header="Master Services Agreement - Confidential")
