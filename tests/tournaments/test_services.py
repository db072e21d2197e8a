"""The event's life through services: registration, lists, rounds, results, standings, cut, penalties, audit."""

import datetime

import pytest
from django.utils import timezone

from config.domain import DomainError
from config.errors import status_for
from tests.conftest import make_user
from tests.support.cards import legal_list, short_list
from tournaments import services
from tournaments.models import AuditEntry, Decklist, Match, Penalty, Registration, StandingsSnapshot

from .conftest import play_round, players

pytestmark = pytest.mark.django_db
TE = DomainError  # the services' refusals; their HTTP status is config.errors' one mapping


def test_a_player_registers_once(event):
    user = make_user("solo")
    services.registration_create(event=event, actor=user, user=user)
    with pytest.raises(TE) as exc:
        services.registration_create(event=event, actor=user, user=user)
    assert status_for(exc.value) == 409
    assert event.registrations.count() == 1


def test_past_capacity_players_wait_and_a_drop_lets_the_first_in(event):
    event.capacity = 2
    event.save()
    first, _second, third = players(event, 3)
    assert third.status == Registration.Status.WAITING
    services.drop(registration=first, actor=first.user)
    third.refresh_from_db()
    assert third.status == Registration.Status.ACTIVE


def test_only_the_organiser_adds_walk_ins(event, outsider, organiser):
    with pytest.raises(TE) as exc:
        services.registration_create(event=event, actor=outsider, name="Walk In")
    assert status_for(exc.value) == 403
    walk_in = services.registration_create(event=event, actor=organiser, name="Walk In")
    assert walk_in.user is None and walk_in.checked_in


def test_a_decklist_is_validated_at_once_and_its_problems_kept(event):
    (reg,) = players(event, 1)
    bad = services.decklist_submit(registration=reg, actor=reg.user, text=short_list())
    assert not bad.legal
    assert any(p["code"] == "SECTION_SIZE" for p in bad.verdict["problems"])
    good = services.decklist_submit(registration=reg, actor=reg.user, text=legal_list())
    assert good.legal and Decklist.objects.count() == 1
    assert list(AuditEntry.objects.filter(kind="decklist").values_list("action", flat=True)) == ["submit", "submit"]


def test_a_decklist_that_is_not_one_is_a_400_and_nothing_is_stored(event):
    (reg,) = players(event, 1)
    with pytest.raises(TE) as exc:
        services.decklist_submit(registration=reg, actor=reg.user, text="")
    assert status_for(exc.value) == 400 and exc.value.field == "decklist"
    assert not Decklist.objects.exists()


def test_after_the_deadline_lists_are_locked_until_the_organiser_unlocks_one(event, organiser):
    (reg,) = players(event, 1)
    services.decklist_submit(registration=reg, actor=reg.user, text=short_list())
    event.decklist_deadline = timezone.now() - datetime.timedelta(minutes=1)
    event.save()
    with pytest.raises(TE) as exc:
        services.decklist_submit(registration=reg, actor=reg.user, text=legal_list())
    assert status_for(exc.value) == 409
    with pytest.raises(TE):
        services.decklist_unlock(decklist=reg.decklist, actor=reg.user)
    services.decklist_unlock(decklist=reg.decklist, actor=organiser)
    fixed = services.decklist_submit(registration=reg, actor=reg.user, text=legal_list())
    assert fixed.legal and not fixed.unlocked  # one change per unlock
    assert AuditEntry.objects.filter(kind="decklist", action="unlock", actor=organiser).exists()


def test_a_round_is_not_paired_while_a_result_is_missing(event, organiser):
    players(event, 4)
    round_ = services.round_pair(event=event, actor=organiser)
    with pytest.raises(TE) as exc:
        services.round_pair(event=event, actor=organiser)
    assert status_for(exc.value) == 409
    assert event.rounds_played.count() == 1
    assert round_.matches.count() == 2


def test_three_rounds_avoid_rematches_and_give_one_bye_each(event, organiser):
    players(event, 7)
    for _ in range(3):
        play_round(event, organiser)
    met, byes = set(), {}
    for m in Match.objects.filter(round__event=event):
        if m.b_id is None:
            byes[m.a_id] = byes.get(m.a_id, 0) + 1
        else:
            pair = frozenset((m.a_id, m.b_id))
            assert pair not in met
            met.add(pair)
    assert sorted(byes.values()) == [1, 1, 1]
    assert StandingsSnapshot.objects.filter(round__event=event).count() == 3
    bye = Match.objects.filter(round__event=event, b__isnull=True).first()
    assert bye.notes and bye.notes[0]["kind"] == "bye"


