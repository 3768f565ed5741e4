"""Extra signals for ``doc_type="terms_conditions"``: consumer terms of service.

Online terms speak to the user ("you", "your account") and reserve rights for the provider
("we may modify these Terms", "we may suspend or terminate your account"). These tables add
those phrasings (same syntax as :mod:`clausewise.legal.signals`): acceptable use, account
security, unilateral change (``AMENDMENT``), arbitration and class-action waivers
(``DISPUTE_RESOLUTION``), content licences and removal, suspension and termination of accounts,
privacy (``DATA_PROTECTION``). ``TC_TITLE`` are heading words, ``TC_STRONG`` and ``TC_WEAK``
body phrases, weighted like their contract counterparts.
"""

from __future__ import annotations

from .signals import Table
from .types import ClauseType as T

__all__ = ["TC_STRONG", "TC_TITLE", "TC_WEAK"]


TC_TITLE: Table = {
    T.AMENDMENT: ("changes to these terms", "changes to the terms", "changes to terms",
                  "changes to this agreement", "changes to our terms",
                  "modifications to the terms",
                  "modifications to these terms", "updates to these terms", "updates to the terms",
                  "changes", "updates", "changes to the services", "changes to our services",
                  "modifications to the service*", "changes to the service"),
    T.TERMINATION: ("termination", "suspension", "termination and suspension",
                    "suspension and termination", "account termination", "ending your account",
                    "closing your account", "deleting your account", "cancellation"),
    T.DISPUTE_RESOLUTION: ("arbitration", "class action waiver", "dispute resolution",
                           "disputes", "arbitration agreement", "jurisdiction",
                           "legal disputes", "resolving disputes", "how to resolve disputes"),
    T.DATA_PROTECTION: ("privacy", "privacy policy", "your privacy", "personal data",
                        "your information", "your data", "data", "cookies"),
    T.ACCEPTABLE_USE: ("acceptable use", "your conduct", "user conduct", "prohibited conduct",
                       "using our services", "using the services", "use of the services",
                       "use of our services", "do's and don'ts", "rules", "your obligations"),
    T.ACCOUNT_SECURITY: ("account security", "your account", "accounts", "account",
                         "security", "passwords", "registration", "creating an account"),
    T.INTELLECTUAL_PROPERTY: ("your content", "user content", "content", "our content",
                              "content license", "copyright policy", "dmca",
                              "copyright complaints", "rights you grant", "rights we grant"),
    T.LIMITATION_OF_LIABILITY: ("limitation of liability", "liability", "our liability",
                                "limitations on liability", "disclaimers and limitations"),
    T.WARRANTIES: ("disclaimer", "disclaimers", "warranty disclaimer", "no warranties"),
    T.PAYMENT: ("payment", "payments", "fees", "billing", "subscriptions", "subscription",
                "paid services", "refunds", "purchases", "paid accounts"),
    T.NOTICES: ("contact us", "contact", "contact information", "communications",
                "electronic communications"),
    T.SERVICES: ("our services", "the services", "description of the service",
                 "about the services", "your use of the services"),
    T.USER_RESTRICTIONS: ("eligibility", "who may use the services", "age restrictions",
                          "minimum age", "restrictions"),
}

