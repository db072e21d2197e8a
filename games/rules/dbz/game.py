"""The table of a DBZ game and the rule of each step, citing the seed (seeds/dbz-ccg-rules.th.txt, English
digest in seeds/README.md). The engine (engine.py) feeds it a record's turns step by step; the bot (bot.py)
plays through it. An illegal action raises Violation; a legal one changes the table.

Each player has a Main Personality (MP: its level cards, the level in play, its power stage and anger), a
Life Deck (counted: the record says which cards are drawn, not the deck's order), a hand (known: every
drawn card is named), a discard pile (top last; a Life card lost to damage is in it unnamed), cards removed
from the game, and on the table allies, drills, Dragon Balls and non-combat cards waiting to be used.
What a card's text does is declared in the record as an effect and applied as declared ("text beats rules").
"""

from ..engine import Violation
from ..messages import N_, count
from .cards import (
    COMBAT_KINDS,
    DRAGON_BALL,
    DRILL,
    ENERGY,
    PERSONALITY,
    PHYSICAL,
    CardFactsError,
    card_of,
    fold,
)
from .construction import SAIYAN_HEROES, STYLES, normal_style
from .variants import DOWN_TO_ONE

DRAW = 3  # "วาดสามการ์ด": draw 3 cards from the Life Deck; the defender too when a combat starts
START_STAGE = 5  # "ตั้งเวทีพลังงานในระดับต่ำสุดของบัตรบุคลิกภาพหลักที่ 5 ขั้นตอนที่สูงกว่า 0"
ALLY_STAGE = 3  # "เป็นชุดที่ 3 ในระดับที่สูงกว่า 0": an ally enters at 3 stages above 0
ALLY_FIGHTS_AT = 1  # "เฉพาะในกรณีที่ระดับพลังงานบุคลิกภาพหลักอยู่ที่ 0 หรือหนึ่งขั้นตอนข้างต้น 0"
ENERGY_COST = 2  # "ช่วยลดขั้นตอนการใช้พลังงานของบุคลิกภาพของการโจมตีที่ 2"
ENERGY_DAMAGE = 4  # "ทิ้งชั้น 4 บัตรชีวิตจากดาดฟ้าชีวิตของเขา"
MAX_ANGER = 5  # "ดาบนักรบ ... ตัวเลข 0 ถึง 5"
DRAGON_BALLS = 7
SAME_DRILL = 4  # named and colourless drills: "ได้ถึง 4 รายการที่ซ้ำกัน"
HAND_KEPT = 1  # step 5: "ยกเว้นการ์ด 1 ใบ"
SURVIVAL, DRAGON_BALL_WIN, MOST_POWERFUL = "survival", "dragon_ball", "most_powerful"
MP = "mp"


SEED = N_("DBZ rules (dbz-ccg-rules.th.txt): “{quote}”")


def cite(quote):
    """The seed's sentence a violation rests on (the verdict's `source`), in the seed's own words."""
    return SEED, {"quote": quote}


ALLY_TAKES_OVER = cite(
    'เมื่อนี้เกิดขึ้นพันธมิตร "จะใช้เวลามากกว่า" การต่อสู้ ... บุคลิกภาพหลักดำเนินการต่อการควบคุมทันทีหลังจากขั้นตอนนี้ 4) การต่อสู้สิ้นสุดลง'
)
FINAL_WHEN = cite(
    "หากคุณมีไพ่ที่เหลือในมือของคุณ แต่ไม่มีบัตรหรือพลังโจมตีการ์ดที่จะใช้คุณสามารถทำให้การโจมตีทางกายภาพรอบชิงชนะเลิศ"
    "โดยการทิ้งการ์ดคนใดคนหนึ่งจากมือของคุณ"
)
WRONG_COLOUR_DRILL = cite(
    "เมื่อผู้เล่นจับการ์ดที่เจาะไว้ในมือของเขาว่าไม่สามารถเล่นได้เพราะมันไม่ได้ตรงกับสีของบัตรเจาะแล้วในการเล่นที่เขาแสดงให้เห็นว่า"
    "ผู้เล่นอื่น ๆ ทั้งหมดแล้ว shuffles มันกลับเข้ามาในชีวิตของเขาดาดฟ้า"
)
NO_DRAGON_BALL_LOST = cite("ตรวจสอบบัตรชีวิตก่อนทิ้งเพื่อป้องกันไม่ให้ทิ้งการ์ดดราก้อนบอล")
OTHER_PLAYERS_MP = cite(
    "คุณอาจจะมีรายการที่ซ้ำกันหรือระดับที่แตกต่างของบุคลิกภาพหลักของผู้เล่นอื่นในชั้นของคุณ "
    "แต่คุณไม่สามารถเล่นใด ๆ ของพวกเขาเป็นพันธมิตรจนกว่าผู้เล่นของบุคลิกภาพที่ได้รับการตัดออก"
)


def cards_count(n):
    return count(n, "{n} card", "{n} cards")


def stages_count(n):
    return count(n, "{n} power stage", "{n} power stages")


class Ally:
    __slots__ = ("card", "id", "stage", "under")

    def __init__(self, ident, card):
        self.id = ident
        self.card = card
        self.stage = ALLY_STAGE if card.top >= ALLY_STAGE else card.top
        self.under = []  # lower levels it covers ("ใช้เพียงบัตรระดับที่สูงขึ้นในการเล่น")

    @property
    def power(self):
        return self.card.stages[self.stage]


