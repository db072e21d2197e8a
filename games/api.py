from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import AllowAny
from rest_framework.response import Response

from .models import Format, Game


class FormatSerializer(serializers.ModelSerializer):
    class Meta:
        model = Format
        fields = ["slug", "name", "valid_from", "limits", "is_whitelist", "is_default"]


class GameSerializer(serializers.ModelSerializer):
    formats = FormatSerializer(many=True, read_only=True)

    class Meta:
        model = Game
        fields = ["slug", "name", "formats"]


@extend_schema(responses=GameSerializer(many=True), auth=[], summary="The games and their formats")
@api_view(["GET"])
@permission_classes([AllowAny])
def game_list(request):
    games = Game.objects.prefetch_related("formats")
    return Response(GameSerializer(games, many=True).data)


@extend_schema(
    responses={200: {"type": "object", "additionalProperties": {"type": "string", "format": "uri"}}},
    auth=[],
    summary="The API's entry points",
)
@api_view(["GET"])
@permission_classes([AllowAny])
def api_root(request):
    """The API's entry points; the full description is the OpenAPI schema."""
    base = request.build_absolute_uri("/api/")
    return Response(
        {
            "games": base + "games/",
            "cards": base + "cards/",
            "decks": base + "decks/",
            "deck_validation": base + "decks/validate/",
            "rulings": base + "rulings/",
            "adjudications": base + "adjudications/",
            "schema": base + "schema/",
            "docs": base + "docs/",
        }
    )
