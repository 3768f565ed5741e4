"""A declared UK services agreement: numbered clauses, lettered sub-clauses, schedules with
their own paragraphs, a definitions clause, schedule-scoped definitions."""

from __future__ import annotations

from clausewise.legal.tree import DocumentSection as S

from .model import Document, Unit

__all__ = ["uk_services_agreement"]


def _c(number: str, title: str | None, body: list[str], children: list[Unit] | None = None) -> Unit:
    return Unit(number, "clause", number, title, body, children or [])


def _sub(parent: str, letter: str, text: str, children: list[Unit] | None = None) -> Unit:
    return Unit(f"{parent}({letter})", "subclause", letter, None, [text], children or [])


def _para(schedule: str, number: str, body: list[str], children: list[Unit] | None = None) -> Unit:
    return Unit(f"{schedule} paragraph {number}", "paragraph", number, None, body, children or [])


def _spara(parent: str, letter: str, text: str) -> Unit:
    return Unit(f"{parent}({letter})", "subparagraph", letter, None, [text])


def _schedule(number: str, title: str, paras: list[Unit]) -> Unit:
    return Unit(f"Schedule {number}", "schedule", number, title, [], paras, S.SCHEDULES)


_DEFS = [
    "The definitions in [[this clause->1.1]] apply in this Agreement.",
    '<<Affiliate::"Affiliate" means, in relation to a Party, any entity that controls, is controlled '
    "by or is under common control with that Party.>>",
    '<<Business Day::"Business Day" means a day other than a Saturday, Sunday or public holiday in '
    "England.>>",
    '<<Charges::"Charges" means the charges payable by the Customer for the Services as set out in '
    "[[Schedule 2->Schedule 2]].>>",
    '<<Commencement Date::"Commencement Date" has the meaning given in [[clause 2.1->2.1]].>>',
    '<<Confidential Information::"Confidential Information" means all information of a confidential '
    "nature disclosed by one Party to the other, including the information described in "
    "[[clause 10.2->10.2]].>>",
    "<<Data Protection Legislation::“Data Protection Legislation” means the UK GDPR, the "
    "[[Data Protection Act 2018->ext]] and, where applicable, [[Regulation (EU) 2016/679->ext]].>>",
    "<<Deliverables::‘Deliverables’ means all documents, products and materials developed by the "
    "Supplier in relation to the Services in any form.>>",
    '<<Intellectual Property Rights::"Intellectual Property Rights" means patents, rights to '
    "inventions, copyright and related rights, trade marks, rights in designs and rights in "
    "confidential information, in each case whether registered or unregistered.>>",
    '<<Service Levels::"Service Levels" shall mean the service levels set out in '
    "[[paragraph 2 of Schedule 3->Schedule 3 paragraph 2]].>>",
    '<<Services::"Services" means the services to be provided by the Supplier under this Agreement '
    "as described in [[Schedule 1->Schedule 1]].>>",
    "<<Term::Term: means the period described in [[clause 14.1->14.1]].>>",
    '<<Working Hours::"Working Hours" means 9.00 am to 5.00 pm on a Business Day.>>',
]


