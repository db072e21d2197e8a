"""The end of an event through the services, the pages and the API: final placings (the cut's order, then the
Swiss standings) equal to an independent computation after every round and every penalty, the champion on
the event page, the bracket, every round browsable, published decklists by card name with their file."""

import re
from fractions import Fraction

import pytest
from django.urls import reverse

from tests.conftest import client_for
from tests.support.cards import legal_list
from tournaments import services
from tournaments.models import Event, Match

from .conftest import play_round, players

pytestmark = pytest.mark.django_db


def independent_swiss(event):
    """The Swiss order computed here from the match rows alone: points, OMW, OOMW (each opponent's MW at least
    1/3, a bye no opponent), then id, as docs/tournaments.md defines them."""
    ids = list(event.registrations.exclude(status="waiting").values_list("pk", flat=True))
    points, played, opponents = dict.fromkeys(ids, 0), dict.fromkeys(ids, 0), {i: [] for i in ids}
    for m in Match.objects.filter(round__event=event, round__kind="swiss").exclude(outcome=""):
        for me, other, won in ((m.a_id, m.b_id, "a"), (m.b_id, m.a_id, "b")):
            if me is None:
                continue
            played[me] += 1
            points[me] += 3 if m.outcome == won else 1 if m.outcome == "draw" else 0
            if other is not None:
                opponents[me].append(other)

    def mw(i):
        return max(Fraction(1, 3), Fraction(points[i], 3 * played[i])) if played[i] else Fraction(1, 3)

    def mean(values):
        return sum(values, Fraction(0)) / len(values) if values else Fraction(0)

    omw = {i: mean([mw(o) for o in opponents[i]]) for i in ids}
    oomw = {i: mean([omw[o] for o in opponents[i]]) for i in ids}
    return sorted(ids, key=lambda i: (-points[i], -omw[i], -oomw[i], i))


def independent_placings(event):
    """The final placings computed here: the cut's players by the round they went out in (the final's winner,
    its loser, the semi-finals' losers ...; one still in a round above one out of it), equals by Swiss rank,
    then everyone else in Swiss order."""
    swiss = independent_swiss(event)
    cut = list(event.rounds_played.filter(kind="cut").order_by("number"))
    if not cut:
        return swiss
    rank = {pid: k for k, pid in enumerate(swiss)}
    went_out = {}  # player -> how many cut rounds they survived (a winner of the last one: one more)
    for depth, round_ in enumerate(cut):
        for m in round_.matches.all():
            for pid in (m.a_id, m.b_id):
                went_out[pid] = depth
            if m.outcome == "a":
                went_out[m.a_id] = depth + 0.5
            elif m.outcome == "b":
                went_out[m.b_id] = depth + 0.5
            else:  # not played yet: both still in, above whoever is out of this round
                went_out[m.a_id] = went_out[m.b_id] = depth + 0.25
    top = sorted(went_out, key=lambda p: (-went_out[p], rank[p]))
    return top + [p for p in swiss if p not in went_out]


def _placed(event):
    return [p.id for p in services.event_placings(event)]


@pytest.fixture
def finished(event, organiser):
    """Eight players, three Swiss rounds, a top 4 whose lower seeds win the semi-finals, then a final."""
    Event.objects.filter(pk=event.pk).update(rounds=3, top_cut=4, decklists_public=True)
    event.refresh_from_db()
    regs = players(event, 8)
    for i, r in enumerate(regs):
        services.decklist_submit(registration=r, actor=r.user, text=legal_list(i))
    for _ in range(3):
        play_round(event, organiser)
        assert _placed(event) == independent_placings(event)
    cut = services.cut_start(event=event, actor=organiser)
    for m in cut.matches.select_related("round__event"):
        services.result_enter(match=m, actor=organiser, outcome="b")
        assert _placed(event) == independent_placings(event)
    final = event.rounds_played.get(kind="cut", number=5).matches.select_related("round__event", "a", "b").get()
    services.result_enter(match=final, actor=organiser, outcome="a")
    event.refresh_from_db()
    return event, final


def test_placings_equal_an_independent_computation_after_every_round_and_every_penalty(event, organiser):
    Event.objects.filter(pk=event.pk).update(rounds=3)
    players(event, 7)
    play_round(event, organiser)
    assert _placed(event) == independent_placings(event)
    round_ = services.round_pair(event=event, actor=organiser)
    first = round_.matches.select_related("round__event", "a", "b").exclude(b=None).first()
    services.penalty_create(event=event, actor=organiser, registration=first.a, infraction="PE-MIN",
                            penalty="match_loss", reason="third offence", match=first)  # fmt: skip
    assert _placed(event) == independent_placings(event)
    for m in round_.matches.select_related("round__event").filter(outcome=""):
        services.result_enter(match=m, actor=organiser, outcome="a")
    assert _placed(event) == independent_placings(event)
    earlier = Match.objects.select_related("round__event", "a", "b").filter(round__number=1).exclude(b=None).first()
    services.penalty_create(event=event, actor=organiser, registration=earlier.a, infraction="PE-MIN",
                            penalty="match_loss", reason="found later", match=earlier, recompute=True)  # fmt: skip
    assert _placed(event) == independent_placings(event)


