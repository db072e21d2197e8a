"""Running an event: every write goes through one of these functions, inside one transaction, checks the
actor's role once (config.roles) and leaves an audit entry. A request the event cannot take raises one of
the domain's errors (config.domain: Invalid, Forbidden, NotFound, Conflict) before anything is written; the
pages and the API map them to HTTP. Pairing and standings are the pure modules' (pairing, standings); these
only feed them. One module a sub-domain; this package's names are the public ones."""

from .audit import audit, match_state
from .cut import cut_start
from .deck_checks import deck_check_record, deck_checks_create
from .decklists import decklist_submit, decklist_summary, decklist_unlock
from .events import event_create, event_finish, event_update, find_user, judge_add, staff_add, staff_remove
from .judge_calls import judge_call_close, judge_call_create, judge_call_queue, judge_call_take
from .penalties import earlier_in_category, needs_approval, penalty_approve, penalty_create, penalty_input
from .progress import (
    current_round,
    event_standings,
    missing_results,
    planned_rounds,
    player_matches,
    round_in_progress,
    unpaired,
)
from .registration import check_in, drop, registration_create
from .results import result_enter, result_report
from .round_clock import clock_change, clock_state, extra_by_match, extra_minutes, extra_time_give, round_clock
from .rounds import (
    break_table,
    match_break,
    match_pair,
    match_swap,
    pair_by_hand,
    repair_current,
    round_pair,
    round_repair,
    swap_tables,
)

__all__ = [
    "audit",
    "break_table",
    "check_in",
    "clock_change",
    "clock_state",
    "current_round",
    "cut_start",
    "deck_check_record",
    "deck_checks_create",
    "decklist_submit",
    "decklist_summary",
    "decklist_unlock",
    "drop",
    "earlier_in_category",
    "event_create",
    "event_finish",
    "event_standings",
    "event_update",
    "extra_by_match",
    "extra_minutes",
    "extra_time_give",
    "find_user",
    "judge_add",
    "judge_call_close",
    "judge_call_create",
    "judge_call_queue",
    "judge_call_take",
    "match_break",
    "match_pair",
    "match_state",
    "match_swap",
    "missing_results",
    "needs_approval",
    "pair_by_hand",
    "penalty_approve",
    "penalty_create",
    "penalty_input",
    "planned_rounds",
    "player_matches",
    "registration_create",
    "repair_current",
    "result_enter",
    "result_report",
    "round_clock",
    "round_in_progress",
    "round_pair",
    "round_repair",
    "staff_add",
    "staff_remove",
    "swap_tables",
    "unpaired",
]
