import json
from types import SimpleNamespace

from django.contrib import admin
from django.core.serializers.json import DjangoJSONEncoder
from django.db import transaction

from .models import AuditEntry, DeckCheck, Decklist, Event, EventStaff, Match, Penalty, Registration, Round
from .services.audit import audit


def admin_state(obj):
    """The row's own columns as JSON (foreign keys as ids), for the audit entry's before and after."""
    values = {f.attname: getattr(obj, f.attname) for f in obj._meta.concrete_fields}
    return json.loads(json.dumps(values, cls=DjangoJSONEncoder))


class AuditedAdmin(admin.ModelAdmin):
    """Every add, change and delete made in the admin leaves an entry in the event's audit log (who, what,
    before and after), through the same audit service as the app's own writes: the admin is no back door."""

    audit_kind = ""
    inline_audit_kinds = {EventStaff: "staff"}  # what an inline's rows are logged as (kind of entry)
    event_path = "event"  # the attributes leading from the row to its event, dotted ("" : the row is one)

    def event_of(self, obj):
        for name in filter(None, self.event_path.split(".")):
            obj = getattr(obj, name)
        return obj

    def save_model(self, request, obj, form, change):
        before = admin_state(type(obj).objects.get(pk=obj.pk)) if change else None
        with transaction.atomic():
            super().save_model(request, obj, form, change)
            self._audit(request, obj, "admin_change" if change else "admin_add", before, admin_state(obj))

    def delete_model(self, request, obj):
        with transaction.atomic():
            self._audit(request, obj, "admin_delete", admin_state(obj), None)
            super().delete_model(request, obj)

    def delete_queryset(self, request, queryset):
        with transaction.atomic():
            for obj in queryset:
                self._audit(request, obj, "admin_delete", admin_state(obj), None)
            super().delete_queryset(request, queryset)

    def save_formset(self, request, form, formset, change):
        """An inline's rows (an event's staff) are logged as the admin's own rows are: each added, changed
        and deleted row with its state before and after, under the kind `inline_audit_kinds` names."""
        kind = self.inline_audit_kinds.get(formset.model, self.audit_kind)
        before = {
            f.instance.pk: admin_state(formset.model.objects.get(pk=f.instance.pk)) for f in formset.initial_forms
        }
        gone = {id(f.instance): f.instance.pk for f in formset.deleted_forms if f.instance.pk}
        with transaction.atomic():
            super().save_formset(request, form, formset, change)
            event = self.event_of(form.instance)
            for obj in formset.new_objects:
                audit(event=event, actor=request.user, kind=kind, action="admin_add", obj=obj, after=admin_state(obj))
            for obj, _fields in formset.changed_objects:
                audit(event=event, actor=request.user, kind=kind, action="admin_change", obj=obj,
                      before=before[obj.pk], after=admin_state(obj))  # fmt: skip
            for obj in formset.deleted_objects:
                pk = gone[id(obj)]  # deleting cleared the instance's own pk
                audit(event=event, actor=request.user, kind=kind, action="admin_delete",
                      obj=SimpleNamespace(pk=pk), before=before[pk])  # fmt: skip

    def _audit(self, request, obj, action, before, after):
        audit(
            event=self.event_of(obj), actor=request.user, kind=self.audit_kind, action=action, obj=obj,
            before=before, after=after,
        )  # fmt: skip


class StaffInline(admin.TabularInline):
    model = EventStaff
    extra = 0
    raw_id_fields = ["user"]


@admin.register(Event)
class EventAdmin(AuditedAdmin):
    list_display = ["name", "game", "date", "stage", "organiser"]
    list_filter = ["game", "stage"]
    search_fields = ["name"]
    raw_id_fields = ["organiser"]
    inlines = [StaffInline]
    audit_kind = "event"
    event_path = ""


@admin.register(Registration)
class RegistrationAdmin(AuditedAdmin):
    list_display = ["name", "event", "status", "checked_in"]
    list_filter = ["status"]
    raw_id_fields = ["event", "user"]
    audit_kind = "registration"


@admin.register(Match)
class MatchAdmin(AuditedAdmin):
    list_display = ["__str__", "outcome", "a_games", "b_games", "draws"]
    raw_id_fields = ["round", "a", "b", "reported_by", "disputed_by"]
    audit_kind = "result"
    event_path = "round.event"


@admin.register(Round)
class RoundAdmin(AuditedAdmin):
    audit_kind = "pairing"


@admin.register(Penalty)
class PenaltyAdmin(AuditedAdmin):
    raw_id_fields = ["registration", "round", "match", "judge", "approved_by"]
    audit_kind = "penalty"


@admin.register(DeckCheck)
class DeckCheckAdmin(AuditedAdmin):
    raw_id_fields = ["registration", "round", "judge"]
    audit_kind = "deck_check"


@admin.register(Decklist)
class DecklistAdmin(AuditedAdmin):
    raw_id_fields = ["registration"]
    audit_kind = "decklist"
    event_path = "registration.event"


@admin.register(AuditEntry)
class AuditEntryAdmin(admin.ModelAdmin):
    """Read only: nobody, not even a superuser, edits or deletes the audit log."""

    list_display = ["at", "event", "actor_name", "kind", "action", "object_id"]
    list_filter = ["kind"]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False
