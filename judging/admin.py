from django.contrib import admin

from . import services
from .models import CardCitation, Document, Keyword, RulesSection, Ruling, RulingRevision


class CitationInline(admin.TabularInline):
    model = CardCitation
    extra = 0
    raw_id_fields = ["card"]


class RevisionInline(admin.TabularInline):
    model = RulingRevision
    extra = 0
    readonly_fields = ["section", "question", "answer", "status", "edited_by", "edited_at", "note"]
    can_delete = False


@admin.register(Document)
class DocumentAdmin(admin.ModelAdmin):
    list_display = ["title", "game", "kind", "language", "version", "imported_at"]
    list_filter = ["game", "kind", "language"]


@admin.register(Ruling)
class RulingAdmin(admin.ModelAdmin):
    list_display = ["pk", "game", "language", "section", "number", "status", "is_new"]
    list_filter = ["game", "language", "status", "is_new"]
    search_fields = ["question", "answer"]
    raw_id_fields = ["document", "superseded_by"]
    inlines = [CitationInline, RevisionInline]
    readonly_fields = ["status", "superseded_by", "characters", "origins"]

    def save_model(self, request, obj, form, change):
        # Through the services, so an admin edit is indexed and kept in the history like any other.
        if change:
            services.ruling_update(
                ruling=obj, user=request.user, question=obj.question, answer=obj.answer, section=obj.section
            )
        else:
            created = services.ruling_create(
                game=obj.game,
                language=obj.language,
                question=obj.question,
                answer=obj.answer,
                section=obj.section,
                user=request.user,
                document=obj.document,
            )
            obj.pk = created.pk


@admin.register(RulesSection)
class RulesSectionAdmin(admin.ModelAdmin):
    list_display = ["heading", "document", "order"]
    list_filter = ["game", "language"]
    search_fields = ["heading", "body"]


admin.site.register(Keyword)
