from django.contrib import admin

from .models import Deck, DeckCard, DeckRevision


class DeckCardInline(admin.TabularInline):
    model = DeckCard
    extra = 0


@admin.register(Deck)
class DeckAdmin(admin.ModelAdmin):
    list_display = ["name", "owner", "game", "format", "is_public", "revision", "legal", "updated_at"]
    list_filter = ["game", "is_public", "legal"]
    search_fields = ["name", "owner__username"]
    raw_id_fields = ["owner"]
    inlines = [DeckCardInline]


@admin.register(DeckRevision)
class DeckRevisionAdmin(admin.ModelAdmin):
    list_display = ["deck", "number", "name", "legal", "author", "created_at"]
    raw_id_fields = ["deck", "author"]
