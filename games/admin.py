from django.contrib import admin

from .models import Card, Format, FormatCard, Game


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ("slug", "name", "order")


class FormatCardInline(admin.TabularInline):
    model = FormatCard
    extra = 0


@admin.register(Format)
class FormatAdmin(admin.ModelAdmin):
    list_display = ("name", "game", "valid_from", "is_whitelist", "is_default")
    list_filter = ("game", "is_whitelist")
    search_fields = ("name", "slug")
    inlines = [FormatCardInline]


@admin.register(Card)
class CardAdmin(admin.ModelAdmin):
    list_display = ("code", "name", "type", "game", "is_demo")
    list_filter = ("game", "is_demo", "type")
    search_fields = ("code", "name")
    raw_id_fields = ("alternate_of",)
