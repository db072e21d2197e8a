"""The site-wide judge role without an administrator: a user asks from their profile page, a staff member
grants or refuses it from the requests page, which no one else may see."""

import pytest
from django.urls import reverse

from accounts.models import JudgeRequest
from config import roles
from tests.conftest import client_for, make_user

pytestmark = pytest.mark.django_db


def test_the_profile_needs_a_login(client):
    response = client.get(reverse("profile"))
    assert response.status_code == 302 and response["Location"].startswith("/accounts/login/")


def test_a_user_asks_for_the_judge_role_once(outsider, outsider_client):
    page = outsider_client.get(reverse("profile"))
    assert page.status_code == 200 and "Ask for the judge role" in page.text
    sent = outsider_client.post(reverse("profile"), {"note": "Level 1 since 2019"}, follow=True)
    assert "Your request is sent" in sent.text and "waiting for a decision" in sent.text
    again = outsider_client.post(reverse("profile"), {"note": "again"}, follow=True)
    assert "Your request is waiting for a decision." in again.text
    assert JudgeRequest.objects.filter(user=outsider).count() == 1
    assert not roles.is_site_judge(outsider)


def test_a_judge_is_not_offered_the_form(judge_client):
    page = judge_client.get(reverse("profile"))
    assert "You are a judge" in page.text and "Ask for the judge role" not in page.text
    assert judge_client.post(reverse("profile"), {"note": "x"}, follow=True).status_code == 200
    assert not JudgeRequest.objects.exists()


def test_the_requests_page_is_404_for_everyone_but_staff(outsider_client, judge_client, client, staff):
    asked = JudgeRequest.objects.create(user=make_user("asker"))
    for browser in (outsider_client, judge_client):
        assert browser.get(reverse("judge-requests")).status_code == 404
        assert browser.post(reverse("judge-request-grant", args=[asked.pk])).status_code == 404
    assert client.get(reverse("judge-requests")).status_code == 302
    asked.refresh_from_db()
    assert asked.status == JudgeRequest.Status.PENDING
    page = client_for(staff).get(reverse("judge-requests"))
    assert page.status_code == 200 and "asker" in page.text


def test_a_staff_member_grants_the_role_from_the_page(staff):
    asker = make_user("asker")
    asked = JudgeRequest.objects.create(user=asker, note="I judge locals")
    browser = client_for(staff)
    done = browser.post(reverse("judge-request-grant", args=[asked.pk]), follow=True)
    assert "asker is now a judge." in done.text
    asked.refresh_from_db()
    assert asked.status == JudgeRequest.Status.GRANTED and asked.decided_by == staff and asked.decided_at
    assert roles.is_site_judge(asker) and roles.may_edit_rulings(asker)
    twice = browser.post(reverse("judge-request-refuse", args=[asked.pk]), follow=True)
    assert "This request has been decided already." in twice.text
    asked.refresh_from_db()
    assert asked.status == JudgeRequest.Status.GRANTED


def test_a_refused_user_stays_a_player_and_may_ask_again(staff):
    asker = make_user("asker")
    asked = JudgeRequest.objects.create(user=asker)
    client_for(staff).post(reverse("judge-request-refuse", args=[asked.pk]))
    asked.refresh_from_db()
    assert asked.status == JudgeRequest.Status.REFUSED and not roles.is_site_judge(asker)
    browser = client_for(asker)
    assert "you may ask again" in browser.get(reverse("profile")).text
    browser.post(reverse("profile"), {"note": "more experience now"})
    assert JudgeRequest.objects.filter(user=asker, status=JudgeRequest.Status.PENDING).count() == 1


def test_the_header_links_to_the_profile(outsider_client):
    assert reverse("profile") in outsider_client.get(reverse("home")).text