def test_a_dropped_player_is_never_paired_again(event, organiser):
    regs = players(event, 4)
    play_round(event, organiser)
    services.drop(registration=regs[0], actor=regs[0].user)
    round_ = services.round_pair(event=event, actor=organiser)
    paired = {pk for m in round_.matches.all() for pk in (m.a_id, m.b_id)}
    assert regs[0].pk not in paired
    standing = {s.id: s for s in services.event_standings(event)}[regs[0].pk]
    assert standing.dropped


def test_a_result_for_a_match_of_an_earlier_round_is_refused(event, organiser):
    players(event, 4)
    first = play_round(event, organiser)
    services.round_pair(event=event, actor=organiser)
    old = first.matches.select_related("round__event").first()
    with pytest.raises(TE) as exc:
        services.result_enter(match=old, actor=organiser, outcome="b", correct=True)
    assert status_for(exc.value) == 409


def test_a_second_result_is_refused_unless_it_corrects(event, organiser):
    players(event, 2)
    round_ = services.round_pair(event=event, actor=organiser)
    match = round_.matches.select_related("round__event").get()
    services.result_enter(match=match, actor=organiser, outcome="a")
    with pytest.raises(TE) as exc:
        services.result_enter(match=match, actor=organiser, outcome="b")
    assert status_for(exc.value) == 409
    services.result_enter(match=match, actor=organiser, outcome="b", correct=True)
    match.refresh_from_db()
    assert match.outcome == "b"
    assert AuditEntry.objects.filter(kind="result", action="correct", before__outcome="a", after__outcome="b").exists()


def test_players_report_and_the_result_stands_when_both_agree(event):
    _a, _b = players(event, 2)
    judge_user = event.organiser
    round_ = services.round_pair(event=event, actor=judge_user)
    match = round_.matches.select_related("round__event", "a", "b").get()
    winner = "a"
    services.result_report(match=match, actor=match.a.user, outcome=winner)
    match.refresh_from_db()
    assert match.outcome == "" and match.reported == {"outcome": "a", "a_games": 1, "b_games": 0, "draws": 0}
    services.result_report(match=match, actor=match.b.user, outcome="b")  # disagrees: still pending
    match.refresh_from_db()
    assert match.outcome == ""
    services.result_report(match=match, actor=match.a.user, outcome="b")
    match.refresh_from_db()
    assert match.outcome == "b"


def test_an_outsider_cannot_report(event, outsider):
    players(event, 2)
    round_ = services.round_pair(event=event, actor=event.organiser)
    match = round_.matches.select_related("round__event", "a", "b").get()
    with pytest.raises(TE) as exc:
        services.result_report(match=match, actor=outsider, outcome="a")
    assert status_for(exc.value) == 403


def test_best_of_three_scores_must_agree_with_the_outcome(event, organiser):
    event.best_of = 3
    event.save()
    players(event, 2)
    match = services.round_pair(event=event, actor=organiser).matches.select_related("round__event").get()
    with pytest.raises(TE):
        services.result_enter(match=match, actor=organiser, outcome="a", a_games=1, b_games=2)
    services.result_enter(match=match, actor=organiser, outcome="a", a_games=2, b_games=1)
    match.refresh_from_db()
    assert (match.a_games, match.b_games) == (2, 1)


def test_the_top_cut_seeds_from_the_standings_and_ends_with_a_winner(event, organiser):
    event.top_cut = 4
    event.rounds = 3
    event.save()
    players(event, 8)
    for _ in range(3):
        play_round(event, organiser)
    seeds = [s.id for s in services.event_standings(event)][:4]
    cut = services.cut_start(event=event, actor=organiser)
    pairs = [(m.a_id, m.b_id) for m in cut.matches.order_by("table")]
    assert pairs == [(seeds[0], seeds[3]), (seeds[1], seeds[2])]
    for m in cut.matches.select_related("round__event"):
        services.result_enter(match=m, actor=organiser, outcome="a")
    final = event.rounds_played.get(number=5)
    assert [(m.a_id, m.b_id) for m in final.matches.all()] == [(seeds[0], seeds[1])]
    services.result_enter(match=final.matches.select_related("round__event").get(), actor=organiser, outcome="b")
    event.refresh_from_db()
    assert event.stage == "finished"


