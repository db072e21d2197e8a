from django.contrib import admin

from .models import JudgeRequest, Profile


@admin.register(Profile)
class ProfileAdmin(admin.ModelAdmin):
    list_display = ("user", "language")
    search_fields = ("user__username",)


@admin.register(JudgeRequest)
class JudgeRequestAdmin(admin.ModelAdmin):
    list_display = ("user", "status", "created_at", "decided_by", "decided_at")
    list_filter = ("status",)
    search_fields = ("user__username",)
    raw_id_fields = ("user", "decided_by")
