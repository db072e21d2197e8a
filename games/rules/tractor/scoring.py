"""Points, the kitty bonus and the result table (section 4 of the seed).

"Each five is worth 5 points; tens and kings 10 each, 200 in all. If the attackers win the last
trick, add the kitty's points multiplied by twice the number of cards per play in that trick; no
kitty bonus when the defenders win it."
"Attackers with 0 points: the defenders go up 3 levels; 5-35: up 2; 40-75: up 1, and the dealer's
partner deals next. 80-115: the attackers take over without going up; from 120, up one level for
every 40 points more; the player after the old dealer deals." "The first team past Ace wins."
"""

from .cards import next_rank
from .record import SEATS

TAKE_OVER = 80
STEP = 40


def kitty_multiplier(lead_cards, variant):
    """The multiplier for the kitty when the attackers win the last trick led with `lead_cards` cards."""
    if variant.kitty_multiplier == "power":
        return 2**lead_cards
    return 2 * lead_cards


def team_of(seat):
    """Seats 0 and 2 are team 0, seats 1 and 3 team 1."""
    return seat % 2


def result_for(attackers_points):
    """(winning side, levels up) for the attackers' points, straight from the table."""
    if attackers_points <= 0:
        return "defenders", 3
    if attackers_points < 40:
        return "defenders", 2
    if attackers_points < TAKE_OVER:
        return "defenders", 1
    return "attackers", max(0, (attackers_points - TAKE_OVER) // STEP)


def outcome(levels, dealer, attackers_points):
    """The verdict's outcome: result, levels after the hand, next dealer and match winner."""
    side, up = result_for(attackers_points)
    dealer_team = team_of(dealer)
    if side == "defenders":
        team, next_dealer, result = dealer_team, (dealer + 2) % SEATS, f"defenders_up_{up}"
    else:
        team, next_dealer = 1 - dealer_team, (dealer + 1) % SEATS
        result = f"attackers_up_{up}" if up else "attackers_take_over"
    after = list(levels)
    raised = next_rank(levels[team], up)
    match_winner = team if raised is None else None  # past the Ace
    after[team] = raised or "A"
    return {
        "result": result,
        "levels_after": after,
        "next_dealer": None if match_winner is not None else next_dealer,
        "match_winner": match_winner,
    }
