"""A declared EU regulation: recitals, chapters, articles with numbered paragraphs and lettered
points, a definitions article with numbered points, annexes with parts."""

from __future__ import annotations

from clausewise.legal.tree import DocumentSection as S

from .model import Document, Unit

__all__ = ["eu_regulation"]


def _chapter(number: str, title: str, articles: list[Unit]) -> Unit:
    return Unit(f"Chapter {number}", "chapter", number, title, [], articles)


def _article(number: str, title: str, paras: list[Unit] | list[str]) -> Unit:
    key = f"Article {number}"
    if paras and isinstance(paras[0], str):
        return Unit(key, "article", number, title, list(paras))  # type: ignore[arg-type]
    return Unit(key, "article", number, title, [], list(paras))  # type: ignore[arg-type]


def _para(article: str, number: str, body: list[str], points: list[Unit] | None = None) -> Unit:
    return Unit(f"Article {article}({number})", "paragraph", number, None, body, points or [])


def _point(parent: str, letter: str, text: str) -> Unit:
    return Unit(f"{parent}({letter})", "point", letter, None, [text])


def _recital(number: str, text: str) -> Unit:
    return Unit(f"Recital {number}", "recital", number, None, [text], section=S.RECITALS)


_DEFINITIONS = [
    ("1", "<<connected toy::‘connected toy’ means a toy capable of connecting to the internet or "
          "to another device;>>"),
    ("2", "<<manufacturer::‘manufacturer’ means any natural or legal person who manufactures a "
          "connected toy and markets it under its name or trade mark;>>"),
    ("3", "<<placing on the market::‘placing on the market’ means the first making available of "
          "a connected toy on the Union market;>>"),
    ("4", "<<personal data::‘personal data’ means personal data as defined in "
          "[[point (1) of Article 4 of Regulation (EU) 2016/679->ext]];>>"),
    ("5", "<<child::‘child’ means a natural person below the age of 16 years;>>"),
    ("6", "<<competent authority::‘competent authority’ means an authority designated under "
          "[[Article 11->Article 11]];>>"),
    ("7", "<<authorised representative::‘authorised representative’ means any natural or legal "
          "person established within the Union who has received a written mandate from a "
          "manufacturer;>>"),
    ("8", "<<economic operator::‘economic operator’ means the manufacturer, the authorised "
          "representative, the importer and the distributor;>>"),
    ("9", "<<recall::‘recall’ means any measure aimed at achieving the return of a connected toy "
          "that has already been made available to the end user;>>"),
    ("10", "<<withdrawal::‘withdrawal’ means any measure aimed at preventing a connected toy in "
           "the supply chain from being made available on the market.>>"),
]


