"""Who may edit rulings: members of the `judge` group (and superusers)."""

JUDGE_GROUP = "judge"


def is_judge(user):
    if not user.is_authenticated:
        return False
    return user.is_superuser or user.groups.filter(name=JUDGE_GROUP).exists()
