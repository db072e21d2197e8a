"""/api/decks/: the editor's deck operations for API clients, with ownership enforced.

Anyone may read public decks; only the owner reads a private deck (others get 404) or changes a
deck (others get 403 on a public deck). An update names the revision it starts from; a stale one
is refused with 409 and the newer deck in the body.
"""

import django_filters
from django.utils.translation import gettext as _
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import mixins, permissions, serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.exceptions import PermissionDenied, ValidationError
from rest_framework.response import Response

from config.roles import owns
from games.models import Format

from . import builder, selectors, services
from .models import Deck, DeckRevision

NAME_MAX = 120


class SectionsField(serializers.JSONField):
    """{section: {code: count}}; lists of codes (one per copy) are accepted on input too."""


class DeckSerializer(serializers.ModelSerializer):
    # Decks are built for the collectible games only (those with a default format), not Tractor.
    game = serializers.SlugRelatedField(slug_field="slug", queryset=selectors.game_buildable())
    format = serializers.CharField(required=False, allow_blank=True, allow_null=True, source="format.slug")
    owner = serializers.CharField(source="owner.username", read_only=True)
    sections = SectionsField(required=False)
    revision = serializers.IntegerField(required=False, help_text="On update: the revision you started from.")
    url = serializers.SerializerMethodField()

    class Meta:
        model = Deck
        fields = [
            "id", "url", "name", "game", "format", "style", "notes", "is_public", "owner",
            "revision", "legal", "problem_count", "sections", "created_at", "updated_at",
        ]  # fmt: skip
        read_only_fields = ["legal", "problem_count", "created_at", "updated_at"]

    def get_url(self, deck) -> str:
        request = self.context.get("request")
        path = deck.get_absolute_url()
        return request.build_absolute_uri(path) if request else path

    def to_representation(self, deck):
        data = super().to_representation(deck)
        data["format"] = deck.format.slug if deck.format else None
        data["sections"] = deck.sections()
        return data

    def validate(self, attrs):
        game = attrs.get("game") or getattr(self.instance, "game", None)
        if self.instance is not None and "game" in attrs and attrs["game"] != self.instance.game:
            raise ValidationError({"game": _("a deck's game cannot change; create a new deck")})
        if "format" in attrs:
            slug = (attrs.pop("format") or {}).get("slug")
            fmt = Format.objects.filter(game=game, slug=slug).first() if slug else None
            if slug and fmt is None:
                raise ValidationError(
                    {"format": _("%(game)s has no format %(format)s") % {"game": game.slug, "format": repr(slug)}}
                )
            attrs["format_obj"] = fmt
        if "sections" in attrs:
            try:
                attrs["sections"] = builder.clean_sections(attrs["sections"], game=game.slug)
            except builder.StateError as exc:
                raise ValidationError({"sections": str(exc)}) from None
        choices = builder.style_choices(game.slug) if game else ()
        if attrs.get("style") and attrs["style"] not in choices:
            if choices:
                message = _("style must be one of %(styles)s") % {"styles": ", ".join(choices)}
            else:
                message = _("style must be one of none for this game")
            raise ValidationError({"style": message})
        if "name" in attrs and not attrs["name"].strip():
            raise ValidationError({"name": _("a deck needs a name")})
        return attrs


class RevisionSerializer(serializers.ModelSerializer):
    author = serializers.CharField(source="author.username", default=None, read_only=True)

    class Meta:
        model = DeckRevision
        fields = ["number", "name", "format_slug", "style", "sections", "legal", "author", "created_at"]


class IsOwnerForWrites(permissions.BasePermission):
    def has_object_permission(self, request, view, deck):
        return request.method in permissions.SAFE_METHODS or owns(request.user, deck)


class DeckUpdateSerializer(DeckSerializer):
    """What an update sends: the revision it starts from is required (a stale one is a 409)."""

    revision = serializers.IntegerField(min_value=1, help_text="The revision your changes start from.")


STALE_REVISION = OpenApiResponse(
    description="The deck changed since `revision` (another tab or device saved it): `error` says so and "
    "`current` holds the newer deck."
)


