"""The admin is no back door: a superuser's change or deletion of a match, a penalty or a decklist in the
admin leaves an audit entry with who did it and the state before and after."""

import pytest
from django.contrib.admin import site
from django.contrib.auth.models import User
from django.forms import MultiWidget
from django.test import RequestFactory
from django.urls import reverse

from tests.conftest import client_for, make_user
from tests.support.cards import legal_list
from tournaments import services
from tournaments.models import AuditEntry, Decklist, Match, Penalty

from .conftest import players

pytestmark = pytest.mark.django_db


@pytest.fixture
def root(db):
    return User.objects.create_superuser("root", password="pw-for-tests-12345")


def _form_data(obj, user, **changes):
    """What the admin's change form of `obj` posts back unchanged, with `changes` applied."""
    request = RequestFactory().get("/")
    request.user = user
    form = site._registry[type(obj)].get_form(request, obj)(instance=obj)
    data = {}
    for name, field in form.fields.items():
        value = field.prepare_value(form[name].value())
        if isinstance(field.widget, MultiWidget):  # the split date and time
            data.update({f"{name}_{i}": part for i, part in enumerate(field.widget.decompress(value))})
        elif value is not None and value is not False:
            data[name] = value
    return {k: v for k, v in {**data, **changes}.items() if v is not None}


def _admin_url(obj, what="change"):
    return reverse(f"admin:tournaments_{obj._meta.model_name}_{what}", args=[obj.pk])


def _finished_match(event, organiser):
    players(event, 2)
    match = services.round_pair(event=event, actor=organiser).matches.select_related("round__event").get()
    return services.result_enter(match=match, actor=organiser, outcome="a")


def test_a_result_edited_in_the_admin_is_in_the_audit_log(event, organiser, root):
    match = _finished_match(event, organiser)
    response = client_for(root).post(_admin_url(match), _form_data(match, root, outcome="b", a_games=0, b_games=1))
    assert response.status_code == 302, [e for e in response.content.decode().splitlines() if "errorlist" in e]
    match.refresh_from_db()
    assert match.outcome == "b"
    entry = AuditEntry.objects.get(event=event, action="admin_change")
    assert (entry.kind, entry.actor, entry.object_id) == ("result", root, match.pk)
    assert (entry.before["outcome"], entry.after["outcome"]) == ("a", "b")
    assert (entry.before["a_games"], entry.after["b_games"]) == (1, 1)


def test_a_penalty_deleted_in_the_admin_is_in_the_audit_log(event, organiser, root):
    reg, _b = players(event, 2)
    record = services.penalty_create(event=event, actor=organiser, registration=reg, infraction="PE-MIN",
                                     penalty="warning")  # fmt: skip
    response = client_for(root).post(_admin_url(record, "delete"), {"post": "yes"})
    assert response.status_code == 302
    assert not Penalty.objects.exists()
    entry = AuditEntry.objects.get(event=event, action="admin_delete")
    assert (entry.kind, entry.actor, entry.after) == ("penalty", root, None)
    assert entry.before["penalty"] == "warning" and entry.before["registration_id"] == reg.pk


def test_a_decklist_changed_in_the_admin_is_in_the_audit_log(event, root):
    (reg,) = players(event, 1)
    services.decklist_submit(registration=reg, actor=reg.user, text=legal_list())
    decklist = Decklist.objects.get(registration=reg)
    data = _form_data(decklist, root, text="#main\n", legal="")
    response = client_for(root).post(_admin_url(decklist), data)
    assert response.status_code == 302, [e for e in response.content.decode().splitlines() if "errorlist" in e]
    entry = AuditEntry.objects.get(event=event, action="admin_change")
    assert entry.kind == "decklist" and entry.before["legal"] is True and entry.after["legal"] is False
    assert entry.after["text"] == "#main"


def test_matches_deleted_in_bulk_from_the_admin_list_are_each_logged(event, organiser, root):
    match = _finished_match(event, organiser)
    Match.objects.filter(pk=match.pk).update(a_games=1)
    url = reverse("admin:tournaments_match_changelist")
    response = client_for(root).post(url, {"action": "delete_selected", "_selected_action": [match.pk], "post": "yes"})
    assert response.status_code == 302
    assert AuditEntry.objects.filter(event=event, kind="result", action="admin_delete", object_id=match.pk).count() == 1


def _staff_inline(rows, initial=0):
    """The event change form's staff inline, as the admin posts it: management data, then each row's fields."""
    data = {"staff-TOTAL_FORMS": len(rows), "staff-INITIAL_FORMS": initial, "staff-MIN_NUM_FORMS": 0,
            "staff-MAX_NUM_FORMS": 1000}  # fmt: skip
    for i, row in enumerate(rows):
        data.update({f"staff-{i}-{k}": v for k, v in row.items()})
    return data


def test_staff_added_and_removed_through_the_events_inline_are_in_the_audit_log(event, root):
    helper = User.objects.create_user("helper", password="pw-for-tests-12345")
    admin = client_for(root)
    row = {"event": event.pk, "user": helper.pk, "role": "judge"}
    response = admin.post(_admin_url(event), {**_form_data(event, root), **_staff_inline([row])})
    assert response.status_code == 302, [e for e in response.content.decode().splitlines() if "errorlist" in e]
    staff = event.staff.get()
    added = AuditEntry.objects.get(event=event, kind="staff", action="admin_add")
    assert (added.actor, added.object_id, added.before) == (root, staff.pk, None)
    assert (added.after["user_id"], added.after["role"]) == (helper.pk, "judge")

    row = {"id": staff.pk, **row, "role": "scorekeeper"}
    admin.post(_admin_url(event), {**_form_data(event, root), **_staff_inline([row], initial=1)})
    changed = AuditEntry.objects.get(event=event, kind="staff", action="admin_change")
    assert (changed.before["role"], changed.after["role"]) == ("judge", "scorekeeper")

    row = {**row, "DELETE": "on"}
    admin.post(_admin_url(event), {**_form_data(event, root), **_staff_inline([row], initial=1)})
    assert not event.staff.exists()
    removed = AuditEntry.objects.get(event=event, kind="staff", action="admin_delete")
    assert (removed.object_id, removed.after) == (staff.pk, None)
    assert removed.before["user_id"] == helper.pk and removed.before["role"] == "scorekeeper"


def test_deleting_a_user_in_the_admin_keeps_their_name_on_the_audit_log(event, organiser, root):
    helper = make_user("helper")
    services.staff_add(event=event, actor=organiser, user=helper)
    (reg,) = players(event, 1)
    services.check_in(registration=reg, actor=helper)
    written = AuditEntry.objects.filter(actor=helper).count()
    assert written >= 1
    url = reverse("admin:auth_user_delete", args=[helper.pk])
    response = client_for(root).post(url, {"post": "yes"})
    assert response.status_code == 302 and not User.objects.filter(pk=helper.pk).exists()
    kept = AuditEntry.objects.filter(actor_name="helper")
    assert kept.count() == written and all(entry.actor_id is None for entry in kept)
    page = client_for(organiser).get(reverse("event-audit", args=[event.pk])).content.decode()
    assert "<bdi>helper</bdi>" in page
    api = client_for(organiser).get(f"/api/tournaments/{event.pk}/audit/").json()
    assert "helper" in {row["actor"] for row in api}