def test_a_match_loss_penalty_changes_the_result_and_earlier_ones_are_listed(event, organiser):
    _a, _b = players(event, 2)
    match = services.round_pair(event=event, actor=organiser).matches.select_related("round__event").get()
    services.result_enter(match=match, actor=organiser, outcome="a")
    offender = match.a
    services.penalty_create(event=event, actor=organiser, registration=offender, infraction="PE-MIN",
                            penalty="warning", match=match)  # fmt: skip
    record = services.penalty_create(event=event, actor=organiser, registration=offender, infraction="PE-MIN",
                                     penalty="match_loss", reason="third offence", match=match)  # fmt: skip
    match.refresh_from_db()
    assert match.outcome == "b"
    assert services.earlier_in_category(offender, record.category, exclude=record.pk).count() == 1
    assert record.approved_by == organiser  # no head judge named: the organiser decides


def test_an_upgrade_without_a_reason_is_refused_and_nothing_is_written(event, organiser):
    (reg, _b) = players(event, 2)
    with pytest.raises(TE) as exc:
        services.penalty_create(event=event, actor=organiser, registration=reg, infraction="PE-MIN",
                                penalty="game_loss")  # fmt: skip
    assert exc.value.field == "reason"
    assert not Penalty.objects.exists()


def test_a_floor_judges_upgrade_awaits_the_head_judge(event, organiser, judge):
    head = make_user("head")
    services.judge_add(event=event, actor=organiser, user=judge)
    services.judge_add(event=event, actor=organiser, user=head, head=True)
    (reg, _b) = players(event, 2)
    record = services.penalty_create(event=event, actor=judge, registration=reg, infraction="SP-MIN",
                                     penalty="game_loss", reason="again")  # fmt: skip
    assert services.needs_approval(record)
    with pytest.raises(TE):
        services.penalty_approve(record=record, actor=judge)
    services.penalty_approve(record=record, actor=head)
    assert not services.needs_approval(record)


def test_an_unknown_infraction_is_a_400(event, organiser):
    (reg, _b) = players(event, 2)
    with pytest.raises(TE) as exc:
        services.penalty_create(event=event, actor=organiser, registration=reg, infraction="NOPE", penalty="warning")
    assert status_for(exc.value) == 400


def test_auto_drop_at_round_one_drops_players_without_a_legal_list(event, organiser):
    event.auto_drop_illegal = True
    event.save()
    a, b, c = players(event, 3)
    services.decklist_submit(registration=a, actor=a.user, text=legal_list())
    services.decklist_submit(registration=b, actor=b.user, text=legal_list(3))
    services.decklist_submit(registration=c, actor=c.user, text=short_list())
    round_ = services.round_pair(event=event, actor=organiser)
    c.refresh_from_db()
    assert c.status == "dropped"
    assert round_.matches.count() == 1


def test_late_entries_get_a_loss_for_each_missed_round(event, organiser):
    event.late_entries = True
    event.save()
    players(event, 4)
    play_round(event, organiser)
    late = make_user("late")
    reg = services.registration_create(event=event, actor=late, user=late)
    assert reg.late_losses == 1
    table = {s.id: s for s in services.event_standings(event)}
    assert (table[reg.pk].points, table[reg.pk].losses, table[reg.pk].byes) == (0, 1, 0)
    assert all(reg.pk not in m for m in _met(event))  # the missed round made nobody their opponent
    second = services.round_pair(event=event, actor=organiser)  # and the late entry is paired from round 2
    assert second.matches.filter(a=reg).exists() or second.matches.filter(b=reg).exists()


def _met(event):
    return [(m.a_id, m.b_id) for m in Match.objects.filter(round__event=event).exclude(b=None)]