def _chapter_one() -> list[Unit]:
    return [
        _article("1", "Subject matter", [
            _para("1", "1", ["This Regulation lays down rules on the safety of connected toys "
                             "placed on the Union market."]),
            _para("1", "2", ["It supplements [[Directive 2009/48/EC->ext]] and applies without "
                             "prejudice to [[Regulation (EU) 2016/679->ext]]."]),
        ]),
        _article("2", "Scope", [
            _para("2", "1", ["This Regulation applies to connected toys."]),
            _para("2", "2", ["It does not apply to:"], [
                _point("Article 2(2)", "a", "toys intended for professional use;"),
                _point("Article 2(2)", "b", "products covered by [[Regulation (EU) 2017/745->ext]]."),
            ]),
            _para("2", "3", ["[[Paragraph 2->Article 2(2)]] shall not apply to toys marketed to "
                             "consumers."]),
        ]),
        Unit("Article 3", "article", "3", "Definitions",
             ["For the purposes of this Regulation, the following definitions apply:"],
             [Unit(f"Article 3({n})", "point", n, None, [text]) for n, text in _DEFINITIONS]),
        _article("4", "Safety requirements", [
            _para("4", "1", ["Manufacturers shall ensure that connected toys meet the requirements "
                             "set out in [[Annex I->Annex I]]."]),
            _para("4", "2", ["The requirements referred to in [[paragraph 1->Article 4(1)]] shall "
                             "be assessed taking into account the age of the child."]),
            _para("4", "3", ["Where a connected toy is intended for children under 3 years, "
                             "[[paragraphs 1 and 2->Article 4(1);Article 4(2)]] shall apply together "
                             "with the requirements set out in [[Part B of Annex I->Annex I Part B]]."]),
        ]),
        _article("5", "Obligations of manufacturers", [
            _para("5", "1", ["Manufacturers shall:"], [
                _point("Article 5(1)", "a", "carry out a risk assessment;"),
                _point("Article 5(1)", "b", "draw up the technical documentation referred to in "
                       "[[Annex II->Annex II]];"),
                _point("Article 5(1)", "c", "affix the CE marking in accordance with "
                       "[[Article 7->Article 7]], taking into account the assessment in "
                       "[[point (a)->Article 5(1)(a)]]."),
            ]),
            _para("5", "2", ["Manufacturers shall keep the documentation referred to in "
                             "[[point (b) of paragraph 1->Article 5(1)(b)]] for 10 years."]),
            _para("5", "3", ["[[The preceding paragraph->Article 5(2)]] applies also to authorised "
                             "representatives."]),
            _para("5", "4", ["Manufacturers who consider that a connected toy does not conform with "
                             "[[this Article->Article 5]] shall take corrective measures."]),
        ]),
        _article("6", "Data protection by design", [
            _para("6", "1", ["Manufacturers shall ensure that:"], [
                _point("Article 6(1)", "a", "the default settings collect no more personal data "
                       "than necessary;"),
                _point("Article 6(1)", "b", "parents can delete the personal data of a child; and"),
                _point("Article 6(1)", "c", "processing is lawful under "
                       "[[point (a) of Article 6(1) of Regulation (EU) 2016/679->ext]]."),
            ]),
            _para("6", "2", ["The obligations in [[point (a) of paragraph 1->Article 6(1)(a)]] "
                             "shall apply from the design stage."]),
        ]),
        _article("7", "CE marking", [
            _para("7", "1", ["The CE marking shall be subject to the general principles set out in "
                             "[[Article 30 of Regulation (EC) No 765/2008->ext]]."]),
            _para("7", "2", ["[[Articles 4 to 6->Article 4;Article 5;Article 6]] shall be complied "
                             "with before the CE marking is affixed."]),
        ]),
    ]


def _chapter_two() -> list[Unit]:
    return [
        _article("8", "Market surveillance", [
            _para("8", "1", ["Competent authorities shall monitor compliance with "
                             "[[Chapter I->Chapter I]]."]),
            _para("8", "2", ["For the purposes of [[paragraph 1 of this Article->Article 8(1)]], "
                             "competent authorities may request access to the technical "
                             "documentation."]),
            _para("8", "3", ["The powers in [[Article 8(2)->Article 8(2)]] are without prejudice to "
                             "[[Directive 95/46/EC->ext]]."]),
        ]),
        _article("9", "Cooperation", [
            _para("9", "1", ["Competent authorities shall cooperate with the Board referred to in "
                             "[[Article 12->Article 12]]."]),
            _para("9", "2", ["<<Network::They shall establish a network of national contact points "
                             "(hereinafter ‘the Network’)>>."]),
        ]),
        _article("10", "Penalties", [
            _para("10", "1", ["Member States shall lay down the rules on penalties applicable to "
                              "infringements of [[Articles 4, 5 and 6->Article 4;Article 5;Article 6]]."]),
            _para("10", "2", ["Penalties for infringements of "
                              "[[Article 6(1)(a) and (c)->Article 6(1)(a);Article 6(1)(c)]] shall "
                              "take into account [[Article 83 of Regulation (EU) 2016/679->ext]]."]),
        ]),
        _article("11", "Competent authorities", [
            _para("11", "1", ["Each Member State shall designate one or more competent "
                              "authorities."]),
            _para("11", "2", ["Member States shall notify the Commission of the authorities "
                              "designated under [[paragraph 1->Article 11(1)]]."]),
        ]),
    ]


def _chapter_three() -> list[Unit]:
    return [
        _article("12", "European Toy Safety Board", [
            _para("12", "1", ["The Board shall be composed of representatives of the competent "
                              "authorities referred to in [[Article 11(1)->Article 11(1)]]."]),
            _para("12", "2", ["The Board shall adopt opinions on the application of "
                              "[[Chapter II->Chapter II]] and on the lists in "
                              "[[Annexes I and II->Annex I;Annex II]]."]),
        ]),
        _article("13", "Evaluation", [
            _para("13", "1", ["By 1 January 2035, the Commission shall evaluate this Regulation, "
                              "in particular [[Article 6->Article 6]]."]),
            _para("13", "2", ["The evaluation referred to in [[the preceding paragraph->Article 13(1)]] "
                              "shall be made public."]),
        ]),
        _article("14", "Amendment", [
            "[[Directive 2009/48/EC->ext]] is amended as follows: in "
            "[[Article 2 of that Directive->ext]], the second subparagraph is deleted."]),
        _article("15", "Transitional provisions", [
            "Connected toys placed on the market before 1 January 2032 in accordance with "
            "[[Directive 2009/48/EC->ext]] may continue to be made available."]),
        _article("16", "Entry into force and application", [
            _para("16", "1", ["This Regulation shall enter into force on the twentieth day "
                              "following that of its publication in the Official Journal of the "
                              "European Union."]),
            _para("16", "2", ["It shall apply from 1 January 2032. However, "
                              "[[Article 12->Article 12]] shall apply from 1 January 2031."]),
        ]),
    ]


