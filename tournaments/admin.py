from django.contrib import admin

from .models import AuditEntry, DeckCheck, Decklist, Event, EventStaff, Match, Penalty, Registration, Round


class StaffInline(admin.TabularInline):
    model = EventStaff
    extra = 0
    raw_id_fields = ["user"]


@admin.register(Event)
class EventAdmin(admin.ModelAdmin):
    list_display = ["name", "game", "date", "stage", "organiser"]
    list_filter = ["game", "stage"]
    search_fields = ["name"]
    raw_id_fields = ["organiser"]
    inlines = [StaffInline]


@admin.register(Registration)
class RegistrationAdmin(admin.ModelAdmin):
    list_display = ["name", "event", "status", "checked_in"]
    list_filter = ["status"]
    raw_id_fields = ["event", "user"]


admin.site.register([Decklist, Round, Match, DeckCheck, Penalty])


@admin.register(AuditEntry)
class AuditEntryAdmin(admin.ModelAdmin):
    """Read only: nobody, not even a superuser, edits or deletes the audit log."""

    list_display = ["at", "event", "actor", "kind", "action", "object_id"]
    list_filter = ["kind"]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False