class Side:
    """One player: the MP, the Life Deck (counted), hand, discard pile, removed cards and the table."""

    __slots__ = (
        "allies",
        "anger",
        "balls",
        "bonus",
        "discard",
        "drills",
        "hand",
        "highest",
        "level",
        "life",
        "mp",
        "out",
        "removed",
        "seat",
        "stage",
        "table",
        "villain",
    )

    def __init__(self, seat, mp, highest, style, life):
        self.seat = seat
        self.mp = mp  # Card per level, level 1 first
        self.highest = highest
        self.bonus = int(style is not None)  # Tokui-Waza: "เพิ่ม 1 จำนวน PUR บุคลิกภาพหลักของเขา"
        self.level = 1
        self.stage = START_STAGE
        self.anger = 0
        self.life = life
        self.hand = []
        self.discard = []  # top last; None for a Life card discarded unseen
        self.removed = []
        self.allies = {}  # id -> Ally, in the order they came down
        self.drills = []
        self.balls = []
        self.table = []  # non-combat cards put down and not yet used
        self.villain = mp[0].villain
        self.out = False

    @property
    def card(self):
        return self.mp[self.level - 1]

    @property
    def power(self):
        return self.card.stages[self.stage]

    @property
    def pur(self):
        """The PUR of the level card in play, +1 with Tokui-Waza."""
        return self.card.pur + self.bonus

    def in_play(self):
        return (
            len(self.table) + len(self.drills) + len(self.balls) + sum(1 + len(a.under) for a in self.allies.values())
        )

    def state(self):
        """What the verdict shows of this player after a turn."""
        return {
            "level": self.level,
            "power_stage": self.stage,
            "power": self.power,
            "anger": self.anger,
            "life": self.life,
            "hand": len(self.hand),
            "discard": len(self.discard),
            "removed": len(self.removed),
            "allies": [
                {"id": a.id, "card": a.card.code, "power_stage": a.stage, "power": a.power}
                for a in self.allies.values()
            ],
            "drills": list(self.drills),
            "dragon_balls": list(self.balls),
            "table": list(self.table),
            "out": self.out,
        }


class Combat:
    __slots__ = ("ended", "finals", "next", "passes", "powers", "taken_over")

    def __init__(self, attacker):
        self.next = attacker  # who acts next: the attacker first, then alternately
        self.passes = 0
        self.ended = False
        self.finals = set()  # seats that made their final physical attack: they pass from then on
        self.powers = set()  # (seat, who, level): card powers used this combat
        self.taken_over = {}  # seat -> the id of the ally that took the combat over: it keeps it to the end