def test_the_finalist_who_lost_is_second_not_the_swiss_leader(finished):
    event, final = finished
    placed = services.event_placings(event)
    assert placed[0].id == final.a_id and placed[1].id == final.b_id
    assert [p.id for p in placed] == independent_placings(event)
    swiss_leader = services.event_standings(event)[0].id
    assert placed[0].id != swiss_leader  # the cut's lower seeds won their semi-finals


def test_the_event_page_shows_the_champion_the_bracket_and_the_placings(client, finished):
    event, final = finished
    page = client.get(reverse("event-page", args=[event.pk])).text
    assert 'class="champion"' in page and final.a.shown_name in page.split('class="champion"')[1].split("</p>")[0]
    assert 'class="bracket"' in page and "Semi-finals" in page and "Final placings" in page
    # the bracket is a list of rounds, each a list of matches
    bracket = page.split('class="bracket"')[1].split("</ol>\n")[0]
    assert bracket.count('class="bracket-round"') == 2 and bracket.count('class="bracket-match"') == 3


def test_a_swiss_only_event_has_no_champion_before_it_is_finished(client, event, organiser):
    Event.objects.filter(pk=event.pk).update(rounds=1)
    players(event, 4)
    play_round(event, organiser)
    assert 'class="champion"' not in client.get(reverse("event-page", args=[event.pk])).text
    services.event_finish(event=event, actor=organiser)
    page = client.get(reverse("event-page", args=[event.pk])).text
    leader = event.registrations.get(pk=services.event_standings(event)[0].id)
    assert leader.shown_name in page.split('class="champion"')[1].split("</p>")[0]


def test_the_api_answers_the_placings_champion_and_bracket(client, finished):
    event, final = finished
    body = client.get(reverse("api-event-placings", args=[event.pk])).json()
    assert body["finished"] and body["champion"]["id"] == final.a_id
    assert [p["id"] for p in body["placings"]] == independent_placings(event)
    assert [p["reached"] for p in body["placings"][:4]] == [1, 2, 4, 4]
    assert [r["title"] for r in body["bracket"]] == ["Semi-finals", "Final"]
    assert body["bracket"][1]["matches"][0]["id"] == final.pk


def test_every_round_has_its_page_with_its_pairings_and_results(client, finished):
    event, _final = finished
    event_page = client.get(reverse("event-page", args=[event.pk])).text
    for number in range(1, 6):
        assert reverse("event-round", args=[event.pk, number]) in event_page
    for number in (1, 2, 3):
        page = client.get(reverse("event-round", args=[event.pk, number])).text
        round_ = event.rounds_played.get(number=number)
        for m in round_.matches.select_related("a", "b"):
            assert m.a.shown_name in page and (m.b is None or m.b.shown_name in page)
        assert 'aria-current="page"' in page and "In progress" not in page
    assert client.get(reverse("event-round", args=[event.pk, 9])).status_code == 404


def test_a_demo_card_in_a_published_list_carries_the_demo_badge(client, finished):
    from games.models import Card

    Card.objects.filter(game__slug="yugioh", code="10000").update(is_demo=True)
    event, _final = finished
    body = client.get(reverse("event-decklists", args=[event.pk])).text.split("<h1>")[1]
    badged = re.findall(r'href="/cards/yugioh/(\d+)/"[^>]*><bdi>[^<]*</bdi></a> <span class="badge demo">', body)
    assert badged and set(badged) == {"10000"}  # every list holding it, and no other card


def test_published_decklists_show_card_names_by_section_never_passcodes(client, finished):
    event, final = finished
    page = client.get(reverse("event-decklists", args=[event.pk]))
    assert page.status_code == 200
    text = page.text
    assert "Test Monster 00" in text and "Main Deck" in text
    body = text.split("<h1>")[1]
    shown = re.sub(r"<[^>]+>", "", body)  # what a reader sees: the card links carry the passcode in their address
    assert "10000" not in shown and "#main" not in shown
    # each name previews its card (games/_card_ref.html)
    assert 'class="card-ref" href="/cards/yugioh/10000/" data-preview="/cards/yugioh/10000/preview/"' in body
    assert 'class="badge demo"' not in body  # real cards carry no demo badge
    # the champion's list comes first
    assert text.index(final.a.shown_name) < text.index(final.b.shown_name)
    download = client.get(reverse("event-decklist-download", args=[event.pk, final.a_id]))
    assert download.status_code == 200 and download["Content-Disposition"].endswith('.ydk"')
    assert "#main" in download.text and download.text.count("10000") == 2


def test_unpublished_decklists_are_404_to_the_public_and_the_download_too(client, event, organiser):
    regs = players(event, 2)
    services.decklist_submit(registration=regs[0], actor=regs[0].user, text=legal_list(0))
    assert client.get(reverse("event-decklists", args=[event.pk])).status_code == 404
    assert client.get(reverse("event-decklist-download", args=[event.pk, regs[0].pk])).status_code == 404
    other = client_for(regs[1].user)
    assert other.get(reverse("event-decklist-download", args=[event.pk, regs[0].pk])).status_code == 404
    own = client_for(regs[0].user)
    assert own.get(reverse("event-decklist-download", args=[event.pk, regs[0].pk])).status_code == 200