class DeckFilter(django_filters.FilterSet):
    game = django_filters.CharFilter(field_name="game__slug", help_text="a game's slug, e.g. dbz")

    class Meta:
        model = Deck
        fields = ["game"]


class DeckViewSet(
    mixins.ListModelMixin,
    mixins.RetrieveModelMixin,
    mixins.CreateModelMixin,
    mixins.UpdateModelMixin,
    mixins.DestroyModelMixin,
    viewsets.GenericViewSet,
):
    serializer_class = DeckSerializer
    permission_classes = [permissions.IsAuthenticatedOrReadOnly, IsOwnerForWrites]
    filterset_class = DeckFilter
    # Detail routes take numeric ids only, so /api/decks/validate/ can never be read as a deck.
    lookup_value_regex = r"\d+"

    def get_queryset(self):
        decks = Deck.objects.visible_to(self.request.user).select_related("game", "format", "owner")
        if self.action == "list":
            # The list is my decks, or the public ones with ?public=1 (and always for anonymous users).
            user = self.request.user
            if self.request.query_params.get("public") or not user.is_authenticated:
                decks = decks.filter(is_public=True)
            else:
                decks = decks.filter(owner=user)
        return decks.prefetch_related("cards")

    def perform_create(self, serializer):
        data = serializer.validated_data
        try:
            deck = services.deck_create(
                owner=self.request.user,
                game=data["game"],
                name=data.get("name", "").strip()[:NAME_MAX],
                format=data.get("format_obj"),
                sections=data.get("sections"),
                style=data.get("style", ""),
                notes=data.get("notes", ""),
                is_public=data.get("is_public", False),
            )
        except services.DeckLimit as exc:
            raise PermissionDenied(str(exc)) from None
        serializer.instance = deck

    @extend_schema(request=DeckUpdateSerializer, responses={200: DeckSerializer, 409: STALE_REVISION})
    def partial_update(self, request, *args, **kwargs):
        return super().partial_update(request, *args, **kwargs)

    @extend_schema(request=DeckUpdateSerializer, responses={200: DeckSerializer, 409: STALE_REVISION})
    def update(self, request, *args, **kwargs):
        deck = self.get_object()
        serializer = self.get_serializer(deck, data=request.data, partial=kwargs.get("partial", False))
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        if "revision" not in data:
            raise ValidationError({"revision": _("name the revision your changes start from")})
        fields = {key: data[key] for key in ("name", "style", "notes", "is_public") if key in data}
        if "format_obj" in data:
            fields["format"] = data["format_obj"]
        try:
            deck = services.deck_save(
                deck_id=deck.pk,
                user=request.user,
                base_revision=data["revision"],
                sections=data.get("sections", deck.sections()),
                **fields,
            )
        except services.DeckConflict as conflict:
            newer = self.get_serializer(Deck.objects.get(pk=deck.pk)).data
            return Response({"error": str(conflict), "current": newer}, status=status.HTTP_409_CONFLICT)
        return Response(self.get_serializer(Deck.objects.get(pk=deck.pk)).data)

    def perform_destroy(self, deck):
        services.deck_delete(deck_id=deck.pk, user=self.request.user)

    @extend_schema(responses=RevisionSerializer(many=True))
    @action(detail=True, methods=["get"])
    def revisions(self, request, pk=None):
        deck = self.get_object()
        page = self.paginate_queryset(selectors.deck_revisions(deck=deck))
        return self.get_paginated_response(RevisionSerializer(page, many=True).data)

    @extend_schema(request=None, responses={201: DeckSerializer})
    @action(detail=True, methods=["post"], permission_classes=[permissions.IsAuthenticated])
    def clone(self, request, pk=None):
        deck = self.get_object()
        try:
            copy = services.deck_clone(deck=deck, owner=request.user)
        except services.DeckLimit as exc:
            raise PermissionDenied(str(exc)) from None
        return Response(self.get_serializer(copy).data, status=status.HTTP_201_CREATED)
