from django.contrib import admin

from .models import Job


@admin.register(Job)
class JobAdmin(admin.ModelAdmin):
    list_display = ("id", "kind", "status", "done", "total", "owner", "created_at")
    list_filter = ("kind", "status")
