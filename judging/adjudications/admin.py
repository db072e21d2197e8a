from django.contrib import admin

from .models import Adjudication


@admin.register(Adjudication)
class AdjudicationAdmin(admin.ModelAdmin):
    list_display = ("id", "game", "status", "attempts", "requested_by", "created_at", "finished_at")
    list_filter = ("game", "status")
    readonly_fields = ("id", "created_at", "started_at", "finished_at", "claim_token", "attempts")
    raw_id_fields = ("requested_by",)