TC_STRONG: Table = {
    T.AMENDMENT: ("we may modify", "we may change", "we may update", "we may revise",
                  "we may amend",
                  "we reserve the right to modify", "we reserve the right to change",
                  "we reserve the right to update", "we reserve the right to amend",
                  "reserve the right, at our sole discretion, to change",
                  "reserve the right to make changes", "modify or discontinue",
                  "change or discontinue", "changes to these terms", "changes to the terms",
                  "revised terms", "updated terms", "modified terms", "revise these terms",
                  "update these terms", "modify these terms", "change these terms",
                  "amend these terms", "continued use", "continue to use the services after",
                  "continuing to use", "effective upon posting", "last updated",
                  "from time to time", "notify you of changes", "post the changes",
                  "posting the revised", "posting the updated", "change the features",
                  "add or remove functionalities", "add or remove features"),
    T.TERMINATION: ("suspend or terminate", "terminate or suspend", "terminate your account",
                    "suspend your account", "terminate your access", "suspend your access",
                    "disable your account", "close your account", "deactivate your account",
                    "delete your account", "terminate these terms", "stop providing",
                    "terminate your use", "suspend your use", "suspend or disable",
                    "terminate the services", "repeat infringers", "termination of your account",
                    "at any time, for any reason", "at any time for any reason",
                    "with or without notice", "with or without cause", "without prior notice",
                    "without notice", "stop using the services", "stop using our services"),
    T.DISPUTE_RESOLUTION: ("binding arbitration", "individual arbitration", "class action",
                           "class-wide", "representative action", "class or representative",
                           "jury trial", "opt out of arbitration", "opt-out", "small claims",
                           "exclusive jurisdiction", "courts located in", "courts of",
                           "venue", "submit to the personal jurisdiction", "informal resolution"),
    T.DATA_PROTECTION: ("privacy policy", "privacy notice", "personal data",
                        "personal information",
                        "your information", "your data", "information we collect",
                        "how we collect", "we collect", "cookie policy", "cookies",
                        "data protection"),
    T.ACCEPTABLE_USE: ("you agree not to", "you will not", "you may not", "you must not",
                       "you shall not", "do not use", "don't use", "must not use",
                       "not use the services to", "unlawful", "harass*", "intimidat*",
                       "hate speech", "bully*", "spam", "malware", "impersonat*", "scrap*",
                       "crawl*", "automated means", "illegal", "infring*", "misleading",
                       "fraudulent", "offensive"),
    T.ACCOUNT_SECURITY: ("your password", "your account", "your credentials",
                         "unauthorized use of your account", "keep your password",
                         "responsible for all activities", "responsible for all activity",
                         "responsible for any activity", "activity that occurs",
                         "security of your account", "notify us immediately",
                         "create an account", "accurate and complete information",
                         "account information", "log-in"),
    T.INTELLECTUAL_PROPERTY: ("your content", "user content", "content you", "you grant us",
                              "you grant to us", "license to use", "worldwide, non-exclusive",
                              "royalty-free", "our trademarks", "intellectual property rights",
                              "remove content", "remove any content", "delete content",
                              "disable content", "remove or disable", "dmca",
                              "copyright infringement"),
    T.LIMITATION_OF_LIABILITY: ("we will not be liable", "we shall not be liable",
                                "we are not liable", "we are not responsible",
                                "we will not be responsible", "not responsible for",
                                "our total liability", "our aggregate liability",
                                "our liability", "at your own risk", "at your sole risk",
                                "to the maximum extent permitted",
                                "to the fullest extent permitted",
                                "to the extent permitted by law", "any damages", "any loss"),
    T.WARRANTIES: ("as is", "as available", "without warranties", "without warranty",
                   "we make no warranties", "we do not warrant", "we don't warrant",
                   "no representations or warranties", "we disclaim"),
    T.PAYMENT: ("subscription fee*", "billing", "auto-renew*", "refund*", "charged",
                "payment method", "credit card", "pricing", "in-app purchase*"),
}

TC_WEAK: Table = {
    T.AMENDMENT: ("change*", "modif*", "updat*", "revis*", "discontinue", "new version"),
    T.TERMINATION: ("suspend*", "terminat*", "disable", "deactivat*", "cancel*",
                    "discontinu*", "block* your", "remove your", "restrict your access"),
    T.DATA_PROTECTION: ("privacy", "collect", "information about you", "personal"),
    T.ACCOUNT_SECURITY: ("password*", "account", "accounts", "username", "login", "sign-in",
                         "unauthorized access"),
    T.ACCEPTABLE_USE: ("abuse", "misuse", "violat*", "inappropriate", "objectionable",
                       "prohibit*", "hack*", "interfere with"),
}