class Game:
    """Both players. `cards` is {code: facts} (docs/cards.md); each code is read once, when first met."""

    def __init__(self, players, first, cards, variant):
        self.cards = cards
        self.known = {}
        self.variant = variant
        self.table_rule = variant.pat
        self.over = False
        self.winner = None
        self.victory = None
        self.turn = 0
        self.player = first
        self.combat = None
        self.attacked = False
        self.attacks = []
        self.pending = None  # seat that captured its seventh Dragon Ball: it wins at its next turn's start
        self.sides = [self._setup(seat, player) for seat, player in enumerate(players)]
        self._heroes_first(first)
        for side in self.sides:
            self._check_life(side)  # a Life Deck empty at the start: that player is out

    # Cards

    def card(self, code, player=None):
        card = self.known.get(code)
        if card is None:
            if code not in self.cards:
                template = N_("the card database does not know {card}")
                raise Violation("card", template, {"card": code}, player=player)
            try:
                card = card_of(code, self.cards[code])
            except CardFactsError as error:
                raise Violation("card", error.template, error.params, player=player) from None
            self.known[code] = card
        return card

    def from_hand(self, side, code):
        if code not in side.hand:
            template = N_("player {player} does not hold {card}")
            raise Violation("in-hand", template, {"player": side.seat, "card": code}, player=side.seat)
        side.hand.remove(code)
        return self.card(code, side.seat)

    # Setup

    def _setup(self, seat, player):
        """Setup 2-7: the MP's level cards in order, level 1 on top; the highest level announced; Tokui-Waza;
        the Scouter at 5 stages above 0 on level 1; anger 0."""
        codes = player["personality"]
        if not codes:
            raise Violation("setup", N_("player {player} has no Main Personality"), {"player": seat}, player=seat)
        mp = [self.card(code, seat) for code in codes]
        for level, card in enumerate(mp, start=1):
            if card.kind != PERSONALITY or card.level != level or card.personality != mp[0].personality:
                template = N_(
                    "player {player}'s Main Personality cards must be one personality's levels in order from 1: "
                    "{card} is not {name} level {level}"
                )
                params = {"player": seat, "card": card.code, "name": mp[0].name, "level": level}
                raise Violation("setup", template, params, player=seat)
        if player["highest_level"] != len(mp):
            template = N_("player {player} announces level {announced} as the highest, but the top level card is {top}")
            params = {"player": seat, "announced": player["highest_level"], "top": len(mp)}
            raise Violation("setup", template, params, player=seat)
        if player.get("power_stage", START_STAGE) != START_STAGE or mp[0].top < START_STAGE:
            template = N_("the Main Personality starts at 5 power stages above 0 on its level 1 card, not {stage}")
            raise Violation("setup", template, {"stage": player.get("power_stage", START_STAGE)}, player=seat)
        if player.get("anger", 0) != 0:
            template = N_("the anger counter starts at 0, not {anger}")
            raise Violation("setup", template, {"anger": player["anger"]}, player=seat)
        style = normal_style(player.get("style"))
        if style is not None and style not in STYLES:
            template = N_("{style} is not a style: declare {styles} or none")
            raise Violation("setup", template, {"style": style, "styles": list(STYLES)}, player=seat)
        if style == "Saiyan" and mp[0].villain is False and mp[0].personality not in SAIYAN_HEROES:
            template = N_(
                "only Saiyan-blooded Main Personalities declare Saiyan style: villains, Goku or Gohan, not {name}"
            )
            raise Violation("setup", template, {"name": mp[0].name}, player=seat)
        side = Side(seat, mp, len(mp), style, player["life_deck"])
        if "start" in player:
            self._start(side, player["start"])
        return side

    def _start(self, side, start):
        """A record of the disputed turns of a game starts where each player stands then."""
        seat = side.seat
        level = start.get("level", 1)
        if level >= len(side.mp) > 1:
            template = N_("player {player} starts at level {level}: below the highest level {top}, or the game was won")
            raise Violation("setup", template, {"player": seat, "level": level, "top": len(side.mp)}, player=seat)
        side.level = level
        side.stage = start.get("power_stage", side.stage)
        side.anger = start.get("anger", 0)
        if side.stage > side.card.top or side.anger >= MAX_ANGER:
            template = N_("player {player} starts at {stage} stages above 0 and anger {anger}: at most {top} and 4")
            params = {"player": seat, "stage": side.stage, "anger": side.anger, "top": side.card.top}
            raise Violation("setup", template, params, player=seat)
        side.life = start.get("life", side.life)
        side.discard = [None] * start.get("discard", 0)
        for key, pile in (
            ("hand", side.hand),
            ("table", side.table),
            ("drills", side.drills),
            ("dragon_balls", side.balls),
        ):
            for code in start.get(key, ()):
                self.card(code, seat)
                pile.append(code)
        for ally in start.get("allies", ()):
            card = self.card(ally["card"], seat)
            placed = Ally(ally.get("id") or card.code, card)
            placed.stage = min(ally.get("power_stage", placed.stage), card.top)
            side.allies[placed.id] = placed

    def _heroes_first(self, first):
        """ "ฮีโร่ผู้เล่นเริ่มต้นเกม": a hero plays first."""
        villains = [side.villain for side in self.sides]
        if villains[first] is True and villains[1 - first] is False:
            template = N_("the hero plays first: player {hero}, not the villain player {player}")
            raise Violation("setup", template, {"hero": 1 - first, "player": first}, player=first)

    # Turns

    def start_turn(self, turn, player):
        self.turn, self.player = turn, player
        self.combat = None
        self.attacked = False
        self.attacks = []
        if self.pending == player:
            self.pending = None
            if self._balls(self.sides[player]) >= DRAGON_BALLS:  # "จะไม่ชนะจนถึงจุดเริ่มต้นของการเปิดต่อไปของคุณ"
                self._win(player, DRAGON_BALL_WIN)

    def check_over(self):
        if self.over:
            template = N_("the game is over: player {winner} won ({victory}); nothing is played after it")
            raise Violation("game-over", template, {"winner": self.winner, "victory": self.victory})

    def draw(self, cards):
        """Step 1: "วาดการ์ด 3 ใบจากดาดฟ้าชีวิตของคุณ"."""
        self._draw(self.sides[self.player], cards, N_("draws 3 cards in step 1"))

    def _draw(self, side, cards, what):
        wanted = min(DRAW, side.life)
        if len(cards) != wanted:
            template = N_("player {player} {what}: {wanted} from a Life Deck of {life}, not {drawn}")
            params = {
                "player": side.seat,
                "what": what,
                "wanted": cards_count(wanted),
                "life": side.life,
                "drawn": len(cards),
            }
            raise Violation("draw", template, params, player=side.seat)
        self._take_from_life(side, cards)

    def _take_from_life(self, side, cards):
        for code in cards:
            self.card(code, side.seat)
        side.hand.extend(cards)
        side.life -= len(cards)
        self._check_life(side)

    # Step 2: non-combat cards

    def non_combat(self, play):
        side = self.sides[self.player]
        if "use" in play:
            self._use(side, play["use"], play["effect"])
            return
        if "shuffle_back" in play:
            self._shuffle_back(side, play["shuffle_back"])
            return
        code = play["card"]
        card = self.from_hand(side, code)
        if card.kind in COMBAT_KINDS:
            template = N_("{card} is a combat card: it is played in combat (step 4), not in step 2")
            raise Violation("card-kind", template, {"card": code})
        if card.kind == PERSONALITY:
            self._ally(side, card, play)
        elif card.kind == DRILL:
            self._drill(side, card)
        elif card.kind == DRAGON_BALL:
            self._dragon_ball(side, card)
        elif "effect" in play:  # used at once, then discarded ("ยกเลิกบัตรหลังจากที่ใช้พวกเขา")
            self._to_pile(side, code, play["effect"])
            self.apply(play["effect"], side.seat)
            return
        else:
            side.table.append(code)  # "ยังคงมีอยู่จนกว่าคุณจะใช้มัน": its power waits on the table
            return
        if "effect" in play:
            self.apply(play["effect"], side.seat)

    def _use(self, side, code, effect):
        """A card on the table used now: a non-combat card then goes to the discard pile; a drill or a Dragon
        Ball stays ("ยกเลิกบัตรหลังจากที่ใช้พวกเขาจนกว่าหนึ่งที่เจาะหรือการ์ดดราก้อนบอล")."""
        if code in side.table:
            if not (effect and effect.get("stays")):  # "stays": its text keeps it there to be used again
                side.table.remove(code)
                self._to_pile(side, code, effect)
        elif code not in side.drills and code not in side.balls:
            template = N_("{card} is not on player {player}'s table")
            raise Violation("in-play", template, {"card": code, "player": side.seat}, player=side.seat)
        self.apply(effect, side.seat)

    def card_out_of_turn(self, side, play):
        """A card its text lets a player use outside step 2 and without attacking, its effect as declared: a
        card on the table (`use`), or a card from hand (`play`): a Dragon Ball comes into play ("Play this card
        from your hand during combat to end it", Earth Dragon Ball 7), a combat or non-combat card is then
        discarded (Dream Fighting: "Ends a combat"), or kept on the table when its text says so (`stays`)."""
        effect = play.get("effect")
        if "use" in play:
            self._use(side, play["use"], effect)
            return
        code = play.get("play", play.get("card"))
        card = self.from_hand(side, code)
        if card.kind in (PERSONALITY, DRILL):
            template = N_("{card} comes into play only in step 2: it is not played from hand at this moment")
            raise Violation("card-kind", template, {"card": code}, player=side.seat)
        if card.kind == DRAGON_BALL:
            self._dragon_ball(side, card)
        elif effect and effect.get("stays"):
            side.table.append(code)
        else:
            self._to_pile(side, code, effect)
        self.apply(effect, side.seat)

    def _shuffle_back(self, side, code):
        """ "ไม่สามารถเล่นได้เพราะมันไม่ได้ตรงกับสีของบัตรเจาะแล้วในการเล่น ... shuffles มันกลับเข้ามาในชีวิตของเขาดาดฟ้า": a
        drill that cannot be played for its colour is shown and shuffled into the Life Deck; no card is drawn."""
        card = self.from_hand(side, code)
        if card.kind != DRILL or not self._other_colours(side, card):
            side.hand.append(code)
            template = N_(
                "{card} is not a drill of another colour than player {player}'s drills in play: only such a drill "
                "is shown and shuffled back into the Life Deck"
            )
            params = {"card": code, "player": side.seat}
            raise Violation("drill", template, params, source=WRONG_COLOUR_DRILL, player=side.seat)
        side.life += 1

    def _other_colours(self, side, card):
        """The colours of `side`'s coloured drills in play when `card` is a coloured drill of none of them."""
        if card.named or card.colour is None:
            return set()
        colours = {self.known[c].colour for c in side.drills if self.known[c].colour and not self.known[c].named}
        return colours if colours and card.colour not in colours else set()

    def _ally(self, side, card, play):
        """Allies: heroes with heroes and villains with villains; no personality card twice on the table (any
        player), all levels of one ally counting as one; another player's MP not while that player is in."""
        code, ident = card.code, play.get("id") or card.code
        if card.villain is not None and side.villain is not None and card.villain != side.villain:
            template = N_("{card} is a {alignment}: a hero's allies are heroes and a villain's allies villains")
            alignment = N_("villain") if card.villain else N_("hero")
            raise Violation("ally", template, {"card": code, "alignment": alignment})
        for other in self.sides:
            if other is not side and not other.out and card.personality == other.mp[0].personality:
                template = N_(
                    "{name} is player {owner}'s Main Personality: not an ally while that player is in the game"
                )
                raise Violation("ally", template, {"name": card.name, "owner": other.seat}, source=OTHER_PLAYERS_MP)
            for ally in other.allies.values():
                if ally.card.personality == card.personality and ally.card.level == card.level:
                    template = N_("{name} level {level} is already on the table (player {owner}): no card twice")
                    params = {"name": card.name, "level": card.level, "owner": other.seat}
                    raise Violation("ally", template, params)
        covered = play.get("covers")
        if covered is not None:
            ally = side.allies.get(covered)
            if ally is None or ally.card.personality != card.personality or ally.card.level >= card.level:
                template = N_("{card} may cover only a lower level of the same ally in play, not {covered}")
                raise Violation("ally", template, {"card": code, "covered": covered})
            ally.under.append(ally.card)
            ally.card = card
            ally.stage = min(ally.stage, card.top)
            return
        for ally in side.allies.values():
            if ally.card.personality == card.personality:
                template = N_("player {player} already has {name} as an ally: its levels count as one ally")
                raise Violation("ally", template, {"player": side.seat, "name": card.name})
        if ident in side.allies:
            template = N_("player {player} already has an ally with id {id}")
            raise Violation("ally", template, {"player": side.seat, "id": ident})
        side.allies[ident] = Ally(ident, card)

    def _drill(self, side, card):
        """Drills: one colour at a time, no duplicate in play; named and colourless drills beside them, up to 4
        of one."""
        same = sum(1 for code in side.drills if fold(self.known[code].name) == fold(card.name))
        free = card.named or card.colour is None
        if not free:
            colours = self._other_colours(side, card)
            if colours:
                template = N_(
                    "{card} is a {colour} drill: player {player} has {colours} drills in play, one colour at a time"
                )
                params = {"card": card.code, "colour": card.colour, "player": side.seat, "colours": sorted(colours)}
                raise Violation("drill", template, params)
        if (free and same >= SAME_DRILL) or (not free and same):
            template = N_("{name} is already in play {times}: no duplicate drill (named and colourless ones: 4)")
            raise Violation("drill", template, {"name": card.name, "times": count(same, "{n} time", "{n} times")})
        side.drills.append(card.code)

    def _dragon_ball(self, side, card):
        for other in self.sides:
            if any(fold(self.known[code].name) == fold(card.name) for code in other.balls):
                template = N_("{name} is already in play (player {owner})")
                raise Violation("dragon-ball", template, {"name": card.name, "owner": other.seat})
        side.balls.append(card.code)
        if self._balls(side) >= DRAGON_BALLS:  # "ทันทีที่คุณเก็บรวบรวมทั้งหมดเจ็ดการ์ดดราก้อนบอล"
            self._win(side.seat, DRAGON_BALL_WIN)

    def _balls(self, side):
        return len({fold(self.known[code].name) for code in side.balls})

    # Step 3: power up

    def power_up(self, step):
        """ "อำนาจบุคลิกภาพหลักขึ้นโดยการย้าย Scouter ขึ้นจำนวนขั้นตอน ... เท่ากับ (PUR)"; allies 1 stage;
        never past the card's top stage nor to the next level."""
        side = self.sides[self.player]
        gain = min(side.pur, side.card.top - side.stage)
        if "mp" in step and step["mp"] != gain:
            template = N_("the Main Personality rises by its PUR {pur} up to its top stage: {gain}, not {declared}")
            params = {"pur": side.pur, "gain": stages_count(gain), "declared": step["mp"]}
            raise Violation("power-up", template, params)
        side.stage += gain
        declared = step.get("allies") or {}
        for ident in declared:
            if ident not in side.allies:
                template = N_("player {player} has no ally {id}")
                raise Violation("ally", template, {"player": side.seat, "id": ident})
        for ally in side.allies.values():
            up = 1 if ally.stage < ally.card.top else 0
            if ally.id in declared and declared[ally.id] != up:
                template = N_(
                    "an ally rises 1 stage, whatever its PUR, up to its top stage: {id} {gain}, not {declared}"
                )
                params = {"id": ally.id, "gain": stages_count(up), "declared": declared[ally.id]}
                raise Violation("power-up", template, params)
            ally.stage += up
        foe = self.sides[1 - self.player]
        for play in step.get("opponent_plays") or ():  # its text lets the opponent play it now
            self.card_out_of_turn(foe, play)

    # Step 4: combat

    def start_combat(self, drawn):
        """ "เฟส (ก) ผู้พิทักษ์ดึง 3 การ์ด" (variant defender_draws), then the attacker attacks first."""
        if self.combat is not None:
            raise Violation("turn-steps", N_("one combat a turn"))
        foe = self.sides[1 - self.player]
        if self.variant.defender_draws:
            self._draw(foe, drawn or [], N_("draws 3 cards as the defender when the combat starts"))
        elif drawn:
            template = N_("the defender draws no cards when the combat starts (variant defender_draws false)")
            raise Violation("draw", template, player=foe.seat)
        self.combat = Combat(self.player)

    def attack(self, entry):
        """One entry of the combat: a pass, or an attack and its defence."""
        self.check_over()
        combat = self.combat
        seat = combat.next
        if combat.ended:
            template = N_("the combat is over (two passes in a row, or a card ended it): no attack after it")
            raise Violation("combat-order", template, player=seat)
        if "player" in entry and entry["player"] != seat:
            template = N_("player {expected} acts now: attacker and defender take turns, not player {player}")
            raise Violation("combat-order", template, {"expected": seat, "player": entry["player"]}, player=seat)
        combat.next = 1 - seat
        if entry.get("pass"):
            combat.passes += 1
            combat.ended = combat.passes >= 2  # "ผ่านตามโดยตรงโดยผ่านอื่น ๆ"
            return None
        if seat in combat.finals:
            template = N_("after its final physical attack a player passes for the rest of the combat")
            raise Violation("final-attack", template, player=seat)
        combat.passes = 0
        if "use" in entry or "play" in entry:  # a card used without attacking: no attack, no damage
            self.card_out_of_turn(self.sides[seat], entry)
            return None
        return Attack(self, seat, entry).resolve()

    def end_combat(self, closing):
        """The combat ends with two passes in a row (or a card ending it); a record may stop before that
        only where it ends (`closing` False)."""
        if self.combat is not None and closing and not self.combat.ended and not self.over:
            template = N_("the combat goes on until both players pass in a row; it stops after {passes}")
            raise Violation("combat-order", template, {"passes": count(self.combat.passes, "{n} pass", "{n} passes")})

    def performer(self, side, by, what):
        """The MP, or an ally: "พันธมิตรสามารถนำมาใช้ในการต่อสู้ แต่เฉพาะในกรณีที่ระดับพลังงานบุคลิกภาพหลักอยู่ที่ 0
        หรือหนึ่งขั้นตอนข้างต้น 0"."""
        taken_over = self.combat.taken_over
        holder = taken_over.get(side.seat)
        if holder is not None and by != holder:  # the ally keeps the combat: not the MP, nor another ally
            template = N_(
                "ally {id} took over this combat for player {player}: {who} does not fight in it; the Main "
                "Personality resumes control when the combat ends"
            )
            params = {"id": holder, "player": side.seat, "who": by}
            raise Violation("ally", template, params, source=ALLY_TAKES_OVER, player=side.seat)
        if by == MP:
            return side
        ally = side.allies.get(by)
        if ally is None:
            template = N_("player {player} has no ally {id}")
            raise Violation("ally", template, {"player": side.seat, "id": by}, player=side.seat)
        if holder is None:
            if side.stage > ALLY_FIGHTS_AT:
                template = N_(
                    "an ally {what} only while its Main Personality is at 0 or 1 stage above 0; it is at {stage}"
                )
                raise Violation("ally", template, {"what": what, "stage": side.stage}, player=side.seat)
            taken_over[side.seat] = by
        return ally

    def fighter(self, side):
        """Who fights for `side` in this combat: the ally that took it over, else the MP."""
        holder = self.combat.taken_over.get(side.seat) if self.combat is not None else None
        return side if holder is None else side.allies[holder]

    # Damage, power, anger

    def lose_life(self, side, n, named=None):
        """Life cards from the top of the Life Deck to the discard pile (`named`: which, when the record knows;
        else unnamed); at 0 the player is out."""
        taken = min(n, side.life)
        side.life -= taken
        side.discard.extend(named if named is not None else [None] * taken)
        self._check_life(side)
        return taken

    def _check_life(self, side):
        if side.life == 0 and not side.out:
            side.out = True  # "ผู้เล่นจะถูกกำจัดออกจากเกมทันทีเขาไม่มีบัตรมากขึ้นในสำรับชีวิตของเขา"
            other = self.sides[1 - side.seat]
            if not self.over:
                self._win(None if other.out else other.seat, SURVIVAL)

    def _win(self, seat, victory):
        if not self.over:
            self.over, self.winner, self.victory = True, seat, victory if seat is not None else None

    def change_anger(self, side, delta):
        """Anger 0-5: at 5 the MP goes up a level (anger 0, power to the new card's top stage), or at its top level
        to its top stage; "ความโกรธพิเศษไม่ได้ดำเนินการ": extra anger is lost."""
        anger = side.anger + delta
        if anger < MAX_ANGER:
            side.anger = max(0, anger)
            return
        side.anger = 0
        if side.level < len(side.mp):
            side.level += 1
            side.discard.extend(side.drills)  # "การฝึกซ้อมทั้งหมดในการเล่นกับบุคลิกที่จะถูกยกเลิกทันที"
            side.drills = []
            side.stage = side.card.top
            if side.level >= side.highest:
                self._win(side.seat, MOST_POWERFUL)
        else:
            side.stage = side.card.top

    def change_power(self, holder, delta):
        holder.stage = max(0, min(holder.card.top, holder.stage + delta))

    def apply(self, effect, actor):
        """A card's text as the record declares it: power (the MPs', then allies'), power to the top, anger, Life
        cards, draws, a capture."""
        if not effect:
            return
        sides = self.sides
        for seat, delta in enumerate(effect.get("power") or ()):
            if delta:
                self.change_power(sides[seat], delta)
        for seat, changes in enumerate(effect.get("ally_power") or ()):  # "พันธมิตรสามารถเลือกที่จะได้รับประโยชน์
            for ident, delta in changes.items():  # จากบัตรอำนาจขึ้นแทนของบุคลิกภาพหลัก": an ally's stages
                ally = sides[seat].allies.get(ident)
                if ally is None:
                    template = N_("player {player} has no ally {id}")
                    raise Violation("ally", template, {"player": seat, "id": ident}, player=seat)
                self.change_power(ally, delta)
        for seat, full in enumerate(effect.get("power_to_top") or ()):
            if full:
                sides[seat].stage = sides[seat].card.top
        for seat, delta in enumerate(effect.get("anger") or ()):
            if delta:
                self.change_anger(sides[seat], delta)
        for seat, delta in enumerate(effect.get("life") or ()):
            if delta < 0:
                self.lose_life(sides[seat], -delta)
            elif delta > 0:
                self.rejuvenate(sides[seat], delta)
        for seat, drawn in enumerate(effect.get("draw") or ()):
            if drawn:
                self._effect_draw(sides[seat], drawn)
        if "capture" in effect:
            self._capture(sides[actor], effect["capture"])
        if effect.get("ends_combat") and self.combat is not None:
            self.combat.ended = True

    def _effect_draw(self, side, drawn):
        if len(drawn) > side.life:
            template = N_("player {player} draws {drawn} from a Life Deck of {life}")
            params = {"player": side.seat, "drawn": cards_count(len(drawn)), "life": side.life}
            raise Violation("draw", template, params, player=side.seat)
        self._take_from_life(side, drawn)

    def _capture(self, side, code):
        foe = self.sides[1 - side.seat]
        if code not in foe.balls:
            template = N_("{card} is not a Dragon Ball player {owner} controls: nothing to capture")
            raise Violation("dragon-ball", template, {"card": code, "owner": foe.seat}, player=side.seat)
        foe.balls.remove(code)
        side.balls.append(code)
        if self._balls(side) >= DRAGON_BALLS and not self.over:
            self.pending = side.seat  # "คุณจะไม่ชนะจนถึงจุดเริ่มต้นของการเปิดต่อไปของคุณ"

    def rejuvenate(self, side, n):
        """The top of the discard pile to the bottom of the Life Deck, `n` times."""
        if n > len(side.discard):
            template = N_("player {player} has {cards} in the discard pile, not {wanted} to put under the Life Deck")
            params = {"player": side.seat, "cards": cards_count(len(side.discard)), "wanted": n}
            raise Violation("rejuvenate", template, params, player=side.seat)
        for _ in range(n):
            side.discard.pop()
        side.life += n

    def _to_pile(self, side, code, effect):
        """A used card to its owner's discard pile, or out of the game when its text says so."""
        (side.removed if effect and effect.get("removed") else side.discard).append(code)

    # Step 5 and 6

    def discard(self, step):
        """ "วางบัตรทั้งหมดออกจากมือของคุณยกเว้นการ์ด 1 ใบ": down to 1 card; the opponent you attacked discards
        down to 1 too (variant defender_discard: 1 card)."""
        side, foe = self.sides[self.player], self.sides[1 - self.player]
        cards, defender = step.get("cards") or [], step.get("defender") or []
        wanted = max(0, len(side.hand) - HAND_KEPT)
        if len(cards) != wanted:
            template = N_("player {player} discards down to 1 card: {wanted} from a hand of {hand}, not {discarded}")
            params = {
                "player": side.seat,
                "wanted": cards_count(wanted),
                "hand": len(side.hand),
                "discarded": len(cards),
            }
            raise Violation("discard", template, params)
        for code in cards:
            self.from_hand(side, code)
            side.discard.append(code)
        if not self.attacked:
            if defender:
                template = N_("player {player} was not attacked this turn, so discards nothing in step 5")
                raise Violation("discard", template, {"player": foe.seat}, player=foe.seat)
            return
        if self.variant.defender_discard == DOWN_TO_ONE:
            wanted = max(0, len(foe.hand) - HAND_KEPT)
            template = N_(
                "the attacked player {player} discards down to 1 card: {wanted} from a hand of {hand}, not {discarded}"
            )
        else:
            wanted = min(1, len(foe.hand))
            template = N_(
                "the attacked player {player} discards 1 card: {wanted} from a hand of {hand}, not {discarded}"
            )
        if len(defender) != wanted:
            params = {
                "player": foe.seat,
                "wanted": cards_count(wanted),
                "hand": len(foe.hand),
                "discarded": len(defender),
            }
            raise Violation("discard", template, params, player=foe.seat)
        for code in defender:
            self.from_hand(foe, code)
            foe.discard.append(code)

    def rejuvenate_step(self, done):
        """ "หากคุณไม่ได้โจมตี ... ใช้การ์ดชั้นนำจากกองทิ้งและวางไว้หน้าลงที่ด้านล่างของดาดฟ้าชีวิตของคุณ"."""
        side = self.sides[self.player]
        expected = not self.attacked and bool(side.discard)
        if done != expected:
            if self.attacked:
                template = N_("player {player} attacked this turn: no card goes from the discard pile to the Life Deck")
            elif not side.discard:
                template = N_("player {player}'s discard pile is empty: nothing goes to the Life Deck")
            else:
                template = N_(
                    "player {player} did not attack: "
                    "the top card of the discard pile goes to the bottom of the Life Deck"
                )
            raise Violation("rejuvenate", template, {"player": side.seat})
        if done:
            self.rejuvenate(side, 1)

    def states(self):
        return [side.state() for side in self.sides]


