from django.shortcuts import render

from .models import Game


def home(request):
    return render(request, "home.html", {"games": Game.objects.all()})
