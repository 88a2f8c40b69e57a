//! The search's margins and reductions for file-defined variants, in the generic evaluation's
//! centipawns (the chess knight is 300, a pawn about 100).
//!
//! Origin: the search's first hand-set values (first session, chess centipawns), not yet tuned
//! for any file-defined variant. A tuning run that changes a value records itself here, beside the value.

use tetrarch_eval::SearchParams;

/// The search parameters every file-defined variant supplies through `Evaluate::SEARCH_PARAMS`.
pub const SEARCH_PARAMS: SearchParams = SearchParams {
    reverse_futility_margin: 90,
    reverse_futility_depth: 7,
    razor_margin: 280,
    razor_depth: 2,
    futility_base: 80,
    futility_per_depth: 110,
    futility_depth: 6,
    see_noisy_margin: 90,
    see_noisy_depth: 6,
    see_quiet_margin: 25,
    see_quiet_depth: 8,
    move_count_depth: 8,
    move_count_base: 3,
    move_count_power: 200,
    null_move_depth: 3,
    null_move_reduction: 3,
    null_move_depth_divisor: 4,
    null_move_eval_divisor: 200,
    null_move_eval_cap: 3,
    iir_depth: 4,
    lmr_depth: 3,
    lmr_base: 75,
    lmr_divisor: 225,
    lmr_history_divisor: 8192,
    delta_margin: 200,
    quiet_check_margin: 150,
    aspiration_delta: 20,
    aspiration_depth: 4,
    singular_depth: 8,
    singular_tt_depth_margin: 3,
    singular_margin_per_depth: 2,
    check_extension: 1,
    single_reply_extension: 1,
    history_bonus_scale: 16,
    history_bonus_max: 1600,
};