def _clauses() -> list[Unit]:
    return [
        _c("1", "Definitions and interpretation", [], [
            _c("1.1", None, _DEFS),
            _c("1.2", None, ["In this Agreement:"], [
                _sub("1.2", "a", "clause, Schedule and paragraph headings shall not affect the "
                     "interpretation of this Agreement;"),
                _sub("1.2", "b", "a reference to a statute or statutory provision is a reference "
                     "to it as amended, extended or re-enacted from time to time;"),
                _sub("1.2", "c", '~~the words "include", "includes" and "including" shall mean~~ '
                     "including without limitation;"),
                _sub("1.2", "d", '~~a document marked "Confidential"~~ shall be treated as '
                     "Confidential Information; and"),
                _sub("1.2", "e", "references to clauses and Schedules are to the clauses of and "
                     "the Schedules to this Agreement."),
            ]),
        ]),
        _c("2", "Commencement and term", [], [
            _c("2.1", None, ["<<Commencement Date::This Agreement shall commence on 1 April 2024 "
                             '(the "Commencement Date")>> and shall continue for the Term.']),
            _c("2.2", None, ["Either Party may extend the Term in accordance with "
                             "[[clause 14.2->14.2]]."]),
        ]),
        _c("3", "Supply of services", [], [
            _c("3.1", None, ["The Supplier shall provide the Services from the Commencement Date "
                             "in accordance with [[Schedule 1->Schedule 1]] and the Service Levels."]),
            _c("3.2", None, ["In providing the Services, the Supplier shall:"], [
                _sub("3.2", "a", "co-operate with the Customer in all matters relating to the "
                     "Services;"),
                _sub("3.2", "b", "meet the Service Levels set out in "
                     "[[Schedule 3, paragraph 1->Schedule 3 paragraph 1]];"),
                _sub("3.2", "c", "comply with the obligations in [[clause 3.4->3.4]] and with "
                     "all applicable laws;"),
                _sub("3.2", "d", "not do anything which would cause the Customer to breach "
                     "[[clause 10.1(b)->10.1(b)]]; and"),
                _sub("3.2", "e", "observe the Customer's site rules referred to in "
                     "[[paragraph (c)->3.2(c)]] above."),
            ]),
            _c("3.3", None, ["The Supplier shall use reasonable endeavours to meet any performance "
                             "dates specified in [[Schedule 1->Schedule 1]]."]),
            _c("3.4", None, ["The Supplier shall comply with [[clauses 3.2 and 3.3->3.2;3.3]] at "
                             "its own cost, and with [[sub-clause 3.2(b)->3.2(b)]] in particular."]),
        ]),
        _c("4", "Customer's obligations", [], [
            _c("4.1", None, ["The Customer shall:"], [
                _sub("4.1", "a", "provide the Supplier with access to its premises;"),
                _sub("4.1", "b", "provide such information as the Supplier may reasonably request; "
                     "and"),
                _sub("4.1", "c", "obtain all necessary licences and consents."),
            ]),
            _c("4.2", None, ["<<Customer Default::If the Supplier's performance is prevented by any "
                             'act or omission of the Customer (a "Customer Default")>>, the Supplier '
                             "shall not be liable for any resulting delay."]),
            _c("4.3", None, ["The Customer shall comply with [[clauses 4.1(a) and (b)->4.1(a);4.1(b)]] "
                             "within 5 Business Days of a request."]),
        ]),
        _c("5", "Charges and payment", [], [
            _c("5.1", None, ["In consideration of the provision of the Services, the Customer shall "
                             "pay the Charges in accordance with [[Schedule 2->Schedule 2]]."]),
            _c("5.2", None, ["The Supplier shall invoice the Customer monthly in arrears. Each "
                             "invoice shall be payable within 30 days of receipt."]),
            _c("5.3", None, ["If the Customer fails to pay any amount under [[clause 5.2->5.2]], "
                             "interest shall accrue at 4% per annum above the base rate."]),
            _c("5.4", None, ["All amounts payable under [[clauses 5.1 to 5.3->5.1;5.2;5.3]] are "
                             "exclusive of VAT."]),
            _c("5.5", None, ["The Customer may withhold any disputed amount pending resolution "
                             "under [[clause 17->17]]."]),
        ]),
        _c("6", "Change control", [], [
            _c("6.1", None, ["Either Party may request a change to the Services in accordance with "
                             "[[paragraph 4 of Schedule 1->Schedule 1 paragraph 4]]."]),
            _c("6.2", None, ["No change shall be effective unless agreed in writing under "
                             "[[clause 6.1->6.1]] or [[Clause 18.4->18.4]]."]),
        ]),
        _c("7", "Service levels", [], [
            _c("7.1", None, ["The Supplier shall meet or exceed the Service Levels."]),
            _c("7.2", None, ["If the Supplier fails to meet a Service Level, service credits "
                             "shall apply as set out in [[Schedule 3->Schedule 3]]."]),
            _c("7.3", None, ["The Customer's remedies for service failure are:"], [
                _sub("7.3", "a", "service credits under "
                     "[[paragraph 3 of Schedule 3->Schedule 3 paragraph 3]];"),
                _sub("7.3", "b", "termination under [[clause 14.3(a)->14.3(a)]]; and"),
                _sub("7.3", "c", "damages, subject to [[clause 12->12]]."),
            ]),
            _c("7.4", None, ["[[Clause 7.3(b)->7.3(b)]] shall not apply to any failure caused by "
                             "a Customer Default."]),
        ]),
        _c("8", "Intellectual property", [], [
            _c("8.1", None, ["All Intellectual Property Rights in the Deliverables shall vest in "
                             "the Supplier."]),
            _c("8.2", None, ["<<Licence::The Supplier grants to the Customer a non-exclusive, "
                             'royalty-free licence (the "Licence")>> to use the Deliverables for '
                             "the purposes of its business."]),
            _c("8.3", None, ["The Licence under [[clause 8.2->8.2]] shall survive termination in "
                             "accordance with [[clause 15.3->15.3]]."]),
        ]),
        _c("9", "Data protection", [], [
            _c("9.1", None, ["Both Parties shall comply with the Data Protection Legislation. This "
                             "[[clause 9->9]] is in addition to, and does not relieve a Party of, "
                             "its obligations under the Data Protection Legislation."]),
            _c("9.2", None, ["The Supplier shall process personal data only on the documented "
                             "instructions of the Customer, as described in "
                             "[[Schedule 4->Schedule 4]], and in accordance with "
                             "[[Article 28(3) of the UK GDPR->ext]]."]),
            _c("9.3", None, ["Each Party shall notify the other without undue delay of any personal "
                             "data breach within the meaning of "
                             "[[section 67 of the Data Protection Act 2018->ext]]."]),
        ]),
        _c("10", "Confidentiality", [], [
            _c("10.1", None, ["Each Party undertakes that it shall not disclose the Confidential "
                              "Information of the other Party, except:"], [
                _sub("10.1", "a", "to its employees who need to know it;"),
                _sub("10.1", "b", "as required by law, a court of competent jurisdiction or any "
                     "governmental or regulatory authority; or"),
                _sub("10.1", "c", "as permitted by [[clause 10.2->10.2]]."),
            ]),
            _c("10.2", None, ["Each Party may disclose Confidential Information to its Affiliates "
                              "who need to know it for the purposes of this Agreement."]),
            _c("10.3", None, ["This [[clause 10->10]] shall survive termination of this Agreement "
                              "for a period of five years."]),
        ]),
        _c("11", "Warranties", [], [
            _c("11.1", None, ["The Supplier warrants that the Services will be performed with "
                              "reasonable skill and care. ~~The Deliverables are not provided "
                              '"as is"~~.']),
            _c("11.2", None, ["The warranty in [[clause 11.1->11.1]] does not apply to any defect "
                              "caused by a Customer Default."]),
        ]),
        _c("12", "Limitation of liability", [], [
            _c("12.1", None, ["Nothing in this Agreement limits any liability which cannot legally "
                              "be limited."]),
            _c("12.2", None, ["Subject to [[clause 12.1->12.1]], the Supplier's total liability "
                              "shall not exceed the Charges paid in the 12 months preceding the "
                              "claim."]),
            _c("12.3", None, ["[[Clauses 12.1 and 12.2->12.1;12.2]] shall survive termination."]),
        ]),
        _c("13", "Insurance", [], [
            _c("13.1", None, ["The Supplier shall maintain the insurance required by "
                              "[[paragraph 5 of Schedule 2->Schedule 2 paragraph 5]]."]),
        ]),
        _c("14", "Term and termination", [], [
            _c("14.1", None, ["<<Initial Term::This Agreement shall continue for an initial period "
                              'of 24 months from the Commencement Date (the "Initial Term")>> and '
                              "thereafter until terminated in accordance with "
                              "[[clauses 14.2 to 14.4->14.2;14.3;14.4]]."]),
            _c("14.2", None, ["Either Party may terminate this Agreement on 3 months' notice "
                              "expiring after the Initial Term."]),
            _c("14.3", None, ["Either Party may terminate this Agreement immediately if the other "
                              "Party:"], [
                _sub("14.3", "a", "commits a material breach which is not remedied within 30 days;"),
                _sub("14.3", "b", "is unable to pay its debts within the meaning of "
                     "[[section 123 of the Insolvency Act 1986->ext]]; or"),
                _sub("14.3", "c", "ceases to carry on business."),
            ]),
            _c("14.4", None, ["The Customer may terminate this Agreement if the Supplier fails to "
                              "meet the Service Levels as described in "
                              "[[Schedule 3, paragraph 4->Schedule 3 paragraph 4]]."]),
        ]),
        _c("15", "Consequences of termination", [], [
            _c("15.1", None, ["On termination, the Customer shall pay all outstanding invoices."]),
            _c("15.2", None, ["[[Clauses 1, 10 and 12->1;10;12]] shall survive termination."]),
            _c("15.3", None, ["Termination shall not affect any rights accrued under "
                              "[[clauses 7 to 9->7;8;9]]."]),
            _c("15.4", None, ["[[Clause 14.3(b)->14.3(b)]] applies equally to any insolvency "
                              "event under the [[Companies Act 2006->ext]]."]),
        ]),
        _c("16", "Force majeure", [], [
            _c("16.1", None, ["<<Force Majeure Event::Neither Party shall be liable for any failure "
                              "caused by events beyond its reasonable control "
                              '(a "Force Majeure Event")>>.']),
            _c("16.2", None, ["If a Force Majeure Event continues for 60 days, either Party may "
                              "terminate under [[clause 14.3->14.3]]."]),
        ]),
        _c("17", "Dispute resolution", [], [
            _c("17.1", None, ["Any dispute shall first be referred to the contract managers."]),
            _c("17.2", None, ["If a dispute is not resolved within 20 Business Days under "
                              "[[clause 17.1->17.1]], either Party may refer it to mediation."]),
            _c("17.3", None, ["Nothing in this [[clause 17->17]] prevents a Party from seeking "
                              "urgent injunctive relief."]),
        ]),
        _c("18", "General", [], [
            _c("18.1", None, ["Neither Party may assign this Agreement without consent, save as "
                              "provided in [[clause 10.2->10.2]]."]),
            _c("18.2", None, ["A person who is not a Party shall have no right under the "
                              "[[Contracts (Rights of Third Parties) Act 1999->ext]] to enforce any "
                              "term of this Agreement."]),
            _c("18.3", None, ["This Agreement constitutes the entire agreement between the Parties "
                              "and supersedes the agreement ~~entitled \"Heads of Terms\"~~ dated "
                              "1 January 2024."]),
            _c("18.4", None, ["No variation of this Agreement shall be effective unless it is in "
                              "writing and signed by the Parties."]),
            _c("18.5", None, ["Notices under [[clause 5.3->5.3]] or [[clause 14->14]] shall be "
                              "in writing."]),
            _c("18.6", None, ["This Agreement shall be governed by the law of England and Wales."]),
        ]),
    ]