class Attack:
    """One attack and its defence, checked and resolved: the cost, the card's declared effect ("เกิดขึ้นก่อนที่
    จะทำหน้าที่พิทักษ์"), the defence, then the damage if not stopped and the effect of a hit."""

    __slots__ = ("entry", "foe", "game", "seat", "side", "used")

    def __init__(self, game, seat, entry):
        self.game, self.seat, self.entry = game, seat, entry
        self.side, self.foe = game.sides[seat], game.sides[1 - seat]
        self.used = []  # (side, code, effect): cards to the discard pile once the attack is over

    def resolve(self):
        game, entry, side, foe = self.game, self.entry, self.side, self.foe
        by = entry.get("by", MP)
        performer = game.performer(side, by, N_("attacks"))
        kind, source = self.source(side, entry, performer, by, attack=True)
        cost = entry.get("cost", ENERGY_COST if kind == "energy" else 0)
        if performer.stage < cost:
            if kind == "energy" and "cost" not in entry:
                template = N_(
                    "an energy attack costs 2 power stages: a personality below 2 stages above 0 cannot make one "
                    "({who} is at {stage})"
                )
            else:
                template = N_("the attack costs {cost}: {who} is at {stage}")
            params = {"cost": stages_count(cost), "who": by, "stage": performer.stage}
            raise Violation("energy-cost", template, params, player=self.seat)
        performer.stage -= cost
        game.attacked = game.attacked or self.seat == game.player
        game.apply(entry.get("effect"), self.seat)
        defence = entry.get("defence") or {}
        stopped, prevents = False, 0
        if defence and not game.over:
            defender = game.performer(foe, defence.get("by", MP), N_("defends"))
            self.source(foe, defence, defender, defence.get("by", MP), attack=False)
            stopped, prevents = bool(defence.get("stops")), defence.get("prevents", 0)
            game.apply(defence.get("effect"), foe.seat)
        result = {
            "player": self.seat,
            "by": by,
            "kind": kind,
            "source": source,
            "cost": cost,
            "attacker_power": performer.power,
            "defender_power": game.fighter(foe).power,
            "defence": _defence_source(defence),
            "stopped": stopped,
            "stages_lost": 0,
            "life_lost": 0,
            "pat": None,
        }
        self.damage(kind, performer, stopped or game.over, prevents, result)  # the table is read even so
        if not stopped and not game.over:
            game.apply(entry.get("hit_effect"), self.seat)
        for owner, code, effect in self.used:
            if effect and effect.get("stays"):  # "this card stays on the table to be used one more time"
                owner.table.append(code)
            else:
                game._to_pile(owner, code, effect)
        game.attacks.append(result)
        return result

    def source(self, side, play, performer, by, *, attack):
        """The card, table card, personality power or final physical attack used, and the attack's kind."""
        game, seat = self.game, side.seat
        declared = play.get("kind")
        if "card" in play:
            code = play["card"]
            card = game.from_hand(side, code)
            if card.kind not in COMBAT_KINDS:
                template = N_("{card} is not a combat card: it is played in step 2, not in combat")
                raise Violation("card-kind", template, {"card": code}, player=seat)
            self.used.append((side, code, play.get("effect")))
            kind = {PHYSICAL: "physical", ENERGY: "energy"}.get(card.kind)
            if attack and kind and declared and declared != kind:
                template = N_("{card} is a {kind} combat card: it makes a {kind} attack, not {declared}")
                raise Violation("card-kind", template, {"card": code, "kind": kind, "declared": declared}, player=seat)
            source = {"card": code}
        elif "table" in play:
            code = play["table"]
            effect = play.get("effect")
            if code in side.table:
                if not (effect and effect.get("stays")):  # "stays": its text keeps it there to be used again
                    side.table.remove(code)
                    self.used.append((side, code, effect))
            elif code not in side.drills and code not in side.balls:
                template = N_("{card} is not on player {player}'s table")
                raise Violation("in-play", template, {"card": code, "player": seat}, player=seat)
            kind, source = None, {"table": code}
        elif "final" in play:
            code = play["final"]
            self.nothing_left(side, play, performer, by)
            game.from_hand(side, code)
            combat = game.combat
            combat.finals.add(seat)
            side.discard.append(code)  # "โดยการทิ้งการ์ดคนใดคนหนึ่งจากมือของคุณ"
            if declared not in (None, "physical"):
                template = N_("a final attack is a physical attack, not {declared}")
                raise Violation("final-attack", template, {"declared": declared}, player=seat)
            kind, source = "physical", {"final": code}
        else:
            level = performer.level if performer is side else performer.card.level
            key = (seat, by, level)
            if key in game.combat.powers:
                template = N_("{who}'s card power at level {level} is used once per combat; it was used already")
                raise Violation("card-power-once", template, {"who": by, "level": level}, player=seat)
            game.combat.powers.add(key)
            kind, source = None, {"power": by}
        if attack and kind is None:
            kind = declared
            if kind is None:
                template = N_("say whether the attack is physical or energy (kind)")
                raise Violation("card-kind", template, player=seat)
        return kind, source

    def nothing_left(self, side, play, performer, by):
        """ "หากคุณมีไพ่ที่เหลือในมือของคุณ แต่ไม่มีบัตรหรือพลังโจมตีการ์ดที่จะใช้": a final physical attack only when
        no combat card in hand can attack and the card power is spent. The record declares, by the cards' text,
        which combat cards in hand cannot attack (`unusable`: a block, a cost too high) and that the card power
        cannot (`no_power`); an energy combat card the personality cannot pay 2 stages for is not usable."""
        game, seat = self.game, side.seat
        unusable = play.get("unusable") or ()
        for code in unusable:
            if code not in side.hand:
                template = N_("player {player} does not hold {card}")
                raise Violation("in-hand", template, {"player": seat, "card": code}, player=seat)
        left = []
        for code in dict.fromkeys(side.hand):
            card = game.card(code, seat)
            unpaid = card.kind == ENERGY and performer.stage < ENERGY_COST  # "ไม่สามารถทำให้การโจมตีพลังงาน"
            if card.kind in COMBAT_KINDS and code not in unusable and not unpaid:
                left.append(code)
        if left:
            template = N_(
                "a final physical attack is made only when no attack card is left to use: player {player} holds "
                "{cards} (list in unusable the ones whose text cannot attack)"
            )
            raise Violation("final-attack", template, {"player": seat, "cards": left}, source=FINAL_WHEN, player=seat)
        level = performer.level if performer is side else performer.card.level
        if (seat, by, level) not in game.combat.powers and not play.get("no_power"):
            template = N_(
                "a final physical attack is made only when no card power is left to use: {who}'s card power at "
                "level {level} is not used in this combat (no_power: its text cannot attack)"
            )
            raise Violation("final-attack", template, {"who": by, "level": level}, source=FINAL_WHEN, player=seat)

    def damage(self, kind, performer, no_damage, prevents, result):
        """Physical: power stages read on the PAT (or as the card's text says), past 0 one Life card per stage;
        an ally may take the stages aimed at the MP. Energy: 4 Life cards unless the text says otherwise."""
        game, entry, foe = self.game, self.entry, self.foe
        damage = entry.get("damage") or {}
        table = game.table_rule
        absorb = entry.get("absorb")
        target = holder = game.fighter(foe)  # an ally that took the combat over is the one hit
        if absorb is not None:
            holder = foe.allies.get(absorb)
            if holder is None:
                template = N_("player {player} has no ally {id}")
                raise Violation("ally", template, {"player": foe.seat, "id": absorb}, player=foe.seat)
            if kind == "energy" or "life" in damage:
                template = N_("an ally takes only power stages of damage aimed at its Main Personality")
                raise Violation("ally", template, player=foe.seat)
        if kind == "physical":
            a, d = table.band(performer.power), table.band(target.power)
            read = table.stages(a, d)
            result["pat"] = {
                "attacker_band": a,
                "defender_band": d,
                "attacker_band_from": table.bands[a],
                "defender_band_from": table.bands[d],
                "stages": read,
            }
        named = entry.get("life_cards")
        if named is not None:
            result["life_cards"] = named  # checked below; the verdict names them
        if no_damage:
            self.named_life(named, 0)
            return
        if "life" in damage or kind == "energy":
            life = damage.get("life", ENERGY_DAMAGE)
            result["life_lost"] = game.lose_life(foe, max(0, life - prevents), self.named_life(named, life - prevents))
            return
        if "stages" in damage:
            stages = damage["stages"]
        else:
            stages = max(0, result["pat"]["stages"] * damage.get("times", 1) + damage.get("plus", 0))
        lost = min(stages, holder.stage)
        holder.stage -= lost
        result["stages_lost"] = stages  # "กองหลังสูญเสียขั้นตอนอำนาจเท่ากับ nuber ที่ระบุไว้ในตาราง"
        lost_life = max(0, stages - lost - prevents)
        result["life_lost"] = game.lose_life(foe, lost_life, self.named_life(named, lost_life))
        if holder is not foe:
            result["absorbed_by"] = holder.id

    def named_life(self, named, n):
        """The Life cards the record names as lost to this attack (`life_cards`), checked: as many as the
        damage takes (fewer only from a shorter Life Deck), known cards, and no Dragon Ball among them ("ตรวจสอบ
        บัตรชีวิตก่อนทิ้งเพื่อป้องกันไม่ให้ทิ้งการ์ดดราก้อนบอล"). None when the record does not name them."""
        if named is None:
            return None
        foe, game = self.foe, self.game
        wanted = min(max(0, n), foe.life)
        if len(named) != wanted:
            template = N_("player {player} loses {wanted} to this attack; life_cards names {named}")
            params = {"player": foe.seat, "wanted": cards_count(wanted), "named": cards_count(len(named))}
            raise Violation("life-cards", template, params, player=foe.seat)
        for code in named:
            if game.card(code, foe.seat).kind == DRAGON_BALL:
                template = N_(
                    "{card} is a Dragon Ball: the Life cards are checked before they are discarded, so that no "
                    "Dragon Ball is discarded"
                )
                raise Violation("dragon-ball", template, {"card": code}, source=NO_DRAGON_BALL_LOST, player=foe.seat)
        return named


def _defence_source(defence):
    for key in ("card", "table", "power"):
        if key in defence:
            return {key: defence[key] if key != "power" else defence.get("by", MP)}
    return None