def _annexes() -> list[Unit]:
    part_a = Unit("Annex I Part A", "part", "A", "General requirements", [], [
        Unit("Annex I Part A paragraph 1", "paragraph", "1", None, [
            "Connected toys shall be designed so that they cannot be accessed by unauthorised "
            "persons."]),
        Unit("Annex I Part A paragraph 2", "paragraph", "2", None, [
            "Connected toys shall receive security updates for at least five years."]),
    ], S.SCHEDULES)
    part_b = Unit("Annex I Part B", "part", "B", "Toys for children under 3 years", [], [
        Unit("Annex I Part B paragraph 1", "paragraph", "1", None, [
            "The requirements of [[Part A->Annex I Part A]] apply, and connected toys shall have "
            "no microphone."]),
    ], S.SCHEDULES)
    annex_two = Unit("Annex II", "annex", "II", "Technical documentation", [], [
        Unit("Annex II paragraph 1", "paragraph", "1", None, [
            "The technical documentation referred to in "
            "[[point (b) of Article 5(1)->Article 5(1)(b)]] shall contain:"], [
            Unit("Annex II paragraph 1(a)", "point", "a", None, ["a description of the toy;"]),
            Unit("Annex II paragraph 1(b)", "point", "b", None, ["the risk assessment."]),
        ]),
    ], S.SCHEDULES)
    return [Unit("Annex I", "annex", "I", "Essential safety requirements", [], [part_a, part_b],
                 S.SCHEDULES), annex_two]


def eu_regulation() -> Document:
    preamble = Unit("preamble", "preamble", "", None, [
        "THE EUROPEAN PARLIAMENT AND THE COUNCIL OF THE EUROPEAN UNION,",
        "Having regard to the Treaty on the Functioning of the European Union, and in particular "
        "[[Article 114 thereof->ext]],",
        "Having regard to the proposal from the European Commission,",
        "Whereas:",
    ], section=S.PREAMBLE)
    recitals = [
        _recital("1", "Connected toys collect personal data of children. The rules laid down in "
                 "[[Regulation (EU) 2016/679->ext]] apply to such processing."),
        _recital("2", "<<Board::The European Toy Safety Board (the ‘Board’)>> should advise the "
                 "Commission on the application of [[Article 12->Article 12]]."),
        _recital("3", "[[Directive 2009/48/EC->ext]] should be supplemented by this Regulation. The "
                 "obligations in [[Article 6(1)(a)->Article 6(1)(a)]] reflect ~~the principle of "
                 "‘safety by design’~~."),
        _recital("4", "Member States should lay down penalties as referred to in "
                 "[[Articles 15 and 16->Article 15;Article 16]]."),
        _recital("5", "The processing of personal data in accordance with "
                 "[[point (c) of Article 6(1)->Article 6(1)(c)]] should be lawful."),
        _recital("6", "This Regulation respects the rights in "
                 "[[Article 8(1) of the Charter of Fundamental Rights of the European Union->ext]] "
                 "and [[Article 16 TFEU->ext]]."),
    ]
    adopted = Unit("adopted", "preamble", "", None, ["HAVE ADOPTED THIS REGULATION:"],
                   section=S.PREAMBLE)
    chapters = [
        _chapter("I", "General provisions", _chapter_one()),
        _chapter("II", "Supervision", _chapter_two()),
        _chapter("III", "Final provisions", _chapter_three()),
    ]
    closing = Unit("signatures", "signatures", "", None, [
        "This Regulation shall be binding in its entirety and directly applicable in all Member "
        "States.",
        "Done at Brussels, 3 March 2030.",
    ], section=S.SIGNATURES)
    return Document("eu_regulation", "eu",
                    "REGULATION OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL\non the safety of "
                    "connected toys",
                    [preamble, *recitals, adopted, *chapters, closing, *_annexes()],
                    running_header="L 123/4   EN   Official Journal of the European Union")
