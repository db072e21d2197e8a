"""The sentences of the seed (../shared/seeds/yugioh-priority-chains.ar.txt) that the later rules cite, in
its own language: a violation of one of these rules carries its section and sentence as its `source`."""

from ..engine import Violation
from ..messages import N_

SEED = N_("priority and chains seed, «{section}»: “{quote}”")


def _cite(section, quote):
    return SEED, {"section": section, "quote": quote}


SOURCES = {
    # «السلاسل» (Chains): Counter Traps answer only the last link added to the chain.
    "counter-trap": _cite(
        "السلاسل",
        "تذكّر بأنّ بطاقات الفخّ المضادة يمكن فقط أن تنشّط ردّا على آخر تأثير البطاقة أو البطاقة أضافا إلى السلسلة.",
    ),
    # «إستدع» (Summon): a Flip Summon activates the Flip effect at once.
    "flip-effect": _cite("إستدع", "إذا إستدعت النقرة، تأثير النقرة سينشّط فورا"),
    # «مهم» (Important): the player with priority puts their card or effect on the chain first.
    "trigger-order": _cite(
        "مهم",
        "عندما تأثيرات متعدّدة نشّطت أو سبّبت، اللاعب بالأولوية سيضع بطاقتهم أو تأثير بطاقة أولا على السلسلة.",
    ),
    # «العزيمة» (Resolution): effects are triggered by a condition that happened to them.
    "trigger-event": _cite(
        "العزيمة",
        "أثناء قرار السلسلة، تأثيرات بطاقة إضافية قد تسبّب بسبب شرط وضع فوقهم. على سبيل المثال، بطاقة قد تؤثّر "
        "تلك تنشّط عندما هي موضوع في المقبرة.",
    ),
    # «مهم!» (Important!): a Summon can be negated, and the monster's effect with it.
    "summon-negation": _cite(
        "مهم!",
        "إذا نوبة مسرحيّة سريعة أو بطاقة فخّ منشّطة بتأثير الذي ينفي الوضع الطبيعي يستدعى، نقرة تستدعى، أو سومون "
        "خاصّ من الوحش، تأثير بطاقة تأثير المرعبة أيضا ستنفى",
    ),
    # «جهّز بطاقات النوبة» (Equip Spell Cards): an Equip Spell is tied to the monster it equips.
    "tied-cards": _cite(
        "جهّز بطاقات النوبة",
        "إذا تأثير بطاقة آخر في السلسلة يزيل هذه البطاقة من الحقل، هذه البطاقة لن تدرس مجهّزة إلى وحش",
    ),
    # «المصدر السريع» (Quick reference): an effect activated because of a gameplay condition.
    "activation-condition": _cite(
        "المصدر السريع",
        "أيّ تأثير وحش تأثير الذي منشّط بسبب بعض شرط gameplay. هذا قد يتضمّن يهاجم، يستهدف بتأثير، أو حساب ضرر.",
    ),
}


def cited(rule):
    """The `source` of a violation of `rule`: its seed sentence, or None for a rule cited by its id alone."""
    return SOURCES.get(rule)


def seed_violation(rule, template, params, **where):
    """A Violation of `rule` citing its seed sentence."""
    return Violation(rule, template, params, source=cited(rule), **where)