def _schedules() -> list[Unit]:
    s1, s2, s3, s4 = "Schedule 1", "Schedule 2", "Schedule 3", "Schedule 4"
    return [
        _schedule("1", "Services", [
            _para(s1, "1", ["The Supplier shall provide the managed IT services described in "
                            "[[this Schedule->Schedule 1]]."]),
            _para(s1, "2", ["The Services comprise:"], [
                _spara(f"{s1} paragraph 2", "a", "service desk support;"),
                _spara(f"{s1} paragraph 2", "b", "network monitoring; and"),
                _spara(f"{s1} paragraph 2", "c", "the maintenance described in "
                       f"[[paragraph 3->{s1} paragraph 3]]."),
            ]),
            _para(s1, "3", ["Maintenance shall be carried out in Working Hours, subject to "
                            "[[clause 3.3->3.3]]."]),
            _para(s1, "4", ["Change requests shall be made in accordance with "
                            f"[[paragraph 2(c)->{s1} paragraph 2(c)]] and [[clause 6->6]]."]),
        ]),
        _schedule("2", "Charges", [
            _para(s2, "1", [f'<<Services@{s2}::"Services" means, for the purposes of '
                            f"[[this Schedule->{s2}]], the Services together with any additional "
                            "services ordered under [[clause 6->6]].>>"]),
            _para(s2, "2", ["The Charges are set out in the table in "
                            f"[[paragraph 3->{s2} paragraph 3]] and are payable under "
                            "[[clause 5->5]]."]),
            _para(s2, "3", ["The monthly charge is £10,000. The Charges for the Services include "
                            "100 hours of support per month."]),
            _para(s2, "4", ["The Supplier may increase the Charges once in each year by no more "
                            "than 3%, subject to "
                            f"[[paragraph 2 of this Schedule->{s2} paragraph 2]]."]),
            _para(s2, "5", ["The Supplier shall maintain professional indemnity insurance of not "
                            "less than £1,000,000."]),
        ]),
        _schedule("3", "Service levels", [
            _para(s3, "1", [f"<<Service Credit@{s3}::In [[this Schedule->{s3}]], "
                            '"Service Credit" means a reduction of the Charges calculated under '
                            f"[[paragraph 3->{s3} paragraph 3]].>>"]),
            _para(s3, "2", ["The Service Levels are:"], [
                _spara(f"{s3} paragraph 2", "a", "availability of 99.5% in each month;"),
                _spara(f"{s3} paragraph 2", "b", "response to priority 1 incidents within one "
                       "hour; and"),
                _spara(f"{s3} paragraph 2", "c", "resolution of priority 1 incidents within four "
                       "hours."),
            ]),
            _para(s3, "3", ["If the Supplier fails to meet the Service Level in "
                            f"[[paragraph 2(a)->{s3} paragraph 2(a)]], a Service Credit of 5% of "
                            "the monthly Charges shall apply."]),
            _para(s3, "4", ["Persistent failure entitles the Customer to terminate under "
                            "[[clause 14.4->14.4]]."]),
        ]),
        _schedule("4", "Data processing", [
            _para(s4, "1", ["The subject matter of the processing is the provision of the Services "
                            "under [[clause 3->3]]."]),
            _para(s4, "2", ["The duration of the processing is the Term, as set out in "
                            "[[clause 2->2]]."]),
            _para(s4, "3", ["The Supplier shall assist the Customer in complying with "
                            "[[Articles 32 to 36 of the UK GDPR->ext;ext]]."]),
        ]),
    ]