def test_a_broken_match_waits_for_its_players_to_be_paired_by_hand(event, organiser):
    regs = players(event, 4)
    round_ = services.round_pair(event=event, actor=organiser)
    first = round_.matches.select_related("round__event").order_by("table").first()
    pair = {first.a_id, first.b_id}
    with pytest.raises(TE) as refused:
        services.match_break(match=first, actor=regs[0].user)
    assert status_for(refused.value) == 403
    services.match_break(match=first, actor=organiser)
    assert {r.pk for r in services.unpaired(round_)} == pair
    for m in round_.matches.select_related("round__event", "a", "b"):
        services.result_enter(match=m, actor=organiser, outcome="a")
    with pytest.raises(TE) as waiting:
        services.round_pair(event=event, actor=organiser)
    assert status_for(waiting.value) == 409 and "without a match" in str(waiting.value)
    a, b = (r for r in regs if r.pk in pair)
    match = services.match_pair(round_=round_, actor=organiser, a=a, b=b)
    assert match.table == first.table and services.unpaired(round_) == []  # the freed table
    with pytest.raises(TE):
        services.match_pair(round_=round_, actor=organiser, a=a)  # already seated
    actions = list(AuditEntry.objects.filter(kind="pairing").values_list("action", flat=True))
    assert actions == ["pair", "break", "pair_by_hand"]


def test_deck_checks_pick_random_players_with_lists(event, organiser):
    regs = players(event, 4)
    for i, r in enumerate(regs):
        services.decklist_submit(registration=r, actor=r.user, text=legal_list(i))
    checks = services.deck_checks_create(event=event, actor=organiser, count=2, seed=1)
    assert len({c.registration_id for c in checks}) == 2
    with pytest.raises(TE):
        services.deck_checks_create(event=event, actor=regs[0].user, count=1)
    services.deck_check_record(check=checks[0], actor=organiser, verdict="mismatch", notes="a card missing")
    assert AuditEntry.objects.filter(kind="deck_check", action="record", after__verdict="mismatch").exists()


def test_a_swap_is_logged_and_clears_the_pairs(event, organiser):
    players(event, 4)
    round_ = services.round_pair(event=event, actor=organiser)
    first, second = round_.matches.select_related("round__event").order_by("table")
    a1, a2 = first.a_id, second.a_id
    services.match_swap(match=first, other=second, actor=organiser)
    first.refresh_from_db()
    second.refresh_from_db()
    assert (first.a_id, second.a_id) == (a2, a1)
    assert AuditEntry.objects.filter(kind="pairing", action="swap").exists()


def test_the_audit_log_cannot_be_changed(event):
    entry = AuditEntry.objects.first()
    with pytest.raises(PermissionError):
        entry.save()
    with pytest.raises(PermissionError):
        entry.delete()
    with pytest.raises(PermissionError):
        AuditEntry.objects.filter(pk=entry.pk).update(action="x")
    with pytest.raises(PermissionError):
        AuditEntry.objects.all().delete()


def test_a_tractor_event_registers_pairs_and_takes_no_lists(organiser):
    from games.models import Game

    event = services.event_create(organiser=organiser, game=Game.objects.get(slug="tractor"), name="Tractor",
                                  date=datetime.date.today())  # fmt: skip
    user = make_user("t1")
    with pytest.raises(TE):
        services.registration_create(event=event, actor=user, user=user)
    reg = services.registration_create(event=event, actor=user, user=user, partner_name="Partner")
    assert str(reg) == "t1 & Partner"
    with pytest.raises(TE) as exc:
        services.decklist_submit(registration=reg, actor=user, text=legal_list())
    assert status_for(exc.value) == 409


def test_a_rounds_snapshot_holds_the_standings_after_that_round_only(event, organiser):
    players(event, 4)
    first = play_round(event, organiser)
    play_round(event, organiser)
    match = first.matches.exclude(b=None).select_related("round__event", "a").first()
    services.penalty_create(event=event, actor=organiser, registration=match.a, infraction="UC-SEV",
                            penalty="disqualification", match=match, recompute=True)  # fmt: skip
    rows = StandingsSnapshot.objects.get(round=first).rows
    assert max(r["points"] for r in rows) <= 3
    assert {r["id"]: r for r in rows}[match.b_id]["points"] == 3


def test_no_round_is_paired_past_the_planned_number(event, organiser):
    event.rounds = 1
    event.save()
    players(event, 4)
    play_round(event, organiser)
    with pytest.raises(TE) as exc:
        services.round_pair(event=event, actor=organiser)
    assert status_for(exc.value) == 409 and "Swiss round has been played" in str(exc.value)
    assert event.rounds_played.count() == 1
