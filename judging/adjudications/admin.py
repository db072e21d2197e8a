from django.contrib import admin, messages

from . import services
from .models import Adjudication


@admin.register(Adjudication)
class AdjudicationAdmin(admin.ModelAdmin):
    list_display = ("id", "game", "status", "attempts", "requested_by", "created_at", "finished_at")
    list_filter = ("game", "status")
    readonly_fields = ("id", "created_at", "started_at", "finished_at", "claim_token", "attempts")
    raw_id_fields = ("requested_by",)
    actions = ["requeue"]

    @admin.action(description="Send again to the workers (queued, or running under a stale claim)")
    def requeue(self, request, queryset):
        count = len(services.adjudication_requeue(queryset=queryset))
        self.message_user(request, f"{count} adjudication(s) sent again.", messages.SUCCESS)