def uk_services_agreement() -> Document:
    preamble = Unit("preamble", "preamble", "", None, [
        "THIS AGREEMENT is dated 1 March 2024.",
        "PARTIES",
        "(1) <<Supplier::ACME SERVICES LIMITED, a company incorporated in England and Wales with "
        'company number 01234567 whose registered office is at 1 High Street, London ("Supplier")>>;'
        " and",
        "(2) <<Customer::BETA RETAIL PLC, a company incorporated in England and Wales with company "
        'number 07654321 ("Customer")>>, <<Party::<<Parties::(each a "Party" and together the '
        '"Parties")>>>>.',
        "BACKGROUND",
        "(A) The Supplier provides managed IT services.",
        "(B) The Customer wishes to obtain those services on the terms of this Agreement.",
        "AGREED TERMS",
    ], section=S.PREAMBLE)
    signatures = Unit("signatures", "signatures", "", None, [
        "This Agreement has been entered into on the date stated at the beginning of it.",
        "Signed by JOHN SMITH for and on behalf of ACME SERVICES LIMITED",
        "Director",
        "Signed by JANE JONES for and on behalf of BETA RETAIL PLC",
        "Director",
    ], section=S.SIGNATURES)
    return Document("uk_services", "uk", "SERVICES AGREEMENT",
                    [preamble, *_clauses(), *_schedules(), signatures],
                    running_header="Services Agreement - Acme / Beta")
