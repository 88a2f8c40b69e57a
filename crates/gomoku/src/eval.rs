//! Pattern-based evaluation.

use crate::GomokuPosition;
use tetrarch_eval::Evaluate;

impl Evaluate for GomokuPosition {
    fn evaluate(&self) -> i32 {
        crate::position_eval(self)
    }
}
